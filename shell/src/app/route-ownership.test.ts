import { routeOwner } from './route-ownership';

describe('routeOwner', () => {
  it.each([
    ['/', 'catalog', 'main'],
    ['/products', 'catalog', 'main'],
    ['/products/deals-of-the-day', 'catalog', 'main'],
    ['/products/42', 'catalog', 'main'],
    ['/checkout', 'checkout', 'main'],
    ['/checkout/42', 'checkout', 'main'],
    ['/login', 'account', 'auth'],
    ['/confirm-otp', 'account', 'auth'],
    ['/account/address-books/3/edit', 'account', 'main'],
    ['/orders/return', 'account', 'main'],
    ['/reviews/wishlists', 'account', 'main'],
    ['/customer-care/category/31', 'help', 'main'],
    ['/affilliate-program', 'help', 'main'],
    ['/press-media', 'help', 'main'],
    ['/career/graduates-interns', 'help', 'main'],
    ['/terms-conditions/psar-pay', 'help', 'main'],
    ['/about-psar', 'help', 'simple'],
    ['/login-success', 'shell', 'main'],
    ['/backoffice', 'backoffice', 'bare'],
    ['/backoffice/products/12', 'backoffice', 'bare'],
  ])('%s belongs to %s in the %s layout', (path, owner, layout) => {
    expect(routeOwner(path)).toEqual({ owner, layout });
  });

  it.each(['/nope', '/affiliate-program', '/login/extra', '/about-other', '/productsx', '/backofficex'])(
    '%s belongs to nobody (not found)',
    (path) => {
      expect(routeOwner(path)).toBeUndefined();
    },
  );
});
