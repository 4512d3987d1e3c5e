import { BRAND, matchPath } from '@storefront/shared';
import type { RemoteName } from './remotes/remote-names';

/** `bare`: the remote draws the whole page itself (the back office: no shop header or footer). */
export type LayoutName = 'main' | 'auth' | 'simple' | 'bare';

export interface RouteOwner {
  /** The remote whose `./App` renders the page, or 'shell' for the shell's own pages. */
  owner: RemoteName | 'shell';
  layout: LayoutName;
}

// DESIGN.md §1: who owns which path, and in which layout it shows. Remotes see the whole path,
// so their routes read the same standalone and mounted here.
const table: { patterns: string[]; owner: RouteOwner['owner']; layout: LayoutName }[] = [
  { owner: 'catalog', layout: 'main', patterns: ['/', '/products', '/products/*'] },
  { owner: 'checkout', layout: 'main', patterns: ['/checkout', '/checkout/*'] },
  {
    owner: 'account',
    layout: 'auth',
    patterns: ['/login', '/sign-up', '/forget-password', '/confirm-otp', '/reset-password'],
  },
  {
    owner: 'account',
    layout: 'main',
    patterns: ['/account', '/account/*', '/orders', '/orders/*', '/reviews', '/reviews/*'],
  },
  {
    owner: 'help',
    layout: 'main',
    patterns: [
      '/customer-care',
      '/customer-care/*',
      '/feedback',
      '/sell',
      '/career',
      '/career/graduates-interns',
      '/press-media',
      '/affilliate-program',
      '/privacy-prolicy',
      '/inteallectual-protection',
      '/inteallectual-product-policy',
      '/terms-conditions',
      '/terms-conditions/*',
    ],
  },
  { owner: 'help', layout: 'simple', patterns: [`/about-${BRAND.slug}`] },
  { owner: 'shell', layout: 'main', patterns: ['/login-success'] },
  { owner: 'backoffice', layout: 'bare', patterns: ['/backoffice', '/backoffice/*'] },
];

/** The owner and layout of a path, or undefined for a path nobody owns (not found). */
export function routeOwner(pathname: string): RouteOwner | undefined {
  for (const row of table) {
    if (row.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) {
      return { owner: row.owner, layout: row.layout };
    }
  }
  return undefined;
}
