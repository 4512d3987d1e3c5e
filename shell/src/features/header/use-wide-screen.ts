import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the header's desktop rows (utility bar, category nav, delivery location, All
 * Categories) are shown. Phones never render them, rather than rendering and hiding them with CSS:
 * that work (and the categories request) would be paid on every phone's first paint for nothing.
 * Read synchronously, so the first render is already the right one; where media queries cannot
 * be asked (tests in jsdom) the desktop header is shown.
 */
export function useWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
}
