import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { lastMailTo } from '../support/staff';
import { signInThroughUi } from '../support/session';

// The back office and the shop together: staff change the catalogue through the back office's
// screens, shoppers meet the result on theirs.

const CLIENT = { 'x-client-type': 'web' };
const BASE_URL = 'http://localhost:3000';
const OWNER = { email: 'owner@psar.test', password: 'Owner1234!' };
/** New addresses each run, so a run against a server kept from an earlier one starts clean. */
const RUN = Date.now().toString(36);
const MANAGER = { email: `catalog.manager.${RUN}@psar.test`, password: 'Manager1234!', name: 'Vanna Sok' };
const AGENT = { email: `support.agent.${RUN}@psar.test`, password: 'Agent1234!', name: 'Chenda Lim' };
const PRODUCT = {
  en: 'Lotusweave tote bag',
  kh: 'កាបូបឡូតឹសវីវ',
  khmerSearch: 'ឡូតឹសវីវ',
  colours: [
    { en: 'Indigo', kh: 'ខៀវចាស់' },
    { en: 'Saffron', kh: 'លឿងទុំ' },
  ],
};
const HOUR = 60 * 60 * 1000;

/** A fresh browser context (its own cookies) on the shop. */
const newContext = (browser: Browser) => browser.newContext({ baseURL: BASE_URL });

