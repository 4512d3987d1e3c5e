import { lazy } from 'react';

// The header's dropdown menus pull in MUI's whole overlay stack (Popover, Modal, transitions,
// focus trap): not needed for the first paint, so they load on demand, prefetched as soon as the
// pointer or keyboard focus reaches a menu button, so a click rarely waits.
const loadLanguageMenu = () => import('./language-menu');
const loadAccountDropdown = () => import('./account-dropdown');

export const LanguageMenu = lazy(loadLanguageMenu);
export const AccountDropdown = lazy(loadAccountDropdown);

/** Props for a menu button: start loading the menus when the shopper shows intent. */
export const prefetchMenusOnIntent = {
  onPointerEnter: () => void loadLanguageMenu().then(loadAccountDropdown),
  onFocus: () => void loadLanguageMenu().then(loadAccountDropdown),
};
