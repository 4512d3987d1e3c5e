import type { BrowserContext, Request } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';

/**
 * Issue 24: sessions that survive real browsing — a click during a slow refresh, many tabs of one
 * browser — and no wasted calls (after sign-out, a removed cart line).
 */

// The API refuses unsafe requests without it (CSRF guard); the browser app always sends it.
const CLIENT = { 'x-client-type': 'web' };
/** The access-token cookie (api/src/plugins/auth.ts): without it the next call answers 401. */
const ACCESS_COOKIE = 'psar_at';

/** A new shopper for each test (created through the API), signed in through the login page. */
async function signInAsNewShopper(page: Page, request: APIRequestContext, label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // A short name: the header shows the first characters only.
  const shopper = { name: 'Vanna Kim', email: `sessions.${label}.${id}@example.com`, password: 'First1234' };
  expect((await request.post('/api/sign-up', { headers: CLIENT, data: shopper })).status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel(/email or phone/i).fill(shopper.email);
  await page.getByLabel(/^password/i).fill(shopper.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page.getByTestId('account-button')).toContainText(shopper.name);
  return shopper;
}

/** As if the access token had expired: the browser still holds the refresh cookie only. */
const expireAccessToken = (context: BrowserContext) => context.clearCookies({ name: ACCESS_COOKIE });

/** A product whose first variant in stock has at least `min` units (the product page preselects it). */
async function productInStock(request: APIRequestContext, min = 5, skip: number[] = []) {
  for (let id = 1; id <= 120; id += 1) {
    if (skip.includes(id)) continue;
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data as {
      id: number;
      variants: { stock: number; attributes: Record<string, string> }[];
    };
    const variant = product.variants.find((candidate) => candidate.stock > 0);
    if (variant && variant.stock >= min) return { id: product.id, attributes: variant.attributes };
  }
  throw new Error('no product in stock');
}

const apiPath = (request: Request) => new URL(request.url()).pathname;
const cartBadge = (page: Page) => page.getByTestId('cart-count').locator('.MuiBadge-badge');
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('sessions', () => {
  test('a refresh delayed 3 s: the shopper navigates twice while it is pending and stays signed in', async ({
    page,
    request,
  }) => {
    const shopper = await signInAsNewShopper(page, request, 'slow');
    await page.goto('/account');
    await expireAccessToken(page.context());
    const refreshes: Request[] = [];
    await page.route('**/api/refresh', async (route) => {
      refreshes.push(route.request());
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const refreshStarted = page.waitForRequest('**/api/refresh');
    const refreshAnswered = page.waitForResponse('**/api/refresh');

    await accountMenu(page).getByRole('link', { name: 'Wallet' }).click();
    await refreshStarted;
    await accountMenu(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await accountMenu(page).getByRole('link', { name: 'Address Book' }).click();
    await expect(page).toHaveURL(/\/account\/address-books$/);
    expect((await refreshAnswered).status()).toBe(200);

    await expect(page.getByTestId('address-book-empty')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/address-books$/);
    await expect(page.getByTestId('account-button')).toContainText(shopper.name);
    expect(refreshes).toHaveLength(1);
    expect((await page.request.get('/api/profile')).status()).toBe(200);
  });

  test('a refresh the server refuses signs the shopper out and sends the account page to /login', async ({
    page,
    request,
  }) => {
    await signInAsNewShopper(page, request, 'refused');
    let refused = 0;
    await page.route('**/api/refresh', (route) => {
      refused += 1;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          code: 'auth.session_ended',
          params: {},
          message: 'Your session has ended. Please sign in again.',
        }),
      });
    });

    await expireAccessToken(page.context());

    await page.goto('/account/wallet');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /^(log ?in|sign in)$/i })).toBeVisible();
    expect(refused).toBeGreaterThan(0);
  });

  test('a second page load with a fresh translation cache downloads no translation file', async ({
    page,
  }) => {
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (/\/locales\/[^/]+\/[^/]+\.json/.test(request.url())) downloads.push(request.url());
    });
    // A server-rendered page and a page the browser renders (the login page's remote and its own files).
    const visit = async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /^(log ?in|sign in)$/i })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await visit();
    expect(downloads.length, 'the first loads fill the cache').toBeGreaterThan(0);
    downloads.length = 0;
    await visit();
    expect(downloads).toEqual([]);
  });

  test('signing out is followed by no authenticated call', async ({ page, request }) => {
    await signInAsNewShopper(page, request, 'signout');
    await page.goto('/account/wallet');
    await page.waitForLoadState('networkidle');

    const afterSignOut: { path: string; status: number }[] = [];
    let signedOut = false;
    page.on('response', (response) => {
      const path = apiPath(response.request());
      if (path === '/api/logout') signedOut = true;
      else if (signedOut && path.startsWith('/api/')) afterSignOut.push({ path, status: response.status() });
    });
    await page.getByTestId('account-button').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(signedOut).toBe(true);
    expect(afterSignOut.filter((call) => call.status === 401 || call.path === '/api/refresh')).toEqual([]);
  });

  test('removing a cart line sends no quote containing it', async ({ page, request }) => {
    await signInAsNewShopper(page, request, 'quote');
    const first = await productInStock(page.request);
    const second = await productInStock(page.request, 5, [first.id]);
    const lines: number[] = [];
    for (const product of [first, second]) {
      const response = await page.request.post('/api/carts', {
        headers: CLIENT,
        data: { productId: product.id, quantity: 1, attributes: product.attributes },
      });
      expect(response.status()).toBe(201);
      lines.push(((await response.json()).data as { id: number }).id);
    }
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await page.waitForLoadState('networkidle');

    const quoted: number[][] = [];
    page.on('request', (request) => {
      if (apiPath(request) === '/api/orders/quote')
        quoted.push((request.postDataJSON() as { cartIds: number[] }).cartIds);
    });
    await page
      .getByTestId('checkout-line')
      .first()
      .getByRole('button', { name: /^Remove .* from cart$/ })
      .click();
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');

    const remaining = (await (await page.request.get('/api/carts')).json()).data as { id: number }[];
    expect(remaining).toHaveLength(1);
    const removed = lines.find((line) => !remaining.some((item) => item.id === line));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((cartIds) => cartIds.includes(removed!))).toEqual([]);
  });

  test.describe('two tabs of one browser', () => {
    test('both with an expired access token act at once: both stay signed in', async ({ page, request }) => {
      const shopper = await signInAsNewShopper(page, request, 'tabs');
      const other = await page.context().newPage();
      await other.goto('/account/profile');
      await expect(other.getByTestId('account-button')).toContainText(shopper.name);
      await expireAccessToken(page.context());

      await Promise.all([page.goto('/account/wallet'), other.goto('/account/profile')]);

      for (const tab of [page, other]) {
        await expect(tab.getByTestId('account-button')).toContainText(shopper.name);
        await expect(tab).not.toHaveURL(/\/login/);
      }
      await expect(page).toHaveURL(/\/account\/wallet$/);
      await expect(other.getByText(shopper.email)).toBeVisible();
      expect((await page.request.get('/api/profile')).status()).toBe(200);
    });

    test('a sign-out in one tab sends the other, on /account, to /login and clears its badge', async ({
      page,
      request,
    }) => {
      await signInAsNewShopper(page, request, 'signout-tabs');
      const product = await productInStock(page.request);
      await page.request.post('/api/carts', {
        headers: CLIENT,
        data: { productId: product.id, quantity: 2, attributes: product.attributes },
      });
      const other = await page.context().newPage();
      await other.goto('/account');
      await expect(cartBadge(other)).toHaveText('2');

      await page.getByTestId('account-button').click();
      await page.getByTestId('logout').click();

      await expect(other).toHaveURL(/\/login$/, { timeout: 1_000 });
      await expect(cartBadge(other)).toBeHidden({ timeout: 1_000 });
    });

    test("an add to cart in one tab shows in the other's badge", async ({ page, request }) => {
      await signInAsNewShopper(page, request, 'cart-tabs');
      const product = await productInStock(page.request);
      const other = await page.context().newPage();
      await other.goto('/account');
      await expect(other.getByTestId('account-button')).toBeVisible();
      await expect(cartBadge(other)).toHaveClass(/MuiBadge-invisible/);

      await page.goto(`/products/${product.id}`);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByText('add to cart success')).toBeVisible();

      await expect(cartBadge(other)).toHaveText('1', { timeout: 1_000 });
    });
  });
});
