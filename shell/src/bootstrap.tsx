import { mountApp } from '@storefront/shared';
import { registerRemotesFromConfig } from './app/remotes/remote-registry';
import { ShellApp } from './app/shell-app';

registerRemotesFromConfig();
mountApp(ShellApp);
