import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import type { AppStore } from '../store/make-store';
import { makeTheme } from '../theme/theme';

function ThemeForLanguage({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const theme = useMemo(() => makeTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Every provider of the page, created once by the shell (or by a remote running standalone). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeForLanguage>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            {children}
          </SnackbarProvider>
        </ThemeForLanguage>
      </I18nextProvider>
    </ReduxProvider>
  );
}
