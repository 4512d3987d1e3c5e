import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, use, type ReactNode } from 'react';
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
  const wide = useScreenIsWide();
  return useHydrated() ? wide : undefined;
}

/** The media query's answer, also while hydrating (the server's answer is wide). */
function useScreenIsWide(): boolean {
  return useMediaQuery(wideQuery, { noSsr: true, defaultMatches: true });
}

/** Never settles: a Suspense boundary waiting on it keeps the server's markup, unhydrated. */
const never = new Promise<never>(() => {});

function LeftUnhydrated(): ReactNode {
  return use(never);
}

/**
 * Its children only on wide (`wide`) or narrow screens. While the screen is not known they are
 * rendered and hidden by a media query, so the first byte is already laid out for the screen; a
 * phone's browser-rendered page never builds the desktop-only parts. The wrapper takes no box
 * (`display: contents`): the children lay out as if it were not there.
 *
 * Hydrating in a browser that can ask the media query, the other screen's layout is left as the
 * server's (hidden) markup, not hydrated: a phone does not build, for a moment, the desktop header
 * it then removes. Each layout is a Suspense boundary for that; once hydrated, the other layout's
 * boundary goes, server markup and all.
 */
export function ScreenOnly({ wide, children }: { wide: boolean; children: ReactNode }) {
  const screenIsWide = useScreenIsWide();
  const hydrating = !useHydrated();
  const otherScreen = screenIsWide !== wide;
  return (
    <Box sx={{ display: wide ? { xs: 'none', md: 'contents' } : { xs: 'contents', md: 'none' } }}>
      {(hydrating || !otherScreen) && (
        <Suspense fallback={null}>
          {hydrating && otherScreen && canAskScreen() ? <LeftUnhydrated /> : children}
        </Suspense>
      )}
    </Box>
  );
}

/** In a browser (not on the server, nor where media queries cannot be asked, as in jsdom). */
function canAskScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}
