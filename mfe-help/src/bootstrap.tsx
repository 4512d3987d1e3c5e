// Runs only when this remote is opened on its own port (QA): the shell never loads this file.
import { mountApp } from '@storefront/shared';
import { StandaloneFrame } from './app/standalone-frame';

mountApp(StandaloneFrame);
