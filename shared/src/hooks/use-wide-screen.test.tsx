import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { emulatePhoneScreen } from '../testing/render-with-providers';
import { makeTheme } from '../theme/theme';
import { ScreenOnly } from './use-wide-screen';

/** The parts whose effects ran: built (or hydrated) in the browser. */
let hydrated: string[] = [];
beforeEach(() => {
  hydrated = [];
});

function Part({ name }: { name: string }) {
  useEffect(() => void hydrated.push(name), [name]);
  return <p>{name}</p>;
}

const page = (
  <ThemeProvider theme={makeTheme('en')}>
    <ScreenOnly wide>
      <Part name="desktop bar" />
    </ScreenOnly>
    <ScreenOnly wide={false}>
      <Part name="phone drawer" />
    </ScreenOnly>
  </ThemeProvider>
);

/** The page's server markup, hydrated on a phone's screen; the errors React recovered from. */
async function hydrateOnPhone(test: (container: HTMLElement, errors: unknown[]) => void) {
  const restore = emulatePhoneScreen();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  try {
    test(container, errors);
  } finally {
    container.remove();
    restore();
  }
}

describe('ScreenOnly', () => {
  it('puts both layouts in server markup, for CSS to pick before any script runs', () => {
    const html = renderToString(page);
    expect(html).toContain('desktop bar');
    expect(html).toContain('phone drawer');
  });

  it('hydrates that markup without a mismatch, then keeps only the layout of the screen', async () => {
    await hydrateOnPhone((container, mismatches) => {
      expect(mismatches).toEqual([]);
      expect(container.textContent).toBe('phone drawer');
    });
  });

  it('leaves the other screen’s layout unhydrated, as the server’s markup, until it goes', async () => {
    await hydrateOnPhone((container, errors) => {
      expect(errors).toEqual([]);
      // Only the phone's part ran its effects: the desktop bar was never built in the browser.
      expect(hydrated).toEqual(['phone drawer']);
      expect(container.textContent).toBe('phone drawer');
    });
  });

  it('builds only the screen’s layout in a page the browser renders', () => {
    const restore = emulatePhoneScreen();
    render(page);
    expect(screen.queryByText('desktop bar')).toBeNull();
    expect(screen.getByText('phone drawer')).toBeInTheDocument();
    restore();
  });
});
