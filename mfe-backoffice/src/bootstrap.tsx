// Runs only when this remote is opened on its own port (QA): the shell never loads this file.
import { mountApp, StandaloneFrame } from '@storefront/shared';
import App from './app/app';
import { NAMESPACE } from './app/locales';

mountApp(() => <StandaloneFrame namespace={NAMESPACE} App={App} />);
