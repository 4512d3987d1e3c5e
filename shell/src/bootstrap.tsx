import commonEn from '@storefront/shared/locales/en/common.json';

/**
 * Lets the browser handle input between two pieces of start-up work, on a page its server already
 * painted. A page the browser renders shows nothing until the shell has rendered: there, pausing
 * would only delay it.
 */
const yieldToBrowser =
  globalThis.__PSAR_SSR__ === undefined
    ? () => Promise.resolve()
    : () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * On a server-rendered page, the shell's code runs in several tasks instead of one: evaluating all
 * of its modules at once is a long task that blocks a page the shopper can already see and tap.
 * Each step evaluates one large library, then shared, then the shell's own modules.
 * ("eager": the modules stay in this chunk, loaded and preloaded as before; only their evaluation
 * is spread out. Nothing above imports them statically, or they would all run at once.)
 */
async function start() {
  for (const load of [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@mui/material/styles'),
    () => import(/* webpackMode: "eager" */ '@mui/material/Box'),
    () => import(/* webpackMode: "eager" */ '@mui/material/Button'),
    () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
    () => import(/* webpackMode: "eager" */ 'i18next'),
    () => import(/* webpackMode: "eager" */ '@storefront/shared'),
  ]) {
    await load();
    await yieldToBrowser();
  }
  const { preloadRemoteFor, registerRemotesFromConfig } = await import(
    /* webpackMode: "eager" */ './app/remotes/remote-registry'
  );
  registerRemotesFromConfig();
  // Start fetching the current page's remote now, in parallel with the shell's first render.
  preloadRemoteFor(window.location.pathname);
  await yieldToBrowser();
  const [{ mountApp }, { ShellApp }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@storefront/shared'),
    import(/* webpackMode: "eager" */ './app/shell-app'),
  ]);
  await yieldToBrowser();
  mountApp(ShellApp, { bundledTranslations: { en: { common: commonEn } } });
}

void start();
