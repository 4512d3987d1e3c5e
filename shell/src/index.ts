import { readServerRendered } from './app/server-rendered-data';

globalThis.__PSAR_SSR__ = readServerRendered(document);

// The async boundary lets Module Federation set up shared modules before any of them runs.
// On a page its server already painted, that set-up waits for the next task: the federation
// runtime's own start and the shared modules' set-up are each a long task on a phone, and a page
// the shopper can already tap should not be blocked by both at once.
if (globalThis.__PSAR_SSR__ === undefined) void import('./bootstrap');
else setTimeout(() => void import('./bootstrap'), 0);
