import { expect, test, type APIRequestContext } from '../support/test';
import { asStaff } from '../support/staff';
import { signInThroughUi } from '../support/session';

// The API refuses unsafe requests without it (CSRF guard); the browser app always sends it.
const CLIENT = { 'x-client-type': 'web' };

interface Variant {
  id: number;
  attributes: Record<string, string>;
  stock: number;
}

/** Prices a buy-now item of the product's first variant with stock, or null when there is none. */
async function quoteOf(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/products/${id}`);
  if (!response.ok()) return null;
  const product = (await response.json()).data as { id: number; variants: Variant[] };
  const variant = product.variants.find((v) => v.stock >= 3);
  if (!variant) return null;
  const buyNow = { productId: product.id, attributes: variant.attributes, quantity: 1 };
  const quote = await request.post('/api/orders/quote', { headers: CLIENT, data: { buyNow } });
  if (!quote.ok()) return null;
  return { id: product.id, buyNow, total: ((await quote.json()).data as { total: number }).total };
}

/** A product with stock costing at most `maxTotal` delivered, skipping ids this run used. */
async function affordableProduct(request: APIRequestContext, skip: number[], maxTotal: number) {
  for (let id = 1; id <= 120; id += 1) {
    if (skip.includes(id)) continue;
    const quoted = await quoteOf(request, id);
    if (quoted && quoted.total <= maxTotal) return quoted;
  }
  throw new Error(`no product with stock under $${maxTotal}`);
}

/** Places a buy-now order through the orders API (as checkout does) and answers it. */
async function placeOrder(
  request: APIRequestContext,
  product: { buyNow: object; total: number },
  paymentMethod: 'cod' | 'wallet',
) {
  const addresses = (await (await request.get('/api/address-books')).json()).data as {
    id: number;
    isDefault: boolean;
  }[];
  const address = addresses.find((entry) => entry.isDefault) ?? addresses[0]!;
  const response = await request.post('/api/orders', {
    headers: {
      ...CLIENT,
      'Idempotency-Key': `e2e-activity-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: { buyNow: product.buyNow, addressId: address.id, paymentMethod, expectedTotal: product.total },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; number: string; total: number; status: string };
}

const walletBalance = async (request: APIRequestContext) =>
  ((await (await request.get('/api/wallet')).json()).data as { balance: number }).balance;

/** The shop delivers the order: the owner confirms, packs, ships and delivers it in the back office's API. */
async function deliverOrder(orderId: number) {
  const steps: [string, object?][] = [
    ['confirm'],
    ['pack'],
    ['ship', { carrier: 'Psar Express', trackingNumber: `PX-${orderId}` }],
    ['deliver'],
  ];
  for (const [action, data] of steps) {
    const response = await asStaff((owner) =>
      owner.post(`/api/backoffice/orders/${orderId}/${action}`, { data: data ?? {} }),
    );
    expect(response.status(), await response.text()).toBe(200);
  }
}

const used: number[] = [];

test.describe('account activity', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page);
  });

  test('place an order paid by wallet → cancel it with a reason → refunded, and it is in My Cancellation', async ({
    page,
  }) => {
    const product = await affordableProduct(page.request, used, await walletBalance(page.request));
    used.push(product.id);
    const order = await placeOrder(page.request, product, 'wallet');
    const balanceAfterPaying = await walletBalance(page.request);

    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('To ship');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}` });
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'I ordered the wrong item' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(
      page.getByText('Your order was cancelled and the amount was returned to your wallet.'),
    ).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

    expect(await walletBalance(page.request)).toBeCloseTo(balanceAfterPaying + order.total, 2);

    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'My Cancellation' })
      .click();
    await expect(page).toHaveURL(/\/orders\/cancel$/);
    const row = page.getByTestId('cancellation').filter({ hasText: order.number });
    await expect(row).toContainText('I ordered the wrong item');
    await expect(row).toContainText('refunded to your wallet');
  });

  test('deliver an order → review it from My Reviews → the review is on the product page', async ({
    page,
  }) => {
    const product = await affordableProduct(page.request, used, 1000);
    used.push(product.id);
    const order = await placeOrder(page.request, product, 'cod');
    await deliverOrder(order.id);

    await page.goto('/reviews');
    const item = page.getByTestId('review-item').filter({ hasText: order.number });
    await item.getByRole('button', { name: /^Write a review of / }).click();
    const dialog = page.getByRole('dialog');
    // Keyboard, as a shopper without a mouse would: the stars are radio buttons.
    await dialog.getByRole('radio', { name: '4 out of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    const body = `Arrived well packed, order ${order.number}.`;
    await dialog.getByRole('textbox', { name: /Your review/ }).fill(body);
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();

    await page.getByRole('tab', { name: 'My reviews' }).click();
    const mine = page.getByTestId('review-item').filter({ hasText: body });
    await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

    await page.goto(`/products/${product.id}`);
    // The reviews load as the shopper scrolls down to them.
    await page.getByRole('heading', { name: 'Ratings & reviews' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('review-list')).toContainText(body);
  });
});
