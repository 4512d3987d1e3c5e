// Stands in, in the browser builds, for MUI's CSS-variables theme builder and providers
// (webpack.mjs replaces the modules named in MUI_CSS_VARIABLES with this one). Psar's theme
// (shared/src/theme/theme.ts) passes neither `cssVariables` nor `colorSchemes`, so MUI's
// createTheme and ThemeProvider take their plain path and never call these. Left in, they were
// about 25 KB of minified start-up code on every page. A theme that opts into CSS variables
// fails at once with this message instead of silently loading them back.
const message =
  'MUI CSS-variables themes are left out of the browser builds ' +
  '(shared/build/mui-without-css-variables.mjs): remove the replacement there ' +
  'before setting `cssVariables` or `colorSchemes` in the theme.';

function leftOut() {
  throw new Error(message);
}

// @mui/material/styles/createThemeWithVars and @mui/system/cssVars/createCssVarsProvider.
export default leftOut;

// @mui/material/styles/ThemeProviderWithVars.
export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
