import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the screen is wide enough (md and up) for desktop-only parts: the header's utility bar
 * and category nav, the product list's facet column. Phones do not render them at all, rather
 * than rendering and hiding them with CSS: that work (and their requests) would be paid on every
 * phone's first paint for nothing.
 * Read synchronously, so the first render is already the right one; where media queries cannot
 * be asked (tests in jsdom) the desktop header is shown.
 */
export function useWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
}
