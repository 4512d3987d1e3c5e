import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderTimeContext, useNow } from './use-now';

const RENDERED_AT = Date.parse('2026-01-01T10:00:30Z');

function Minute() {
  return <p data-testid="minute">{useNow(60_000).toISOString().slice(0, 16)}</p>;
}

const page = (
  <RenderTimeContext.Provider value={RENDERED_AT}>
    <Minute />
  </RenderTimeContext.Provider>
);

describe('useNow', () => {
  it('renders a server page at its render time', () => {
    expect(renderToString(page)).toContain('2026-01-01T10:00');
  });

  it('hydrates with the render time (no mismatch, however late), then shows the real time', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(new Date().toISOString().slice(0, 16));
    container.remove();
  });

  it('uses the real time in a page the browser renders itself', () => {
    render(page);
    expect(screen.getByTestId('minute')).toHaveTextContent(new Date().toISOString().slice(0, 16));
  });
});
