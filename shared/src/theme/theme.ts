import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../contract';

export const PRIMARY_COLOR = '#FE6901';
/**
 * The brand's orange, darkened for text (WCAG 2.2 AA): #FE6901 is 2.9:1 on white, this is 5.9:1 on
 * white, 5.4:1 on the page's #f5f5f5 and 4.9:1 on a selected control's orange tint. #FE6901 stays
 * the colour of surfaces (buttons, badges, bars) with dark text on them.
 */
export const PRIMARY_TEXT_COLOR = '#A84400';
/** A hovered orange button: MUI darkens to primary.dark, where the dark text would be 2.9:1; this is 4.9:1. */
const PRIMARY_HOVER_COLOR = '#E55F00';

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
      primary: { main: PRIMARY_COLOR, dark: PRIMARY_TEXT_COLOR, contrastText: '#1b1b1b' },
      secondary: { main: '#1f2937' },
      // MUI's defaults fail AA as text: white on info #0288d1 is 3.9:1 (status chips), warning.dark
      // #e65100 on white 3.8:1 (notices), white on warning #ed6c02 3.1:1 (the "To pay" chip). These
      // shades are 4.8:1 and 5.6:1, and near-black on that orange 5.6:1.
      info: { main: '#0277bd' },
      warning: { main: '#ed6c02', dark: '#bf360c', contrastText: '#1b1b1b' },
      // MUI's #d32f2f is 4.3:1 on a hovered or focused outlined error button's tint over the page's
      // #f5f5f5 (e.g. "Cancel order"); this red is 4.9:1 there and 5.6:1 on white (and under white text).
      error: { main: '#c62828' },
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
    // Where MUI sets text in the primary colour (text and outlined buttons, the selected tab or
    // toggle, a focused field's label, Typography color="primary"), it takes the dark orange.
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.color === 'primary'
              ? {
                  '--variant-textColor': PRIMARY_TEXT_COLOR,
                  '--variant-outlinedColor': PRIMARY_TEXT_COLOR,
                  '@media (hover: hover)': { '&:hover': { '--variant-containedBg': PRIMARY_HOVER_COLOR } },
                }
              : {},
        },
      },
      MuiFab: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.color === 'primary' ? { '&:hover': { backgroundColor: PRIMARY_HOVER_COLOR } } : {},
        },
      },
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
      MuiTab: { styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: PRIMARY_TEXT_COLOR } } } },
      MuiToggleButton: {
        styleOverrides: {
          // The default grey (rgba(0,0,0,0.54)) is 4.47:1 on #f5f5f5: the secondary text colour is 5.3:1.
          root: ({ ownerState, theme }) => ({
            color: theme.palette.text.secondary,
            ...(ownerState.color === 'primary' ? { '&.Mui-selected': { color: PRIMARY_TEXT_COLOR } } : {}),
          }),
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ ownerState }) =>
            (ownerState.color ?? 'primary') === 'primary'
              ? { '&.Mui-focused:not(.Mui-error)': { color: PRIMARY_TEXT_COLOR } }
              : {},
        },
      },
      // A disabled field's helper text still explains it (e.g. why it cannot change): readable grey.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      MuiTypography: {
        styleOverrides: {
          root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: PRIMARY_TEXT_COLOR } : {}),
        },
      },
    },
  });
}
