import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';

/**
 * What a server render assumed about the screen (from the request's client hints), so that the
 * browser's hydration starts from the same markup; the real media query takes over right after.
 * Where media queries cannot be asked (tests in jsdom) the desktop header is shown.
 */
export const WideScreenGuessContext = createContext(true);

/**
 * Whether the screen is wide enough (md and up) for desktop-only parts: the header's utility bar
 * and category nav, the product list's facet column. Phones do not render them at all, rather
 * than rendering and hiding them with CSS: that work (and their requests) would be paid on every
 * phone's first paint for nothing.
 * A page rendered in the browser reads the media query synchronously, so its first render is
 * already the right one; only hydrating server markup starts from the server's guess.
 */
export function useWideScreen(): boolean {
  const guess = useContext(WideScreenGuessContext);
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { defaultMatches: guess });
}
