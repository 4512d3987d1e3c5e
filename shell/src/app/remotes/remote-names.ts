/** The remotes the shell mounts, by federation name. Kept apart from the registry (which loads them)
 * so that the route table can name a page's owner without importing the federation runtime. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'help', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
