import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../contract';

export const PRIMARY_COLOR = '#FE6901';

// Noto Sans Khmer (its @font-face rules load with the Khmer interface, see i18n.ts) covers Khmer
// only; Latin text falls through to the system font.
const FONT_STACK = [
  '"Noto Sans Khmer"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function makeTheme(language: Language): Theme {
  return createTheme({
    palette: {
      // White on #FE6901 is 2.9:1, below WCAG AA; near-black text on it is 7:1.
      primary: { main: PRIMARY_COLOR, dark: '#A84400', contrastText: '#1b1b1b' },
      secondary: { main: '#1f2937' },
      background: { default: '#f5f5f5' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      // Khmer stacks vowels and subscripts above and below the line: give it room.
      body1: { lineHeight: language === 'kh' ? 1.8 : 1.5 },
      body2: { lineHeight: language === 'kh' ? 1.75 : 1.43 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Links take the dark orange: #FE6901 on white is 2.9:1, below WCAG AA for text; #A84400 is 5.9:1.
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
    },
  });
}
