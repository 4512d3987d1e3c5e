import { expect, test, type Page } from '../support/test';

// The spec's last rows as a shopper meets them (issue 25), on `pnpm start`'s configuration.

const WIDTHS = [390, 1440] as const;
const LANGUAGES = ['en', 'kh'] as const;
const LATIN_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d/;

/** Every error the page reports from its first byte (console errors and uncaught exceptions). A
 * not-found page's own 404 status is its answer, not an error of the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if (!ownStatus) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

async function someProductId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/products?perPage=1')).json()) as {
    data: { id: number }[];
  };
  const id = list.data[0]?.id;
  if (id === undefined) throw new Error('no product');
  return id;
}

test.describe('first loads of server-rendered pages', () => {
  for (const width of WIDTHS) {
    for (const language of LANGUAGES) {
      test(`report no console error, ${language} at ${width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        const productId = await someProductId(page);
        const errors = collectErrors(page);
        for (const path of [
          '/',
          '/products?search=rice',
          '/products/deals-of-the-day',
          `/products/${productId}`,
          '/products/999999999',
        ]) {
          const separator = path.includes('?') ? '&' : '?';
          // A fresh browser each time: a first load, the server's markup hydrated.
          await page.context().clearCookies();
          await page.goto(`${path}${separator}lng=${language}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          await page.waitForLoadState('networkidle');
        }
        expect(errors).toEqual([]);
      });
    }
  }
});

test('a Khmer page shows no Latin-script month name (dates through the shop formatter)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?lng=kh');
  await page.getByTestId('promotions-button').click();
  await expect(page.getByTestId('promotions-panel').getByTestId('promotions-list')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(LATIN_MONTH);
  await page.goto('/privacy-prolicy?lng=kh');
  await expect(page.getByTestId('content-page').getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await expect(page.getByTestId('content-page')).toContainText('២០');
  expect(await page.locator('body').innerText()).not.toMatch(LATIN_MONTH);
});

test('without a configured address there is no solar site link, on the desktop bar or in the drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('customer-care-menu')).toBeVisible();
  await expect(page.getByTestId('solar-link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Psar Solar/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByTestId('drawer-button').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByTestId('drawer-solar-link')).toHaveCount(0);
});

test('a header search keeps the type of the current query', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products?type=flash&search=x');
  const box = page.getByRole('searchbox', { name: 'Search Psar' }).first();
  await box.fill('rice');
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/products' && url.searchParams.get('search') === 'rice',
  );
  expect(new URL(page.url()).searchParams.get('type')).toBe('flash');
});

test('the category row shows every category at 1440 and 1000 px, none hidden in a sideways scroll', async ({
  page,
}) => {
  const categories = (await (await page.request.get('/api/categories')).json()) as { data: unknown[] };
  for (const [width, language] of [
    [1440, 'en'],
    [1000, 'en'],
    [1440, 'kh'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/?lng=${language}`);
    const nav = page.getByTestId('category-nav');
    await expect(nav).toHaveAttribute('aria-busy', 'false');
    const entries = nav.locator(':scope > a, :scope > button');
    expect(await entries.count()).toBeGreaterThanOrEqual(categories.data.length);
    for (const entry of await entries.all()) await expect(entry).toBeInViewport({ ratio: 1 });
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});
