import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { RenderTimeContext } from '../hooks/use-now';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { i18n as pageI18n, preloadTranslationBackend } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import type { AppStore } from '../store/make-store';
import { makeTheme } from '../theme/theme';
import { ToastHost } from '../toast/toast';

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

/** The translation backend's code, once the browser is idle after the first paint: the next page's
 * namespaces then need no extra trip for it (see DeferredBackend in i18n.ts). */
function TranslationBackendWhenIdle() {
  const idle = useAfterFirstPaint();
  useEffect(() => {
    if (idle) preloadTranslationBackend();
  }, [idle]);
  return null;
}

/**
 * Every provider of the page, created once by the shell (or by a remote running standalone). A
 * server render gives its request's own i18n instance.
 */
export function AppProviders({
  store,
  i18n = pageI18n,
  renderTime,
  children,
}: {
  store: AppStore;
  i18n?: I18n;
  /** A server-rendered page's render time (see useNow). */
  renderTime?: number;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RenderTimeContext.Provider value={renderTime}>
          <ThemeForLanguage>
            {children}
            <ToastHost />
            <TranslationBackendWhenIdle />
          </ThemeForLanguage>
        </RenderTimeContext.Provider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
