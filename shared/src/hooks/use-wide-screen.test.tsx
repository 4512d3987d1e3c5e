import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { emulatePhoneScreen } from '../testing/render-with-providers';
import { makeTheme } from '../theme/theme';
import { ScreenOnly } from './use-wide-screen';

const page = (
  <ThemeProvider theme={makeTheme('en')}>
    <ScreenOnly wide>
      <p>desktop bar</p>
    </ScreenOnly>
    <ScreenOnly wide={false}>
      <p>phone drawer</p>
    </ScreenOnly>
  </ThemeProvider>
);

describe('ScreenOnly', () => {
  it('puts both layouts in server markup, for CSS to pick before any script runs', () => {
    const html = renderToString(page);
    expect(html).toContain('desktop bar');
    expect(html).toContain('phone drawer');
  });

  it('hydrates that markup without a mismatch, then keeps only the layout of the screen', async () => {
    const restore = emulatePhoneScreen();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('phone drawer');
    container.remove();
    restore();
  });

  it('builds only the screen’s layout in a page the browser renders', () => {
    const restore = emulatePhoneScreen();
    render(page);
    expect(screen.queryByText('desktop bar')).toBeNull();
    expect(screen.getByText('phone drawer')).toBeInTheDocument();
    restore();
  });
});
