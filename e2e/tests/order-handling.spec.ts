import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { mailsTo } from '../support/staff';

// An order's life after "placed", both sides at once: a shopper who shops in Khmer and the shop's
// staff in the back office (in English), each in a browser context of their own.

const BASE_URL = 'http://localhost:3000';
const CLIENT = { 'x-client-type': 'web' };
const OWNER = { email: 'owner@psar.test', password: 'Owner1234!' };
const RUN = Date.now().toString(36);
const TRACKING = `PX${RUN.toUpperCase()}`;
/** Khmer script: what a Khmer e-mail is written in. */
const KHMER = /[\u1780-\u17FF]/;

/** The shopper's pages are in Khmer: their words come from the apps' Khmer translations. */
const khmerOf = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../..', file), 'utf8')) as Record<string, unknown>;
const KHMER_TEXTS = {
  account: khmerOf('mfe-account/locales/kh/account-activity.json'),
  signIn: khmerOf('mfe-account/locales/kh/account.json'),
  checkout: khmerOf('mfe-checkout/locales/kh/checkout.json'),
};
function kh(key: string, params: Record<string, string | number> = {}, texts = KHMER_TEXTS.account): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no Khmer text for ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));
}

const newContext = (browser: Browser) => browser.newContext({ baseURL: BASE_URL });

