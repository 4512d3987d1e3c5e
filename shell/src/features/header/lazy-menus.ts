import { lazy } from 'react';

// The header's dropdown menus pull in MUI's whole overlay stack (Popover, Modal, transitions,
// focus trap): not needed for the first paint, so they load on demand, and are prefetched once
// the browser is idle so a click never waits.
const loadLanguageMenu = () => import('./language-menu');
const loadAccountDropdown = () => import('./account-dropdown');

export const LanguageMenu = lazy(loadLanguageMenu);
export const AccountDropdown = lazy(loadAccountDropdown);

export function prefetchHeaderMenus(): void {
  const prefetch = () => {
    void loadLanguageMenu();
    void loadAccountDropdown();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 4000 });
  else setTimeout(prefetch, 2000);
}
