import { act, render, screen } from '@testing-library/react';
import { emulateIdleCallbacks } from '../testing/render-with-providers';
import { HydratedMark } from '../app/hydrated-mark';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after' : 'before'}</p>;
}

// Once a HydratedMark has run, the page stays live for the rest of this file: the server-rendered
// case comes last.
describe('useAfterFirstPaint', () => {
  let idle: ReturnType<typeof emulateIdleCallbacks>;
  beforeEach(() => {
    idle = emulateIdleCallbacks();
  });
  afterEach(() => {
    idle.restore();
    globalThis.__PSAR_SSR__ = undefined;
  });

  it('on a page the browser renders, turns true once the browser is idle', async () => {
    render(<Probe />);
    expect(screen.getByText('before')).toBeInTheDocument();
    await act(async () => idle.becomeIdle());
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('on a page the server rendered, waits for idle only once the page has hydrated', async () => {
    // Only its presence matters here.
    globalThis.__PSAR_SSR__ = {} as NonNullable<typeof globalThis.__PSAR_SSR__>;
    const { rerender } = render(<Probe />);
    expect(idle.waiting()).toBe(0);

    rerender(
      <>
        <Probe />
        <HydratedMark />
      </>,
    );
    // The page turns live in a task after the mark's.
    expect(idle.waiting()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(idle.waiting()).toBe(1);
    await act(async () => idle.becomeIdle());
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});
