import { mountApp } from '@storefront/shared';
import commonEn from '@storefront/shared/locales/en/common.json';
import { preloadRemoteFor, registerRemotesFromConfig } from './app/remotes/remote-registry';
import { ShellApp } from './app/shell-app';

registerRemotesFromConfig();
// Start fetching the current page's remote now, in parallel with the shell's first render.
preloadRemoteFor(window.location.pathname);
mountApp(ShellApp, { bundledTranslations: { en: { common: commonEn } } });