/** A new shopper with an address, signed in, shopping in Khmer (the language cookie the shop sets). */
async function newKhmerShopper(browser: Browser) {
  const context = await newContext(browser);
  await context.addCookies([{ name: 'i18next', value: 'kh', url: BASE_URL }]);
  const page = await context.newPage();
  const email = `khmer.shopper.${RUN}@psar.test`;
  const signUp = await page.request.post('/api/sign-up', {
    headers: CLIENT,
    data: { name: 'Dara Kim', email, phone: '', password: 'Shopper1234!' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const address = await page.request.post('/api/address-books', {
    headers: CLIENT,
    data: {
      type: 'home',
      province: 'Phnom Penh',
      district: 'Daun Penh',
      commune: 'Phsar Thmei I',
      street: '130',
      home: '12',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  // Signed in through the Khmer sign-in page, as the shopper would (the app keeps its own session state).
  await page.goto('/login');
  await page.getByLabel(kh('login.login', {}, KHMER_TEXTS.signIn)).fill(email);
  await page.getByLabel(kh('login.password', {}, KHMER_TEXTS.signIn), { exact: true }).fill('Shopper1234!');
  await page.getByRole('button', { name: kh('login.submit', {}, KHMER_TEXTS.signIn), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page, email, addressId: ((await address.json()).data as { id: number }).id };
}

interface Variant {
  id: number;
  attributes: Record<string, string>;
  stock: number;
}

/** A product with at least 3 in stock of one variant, with that variant's stock now. */
async function productWithStock(request: APIRequestContext, skip: number[] = []) {
  for (let id = 1; id <= 120; id += 1) {
    if (skip.includes(id)) continue;
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data as { id: number; variants: Variant[] };
    const variant = product.variants.find((candidate) => candidate.stock >= 3);
    if (variant) return { id: product.id, variant };
  }
  throw new Error('no product with stock');
}

const stockOf = async (request: APIRequestContext, productId: number, variantId: number) =>
  (
    (await (await request.get(`/api/products/${productId}`)).json()).data as { variants: Variant[] }
  ).variants.find((variant) => variant.id === variantId)!.stock;

/** Opens the back office as the owner, signing in on the way. */
async function signInToBackoffice(page: Page) {
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email or phone/i).fill(OWNER.email);
  await page.getByLabel(/^password/i).fill(OWNER.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe.serial('order handling: the shop moves an order on, the shopper follows it', () => {
  let staffContext: BrowserContext;
  let staff: Page;
  let shopperContext: BrowserContext;
  let shopper: Page;
  let shopperEmail: string;
  let addressId: number;
  const used: number[] = [];

  test.beforeAll(async ({ browser }) => {
    staffContext = await newContext(browser);
    staff = await staffContext.newPage();
    await signInToBackoffice(staff);
    const created = await newKhmerShopper(browser);
    shopperContext = created.context;
    shopper = created.page;
    shopperEmail = created.email;
    addressId = created.addressId;
  });

  test.afterAll(async () => {
    await staffContext.close();
    await shopperContext.close();
  });

  test('cash on delivery: confirmed, packed, shipped with tracking, delivered and paid; then returned, approved and refunded once', async () => {
    const product = await productWithStock(shopper.request);
    used.push(product.id);
    const stockBefore = product.variant.stock;

    // The shopper orders (as checkout does) with the shop in Khmer.
    const buyNow = { productId: product.id, attributes: product.variant.attributes, quantity: 1 };
    const quote = (
      await (await shopper.request.post('/api/orders/quote', { headers: CLIENT, data: { buyNow } })).json()
    ).data as { total: number };
    const placed = await shopper.request.post('/api/orders', {
      headers: { ...CLIENT, 'Idempotency-Key': `e2e-handling-${RUN}-cod` },
      data: { buyNow, addressId, paymentMethod: 'cod', expectedTotal: quote.total },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()).data as { id: number; number: string; total: number };
    expect(await stockOf(shopper.request, product.id, product.variant.id)).toBe(stockBefore - 1);

    await shopper.goto(`/orders/${order.id}`);
    await expect(shopper.getByTestId('order-status')).toHaveText(kh('orderStatus.to_ship'));
    await expect(shopper.getByTestId('order-payment-status')).toHaveText(kh('paymentStatus.payOnDelivery'));

    // The shop finds it in its queue by number.
    await staff.goto('/backoffice/orders');
    await staff.getByRole('searchbox', { name: 'Search' }).fill(order.number);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(staff.getByTestId('order-row')).toHaveCount(1);
    await staff.getByTestId('order-row').getByRole('link').first().click();
    await expect(staff).toHaveURL(new RegExp(`/backoffice/orders/${order.id}$`));

    await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(staff.getByRole('button', { name: 'Pack', exact: true })).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByTestId('timeline-confirmed')).toBeVisible();

    await staff.getByRole('button', { name: 'Pack', exact: true }).click();
    await staff.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = staff.getByRole('dialog', { name: `Ship order ${order.number}` });
    await ship.getByRole('combobox', { name: 'Carrier' }).fill('Virak Buntham');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
    await ship.getByRole('button', { name: 'Ship the order' }).click();
    await expect(ship).toBeHidden();

    await shopper.reload();
    await expect(shopper.getByTestId('order-status')).toHaveText(kh('orderStatus.shipping'));
    await expect(shopper.getByTestId('order-tracking')).toContainText(TRACKING);
    await expect(shopper.getByTestId('order-tracking')).toContainText('Virak Buntham');

    await staff.getByRole('button', { name: 'Mark delivered', exact: true }).click();
    const deliver = staff.getByRole('dialog', { name: `Mark order ${order.number} delivered?` });
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(deliver).toBeHidden();
    await expect(staff.getByTestId('order-actions')).not.toContainText('Mark delivered');

    await shopper.reload();
    await expect(shopper.getByTestId('order-status')).toHaveText(kh('orderStatus.delivered'));
    await expect(shopper.getByTestId('order-payment-status')).toHaveText(kh('paymentStatus.paidOnDelivery'));

    // Each step mailed the shopper, in Khmer, from the outbox.
    const mails = (await mailsTo(shopperEmail)).filter((mail) => mail.text.includes(order.number));
    for (const template of ['order_confirmation', 'order_shipped', 'order_delivered']) {
      const mail = mails.find((candidate) => candidate.template === template);
      expect(mail, `${template} mail`).toBeTruthy();
      expect(mail!.language).toBe('kh');
      expect(mail!.subject).toMatch(KHMER);
    }
    expect(mails.find((mail) => mail.template === 'order_shipped')!.text).toContain(TRACKING);

    // The shopper returns the item with a photo.
    await shopper.getByRole('button', { name: kh('detail.return') }).click();
    const returnDialog = shopper.getByRole('dialog', { name: kh('return.title', { number: order.number }) });
    await returnDialog.getByRole('checkbox').first().check();
    await returnDialog
      .getByRole('textbox', { name: kh('return.reason') })
      .fill('The colour is not the one in the photo.');
    const photo = await shopper.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
    await returnDialog
      .getByTestId('return-photos')
      .setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: photo });
    await returnDialog.getByRole('button', { name: kh('return.submit') }).click();
    await expect(shopper.getByText(kh('return.success'))).toBeVisible();

    // The shop approves it: restocked, refunded into the wallet.
    const walletBefore = (
      (await (await shopper.request.get('/api/wallet')).json()).data as { balance: number }
    ).balance;
    await staff.goto('/backoffice/returns');
    await staff.getByRole('button', { name: `Approve the return of ${order.number}` }).click();
    const approve = staff.getByRole('dialog');
    await approve.getByRole('button', { name: 'Approve the return' }).click();
    await expect(approve).toBeHidden();

    const walletAfter = (
      (await (await shopper.request.get('/api/wallet')).json()).data as { balance: number }
    ).balance;
    // Everything came back, so the delivery fee is refunded too: the whole total.
    expect(walletAfter).toBeCloseTo(walletBefore + order.total, 2);
    const refunds = (
      (await (await shopper.request.get('/api/wallet/transactions?perPage=50')).json()).data as {
        kind: string;
        reference: string;
      }[]
    ).filter((entry) => entry.kind === 'refund' && entry.reference.includes(order.number));
    expect(refunds).toHaveLength(1);
    expect(await stockOf(shopper.request, product.id, product.variant.id)).toBe(stockBefore);

    // The shopper sees the decision on the returns page, and by e-mail (in Khmer).
    await shopper.goto('/orders/return');
    await expect(shopper.getByTestId('decision-made').first()).toBeVisible();
    const decided = (await mailsTo(shopperEmail)).find(
      (mail) => mail.template === 'return_decided' && mail.text.includes(order.number),
    );
    expect(decided?.subject).toMatch(KHMER);
    expect(
      (await mailsTo(shopperEmail)).some(
        (mail) => mail.template === 'refund_issued' && mail.text.includes(order.number),
      ),
    ).toBe(true);
  });

  test('KHQR in demo mode: the checkout says so, staff mark the payment received, the order is paid', async () => {
    const product = await productWithStock(shopper.request, used);
    used.push(product.id);
    const params = new URLSearchParams({
      quantity: '1',
      attributes: JSON.stringify(product.variant.attributes),
    });
    await shopper.goto(`/checkout/${product.id}?${params.toString()}`);
    await shopper.getByRole('radio', { name: /KHQR/ }).check();
    await expect(shopper.getByTestId('khqr-demo-notice')).toBeVisible();
    await expect(shopper.getByTestId('khqr-demo-notice')).toContainText(KHMER);
    const placed = shopper.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await shopper.getByRole('button', { name: kh('summary.placeOrder', {}, KHMER_TEXTS.checkout) }).click();
    const order = (await (await placed).json()).data as { id: number; number: string };
    await expect(shopper.getByTestId('khqr-image')).toBeVisible();

    await staff.goto('/backoffice/payments');
    await expect(staff.getByText('Demo mode: no real money moves')).toBeVisible();
    await staff.getByRole('button', { name: `Mark Order ${order.number} received` }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Seen in the ABA app');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expect(dialog).toBeHidden();

    await shopper.goto(`/orders/${order.id}`);
    await expect(shopper.getByTestId('order-status')).toHaveText(kh('orderStatus.to_ship'));
    await expect(shopper.getByTestId('order-payment-status')).toHaveText(kh('paymentStatus.paid'));
  });
});
