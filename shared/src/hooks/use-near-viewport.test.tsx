import { act, render, screen } from '@testing-library/react';
import { emulateIntersectionObserver } from '../testing/render-with-providers';
import { useNearViewport } from './use-near-viewport';

let renders = 0;

function Section() {
  renders += 1;
  const [ref, near] = useNearViewport<HTMLElement>();
  return <section ref={ref}>{near ? 'near' : 'far'}</section>;
}

describe('useNearViewport', () => {
  let browser: ReturnType<typeof emulateIntersectionObserver>;
  beforeEach(() => {
    renders = 0;
    browser = emulateIntersectionObserver();
  });
  afterEach(() => browser.restore());

  it('watches the element without rendering again when it attaches', () => {
    render(<Section />);
    expect(browser.observed()).toEqual([screen.getByText('far')]);
    expect(renders).toBe(1);
  });

  it('turns near once the element comes near, then stops watching', async () => {
    render(<Section />);
    await act(async () => browser.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    await act(async () => browser.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(browser.observed()).toEqual([]);
  });

  it('stops watching when the element goes away', () => {
    const { unmount } = render(<Section />);
    unmount();
    expect(browser.observed()).toEqual([]);
  });
});
