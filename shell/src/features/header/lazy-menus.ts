import { lazy } from 'react';

// The header's dropdowns, the drawer and the promotions panel pull in MUI's whole overlay stack
// (Popover, Modal, transitions, focus trap): not needed for the first paint, so they load on
// demand, prefetched as soon as the pointer or keyboard focus reaches a menu button (or when the
// browser is idle), so a click rarely waits.
const loadLanguageMenu = () => import('./language-menu');
const loadAccountDropdown = () => import('./account-dropdown');
const loadLinkMenu = () => import('./link-menu');
const loadAllCategoriesPanel = () => import('./all-categories-panel');
const loadPromotionsPanel = () => import('./promotions-panel');
const loadMobileDrawer = () => import('./mobile-drawer');

export const LanguageMenu = lazy(loadLanguageMenu);
export const AccountDropdown = lazy(loadAccountDropdown);
export const LinkMenu = lazy(loadLinkMenu);
export const AllCategoriesPanel = lazy(loadAllCategoriesPanel);
export const PromotionsPanel = lazy(loadPromotionsPanel);
export const MobileDrawer = lazy(loadMobileDrawer);

const prefetchAll = () =>
  void Promise.all([
    loadLanguageMenu(),
    loadAccountDropdown(),
    loadLinkMenu(),
    loadAllCategoriesPanel(),
    loadPromotionsPanel(),
  ]).catch(() => undefined);

/** Props for a menu button: start loading the menus when the shopper shows intent. */
export const prefetchMenusOnIntent = {
  onPointerEnter: prefetchAll,
  onFocus: prefetchAll,
};

/** The drawer's button: load the drawer on intent. */
export const prefetchDrawerOnIntent = {
  onPointerEnter: () => void loadMobileDrawer().catch(() => undefined),
  onFocus: () => void loadMobileDrawer().catch(() => undefined),
  onTouchStart: () => void loadMobileDrawer().catch(() => undefined),
};
