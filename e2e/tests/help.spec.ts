import { expect, test, type Page } from '../support/test';

// A missing translation shows as its key (e.g. "terms.pages.vouch"): none may reach the page.
const RAW_KEY =
  /\b(common|banner|search|menu|breadcrumbs|quickLinks|customerCare|categories|category|answer|helpCenter|moreArticles|topics|form|contact|feedback|sell|affiliate|career|content|legal|terms|notFound)\.[a-zA-Z]/;

const TERMS = [
  'made-cambodia',
  'plant-form-tool',
  'plant-service',
  'vouch',
  'terms-of-use',
  'terms-of-sale',
  'amzconin',
  'amzgame',
  'mobile-top-up',
  'dgs-vouchers',
  'payment-protection',
  'psar-pay',
  'buy-now-paylater',
  'delivery-of-terms',
];
const CONTENT_ROUTES = [
  '/feedback',
  '/sell',
  '/affilliate-program',
  '/career',
  '/privacy-prolicy',
  '/inteallectual-protection',
  '/inteallectual-product-policy',
  '/about-psar',
  '/terms-conditions',
  ...TERMS.map((page) => `/terms-conditions/${page}`),
  '/customer-care',
  '/customer-care/category',
  '/customer-care/category/31',
  '/customer-care/help-center',
  '/customer-care/help-center/more-articles',
  '/customer-care/order-payment',
  '/customer-care/shipping-delivery',
  '/customer-care/return-refund',
  '/customer-care/contact-us',
];

const KHMER = /[\u1780-\u17FF]/;

async function expectPageRendered(page: Page, path: string, language: 'en' | 'kh') {
  const label = `${path} (${language})`;
  const help = page.locator('[data-remote="help"]');
  const heading = help.locator('h1').first();
  await expect(heading, label).toBeVisible();
  await expect(heading, label).not.toHaveText('');
  if (language === 'kh') await expect(heading, `${label}: Khmer heading`).toHaveText(KHMER);
  // Content pages wait for their text (or the "being updated" note) before the check.
  await expect(help.locator('[aria-busy="true"]'), label).toHaveCount(0);
  await expect(page.getByTestId('not-found'), label).toHaveCount(0);
  // Every route has its real text: no "being updated" note in place of a content page.
  await expect(page.getByTestId('content-pending'), label).toHaveCount(0);
  if (path.startsWith('/customer-care')) {
    // The help groups load on their own (skeletons, not aria-busy): wait for their links.
    if (path === '/customer-care')
      await expect(page.getByTestId('help-groups').getByRole('link').first(), label).toBeVisible();
  } else {
    // The page's text from the content API, in the page's language (the form pages' fallback
    // introduction would otherwise pass for content).
    const body = help.getByTestId('markdown').first();
    await expect(body, label).not.toBeEmpty();
    if (language === 'kh') await expect(body, `${label}: Khmer text`).toContainText(KHMER);
  }
  const text = await help.innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null, `${label}: raw translation key`).toBeNull();
}

test.describe('help centre and content pages', () => {
  test('search from the help banner, open an answer and mark it helpful', async ({ page }) => {
    await page.goto('/customer-care');
    // The help banner's search box (the header has a product search of its own).
    const search = page.getByTestId('customer-care-layout').getByRole('search');
    await search.getByRole('textbox', { name: 'Search help articles' }).fill('delivery fee');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/customer-care\/search\?keyword=delivery\+fee$/);
    const results = page.getByTestId('search-results');
    await expect(results.locator('mark').first()).toBeVisible();
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customer-care\/answers\?id=\d+$/);
    await expect(page.getByTestId('markdown')).not.toBeEmpty();
    const helpful = page.getByTestId('was-this-helpful');
    await helpful.getByRole('button', { name: 'Yes' }).click();
    await expect(helpful.getByRole('status')).toHaveText('Thank you for your feedback!');
  });

  test('a search in Khmer finds Khmer articles, and a search without results links to contact us', async ({
    page,
  }) => {
    await page.goto(`/customer-care/search?keyword=${encodeURIComponent('ដឹកជញ្ជូន')}&lng=kh`);
    await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();
    await page.goto('/customer-care/search?keyword=qqzzxxyy&lng=en');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await empty.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/customer-care\/contact-us$/);
  });

  test('an unknown help category is not found', async ({ page }) => {
    await page.goto('/customer-care/category/999');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  for (const language of ['en', 'kh'] as const) {
    test(`every content, terms and customer-care route renders in ${language}`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of CONTENT_ROUTES) {
        await page.goto(`${path}?lng=${language}`);
        await expectPageRendered(page, path, language);
      }
    });
  }

  test('contact us creates a ticket and shows its number', async ({ page }) => {
    await page.goto('/customer-care/contact-us');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dara Sok');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('dara.e2e@example.com');
    await form.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Shipping & delivery' }).click();
    await form.getByRole('textbox', { name: 'Order number (optional)' }).fill('PS-000123');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('My parcel to Kampot has not arrived after five days. Can you check it?');
    await page.getByTestId('file-attachment').setInputFiles({
      name: 'parcel.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('ticket-number')).toHaveText(/^CS-\d{6}$/);
  });
});