/** Opens the back office signed out: it sends to the sign-in page, and back after signing in. */
async function signInToBackoffice(page: Page, account: { email: string; password: string }) {
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email or phone/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The owner invites through the staff screen; the invitee accepts from the e-mailed link. */
async function inviteAndAccept(owner: Page, browser: Browser, person: typeof MANAGER, roleLabel: string) {
  await owner.goto('/backoffice/staff');
  await owner.getByRole('textbox', { name: 'E-mail address' }).fill(person.email);
  await owner.getByRole('combobox', { name: 'Role', exact: true }).click();
  await owner.getByRole('option', { name: roleLabel }).click();
  await owner.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(owner.getByTestId('staff-status')).toContainText(person.email);

  const mail = await lastMailTo(owner.request, person.email);
  const link = /https?:\/\/\S+\/backoffice\/accept-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Psar staff' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill(person.name);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel(/^Confirm the password/).fill(person.password);
  await page.getByRole('button', { name: 'Create the account and accept' }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByTestId('staff-identity')).toContainText(person.name);
  return { context, page };
}

/** The product as the shop's API answers it (any caller). */
async function shopProduct(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/products/${id}`);
  return { status: response.status(), body: response.ok() ? (await response.json()).data : undefined };
}

test.describe.serial('back office: staff change the shop, shoppers see it', () => {
  let ownerContext: BrowserContext;
  let owner: Page;
  let manager: Page;
  let productId: number;

  test.beforeAll(async ({ browser }) => {
    ownerContext = await newContext(browser);
    owner = await ownerContext.newPage();
  });

  test.afterAll(async ({ request }) => {
    await request.put('/api/testing/clock', { headers: CLIENT, data: { offsetMs: 0 } });
    await ownerContext.close();
  });

  test("shoppers' pages load nothing of the back office", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of ['/', '/products?search=bag', '/products/1']) await page.goto(path);
    await signInThroughUi(page);
    await page.goto('/account');
    expect(requested.length).toBeGreaterThan(20);
    expect(requested.filter((url) => url.includes(':3005') || url.includes('backoffice'))).toEqual([]);
  });

  test('a shopper who opens the back office is told it is for staff', async ({ page }) => {
    await signInThroughUi(page);
    await page.goto('/backoffice');
    await expect(page.getByRole('heading', { name: "This area is for the shop's staff" })).toBeVisible();
    const refused = await page.request.get('/api/backoffice/products');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('staff.role_forbidden');
  });

  test('the owner invites a catalog manager, who creates a product with two variants and a photo in English and Khmer', async ({
    browser,
  }) => {
    await signInToBackoffice(owner, OWNER);
    ({ page: manager } = await inviteAndAccept(owner, browser, MANAGER, 'Catalog manager'));

    const [main] = (await (await manager.request.get('/api/categories')).json()).data as {
      name: { en: string };
      subCategories: { name: { en: string }; subCategories: { name: { en: string } }[] }[];
    }[];
    const sub = main!.subCategories[0]!;
    const leaf = sub.subCategories[0]!;

    await manager.getByRole('link', { name: 'Products' }).click();
    await manager.getByRole('link', { name: 'New product' }).click();
    await expect(manager).toHaveURL(/\/backoffice\/products\/new$/);
    await manager.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(PRODUCT.en);
    await manager.getByRole('textbox', { name: 'Name (Khmer)', exact: true }).fill(PRODUCT.kh);
    await manager
      .getByRole('textbox', { name: 'Description (English)' })
      .fill('Hand-woven from lotus fibre.');
    await manager.getByRole('textbox', { name: 'Description (Khmer)' }).fill('ត្បាញដោយដៃពីសរសៃឈូក។');
    await manager.getByRole('combobox', { name: 'Main category' }).selectOption({ label: main!.name.en });
    await manager.getByRole('combobox', { name: 'Sub-category' }).selectOption({ label: sub.name.en });
    await manager
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: leaf.name.en });
    await manager.getByRole('combobox', { name: 'Store' }).selectOption({ index: 1 });

    await manager.getByRole('button', { name: 'Add an option' }).click();
    await manager.getByRole('textbox', { name: 'Option 1 name (English)' }).fill('Colour');
    await manager.getByRole('textbox', { name: 'Option 1 name (Khmer)' }).fill('ពណ៌');
    for (const [index, colour] of PRODUCT.colours.entries()) {
      if (index > 0) await manager.getByRole('button', { name: 'Add a value to option 1' }).click();
      await manager.getByRole('textbox', { name: `Option 1 value ${index + 1} (English)` }).fill(colour.en);
      await manager.getByRole('textbox', { name: `Option 1 value ${index + 1} (Khmer)` }).fill(colour.kh);
    }
    await manager.getByRole('button', { name: 'Generate all combinations' }).click();
    await expect(manager.getByTestId('variant-row')).toHaveCount(2);
    for (const row of [1, 2]) {
      await manager.getByRole('textbox', { name: `SKU of variant ${row}` }).fill(`LOTUS-${RUN}-${row}`);
      await manager.getByRole('textbox', { name: `Price of variant ${row}` }).fill('12.50');
      await manager.getByRole('textbox', { name: `Stock of variant ${row}` }).fill('5');
    }
    await manager.getByRole('switch', { name: 'Published' }).check();
    await manager.getByRole('button', { name: 'Create the product' }).click();
    await expect(manager).toHaveURL(/\/backoffice\/products\/\d+$/);
    productId = Number(/(\d+)$/.exec(manager.url())![1]);

    // A photo: a PNG named .jpg is fine (its type is read from its bytes).
    const png = await manager.screenshot({ clip: { x: 0, y: 0, width: 640, height: 480 } });
    await manager
      .getByLabel('Photo file')
      .setInputFiles({ name: 'tote.jpg', mimeType: 'image/jpeg', buffer: png });
    await manager.getByRole('button', { name: 'Upload a photo' }).click();
    await expect(manager.getByTestId('photo-item')).toHaveCount(1);

    const { body } = await shopProduct(manager.request, productId);
    expect(body).toMatchObject({ name: { en: PRODUCT.en, kh: PRODUCT.kh }, price: 12.5 });
    expect(body.variants).toHaveLength(2);
    expect(body.options[0].values).toEqual(PRODUCT.colours);
  });

  test('a shopper finds it by English and by Khmer search, sees the photo and buys it', async ({ page }) => {
    await signInThroughUi(page);
    const search = page.getByRole('searchbox', { name: /search/i }).first();
    await search.fill('Lotusweave');
    await search.press('Enter');
    const card = page.locator(`[data-remote="catalog"] a[href="/products/${productId}"]`).first();
    await expect(card).toBeVisible();
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/api\/files\/public\//,
    );

    await page.goto(`/products?search=${encodeURIComponent(PRODUCT.khmerSearch)}`);
    await expect(card).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.en);
    const photo = page.locator('[data-remote="catalog"] picture img').first();
    await expect(photo).toHaveAttribute('src', /\/api\/files\/public\//);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Saffron', exact: true }).first().click();
    await expect(page.getByTestId('stock')).toHaveText('5 in stock');
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${productId}\\?`));
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByTestId('order-confirmation')).toBeVisible();

    const { body } = await shopProduct(page.request, productId);
    expect(
      body.variants.find(
        (variant: { attributes: { Colour: string } }) => variant.attributes.Colour === 'Saffron',
      ).stock,
    ).toBe(4);
  });

  test('the manager sets the stock to 0 and the shopper sees it out of stock', async ({ page }) => {
    await manager.goto(`/backoffice/products/bulk?q=LOTUS-${RUN}-1`);
    const stockCells = manager.getByRole('textbox', { name: new RegExp(`^Stock of ${PRODUCT.en}`) });
    await expect(stockCells).toHaveCount(2);
    for (const cell of await stockCells.all()) await cell.fill('0');
    await manager.getByRole('button', { name: 'Save 2 changes' }).click();
    await expect(manager.getByTestId('bulk-message')).toBeVisible();

    await expect(async () => {
      const { body } = await shopProduct(page.request, productId);
      expect(body.variants.map((variant: { stock: number }) => variant.stock)).toEqual([0, 0]);
    }).toPass();
    await page.goto(`/products/${productId}`);
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Indigo', exact: true }).first()).toHaveAttribute(
      'title',
      'Out of stock',
    );
  });

  test('a scheduled deal appears on the home page at its start and leaves at its end', async ({ page }) => {
    // Stock back first: a deal of a sold-out product still shows, but a buyable one is the point.
    const bulk = await manager.request.get(`/api/backoffice/products/${productId}`);
    const product = (await bulk.json()).data as { variants: { id: number; price: number; stock: number }[] };
    const restock = await manager.request.patch('/api/backoffice/variants', {
      headers: CLIENT,
      data: {
        changes: product.variants.map((variant) => ({
          variantId: variant.id,
          stock: 10,
          expected: { price: variant.price, stock: variant.stock },
        })),
      },
    });
    expect(restock.status()).toBe(200);

    // The strip shows the deals that end soonest first, and the shop's daily deals end at midnight in
    // Phnom Penh (UTC+7): this one ends before the next such midnight, so it leads the strip at any hour.
    const midnightAfter = (at: number) => Math.ceil((at + 7 * HOUR) / (24 * HOUR)) * 24 * HOUR - 7 * HOUR;
    let startAt = Date.now() + 2 * HOUR;
    if (midnightAfter(startAt) - startAt < HOUR / 6) startAt = midnightAfter(startAt) + HOUR;
    const start = new Date(startAt);
    const end = new Date(Math.min(startAt + HOUR, midnightAfter(startAt) - HOUR / 12));
    const created = await manager.request.post('/api/backoffice/promotions', {
      headers: CLIENT,
      data: {
        title: { en: 'Lotus hour', kh: 'ម៉ោងឈូក' },
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        discount: 40,
        isActive: true,
        productIds: [productId],
        categoryIds: [],
      },
    });
    expect(created.status()).toBe(201);

    const dealsStrip = page.getByTestId('deals-strip');
    const setClock = async (at: Date) => {
      const moved = await page.request.put('/api/testing/clock', {
        headers: CLIENT,
        data: { offsetMs: at.getTime() - Date.now() },
      });
      expect(moved.status()).toBe(200);
    };
    // The home page is rendered on the server and kept a few seconds: look until it is fresh.
    const homeShows = async (expected: boolean) =>
      expect(async () => {
        await page.goto('/');
        await expect(dealsStrip).toBeVisible();
        expect((await dealsStrip.locator(`a[href="/products/${productId}"]`).count()) > 0).toBe(expected);
      }).toPass({ timeout: 30_000 });

    await homeShows(false);
    await setClock(new Date(start.getTime() + 60_000));
    await homeShows(true);
    await setClock(new Date(end.getTime() + 60_000));
    await homeShows(false);
    await setClock(new Date());
  });

  test('a support agent may look but cannot change a price (403), and the attempt is not logged as a change', async ({
    browser,
  }) => {
    const { context, page: agent } = await inviteAndAccept(owner, browser, AGENT, 'Support agent');
    await agent.goto(`/backoffice/products/${productId}`);
    await expect(agent.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue(PRODUCT.en);
    await expect(agent.getByTestId('read-only')).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Save' })).toHaveCount(0);

    const current = (await (await agent.request.get(`/api/backoffice/products/${productId}`)).json()).data;
    const refused = await agent.request.put(`/api/backoffice/products/${productId}`, {
      headers: CLIENT,
      data: { ...current, variants: current.variants.map((variant: object) => ({ ...variant, price: 1 })) },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('staff.role_forbidden');
    const { body } = await shopProduct(agent.request, productId);
    expect(body.price).toBe(12.5);
    await context.close();
  });

  test('the owner sees every change in the audit log, and none by the support agent', async () => {
    await owner.goto('/backoffice/audit-log');
    await expect(owner.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries = owner.locator('[data-testid^="audit-entry-"]');
    await expect(entries.first()).toBeVisible();
    const actions = await owner.getByTestId('audit-action').allTextContents();
    const text = (await entries.allTextContents()).join('\n');
    for (const who of [OWNER.email, MANAGER.email]) expect(text).toContain(who);
    expect(actions.length).toBeGreaterThanOrEqual(7);

    // The same log through the API: every change, by whom, and nothing by the agent but joining.
    const log = (await (await owner.request.get('/api/backoffice/audit-log?perPage=100')).json()).data as {
      action: string;
      actor: { email: string };
      entityId: string;
      after: unknown;
    }[];
    const byManager = log.filter((entry) => entry.actor.email === MANAGER.email).map((entry) => entry.action);
    expect(byManager).toEqual(
      expect.arrayContaining([
        'product.create',
        'product.photo_add',
        'variant.bulk_update',
        'promotion.create',
      ]),
    );
    const invitations = log.filter(
      (entry) => entry.actor.email === OWNER.email && entry.action === 'staff.invite',
    );
    expect(invitations.filter((entry) => JSON.stringify(entry.after).includes(RUN))).toHaveLength(2);
    const byAgent = log.filter((entry) => entry.actor.email === AGENT.email).map((entry) => entry.action);
    expect(byAgent).toEqual(['staff.invitation_accept']);
  });
});
