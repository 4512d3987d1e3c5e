import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

const wideQuery = (theme: Theme) => theme.breakpoints.up('md');

/**
 * Whether the screen is wide enough (md and up) for desktop-only parts: the header's utility bar
 * and category nav, the product list's facet column. `undefined` while the screen is not known:
 * on the server (which never guesses it from the user agent) and in the render hydrating its
 * markup. Render both then and let CSS pick (`ScreenOnly`). A page rendered in the browser reads
 * the media query at once; where media queries cannot be asked (jsdom) the screen counts as wide.
 */
export function useWideScreen(): boolean | undefined {
  const wide = useMediaQuery(wideQuery, { noSsr: true, defaultMatches: true });
  return useHydrated() ? wide : undefined;
}

/**
 * Its children only on wide (`wide`) or narrow screens. While the screen is not known they are
 * rendered and hidden by a media query, so the first byte is already laid out for the screen; a
 * phone's browser-rendered page never builds the desktop-only parts. The wrapper takes no box
 * (`display: contents`): the children lay out as if it were not there.
 */
export function ScreenOnly({ wide, children }: { wide: boolean; children: ReactNode }) {
  const isWide = useWideScreen();
  return (
    <Box sx={{ display: wide ? { xs: 'none', md: 'contents' } : { xs: 'contents', md: 'none' } }}>
      {(isWide === undefined || isWide === wide) && children}
    </Box>
  );
}
