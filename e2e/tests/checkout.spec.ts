import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { decodeQr } from '../support/qr';
import { signInThroughUi } from '../support/session';

// The API refuses unsafe requests without it (CSRF guard); the browser app always sends it.
const CLIENT = { 'x-client-type': 'web' };

interface Variant {
  id: number;
  attributes: Record<string, string>;
  stock: number;
}

/** Products with a variant holding between `min` and `max` units, from the running shop. */
async function productsWithStock(
  request: APIRequestContext,
  count: number,
  min: number,
  max = 1000,
  skip: number[] = [],
) {
  const found: { id: number; variant: Variant }[] = [];
  for (let id = 1; id <= 120 && found.length < count; id += 1) {
    if (skip.includes(id)) continue;
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data as { id: number; variants: Variant[] };
    const variant = product.variants.find((v) => v.stock >= min && v.stock <= max);
    if (variant) found.push({ id: product.id, variant });
  }
  if (found.length < count) throw new Error('not enough products with stock');
  return found;
}

async function emptyCart(request: APIRequestContext) {
  const lines = (await (await request.get('/api/carts')).json()).data as { id: number }[];
  for (const line of lines) await request.delete(`/api/carts/${line.id}`, { headers: CLIENT });
}

async function addToCart(request: APIRequestContext, productId: number, variant: Variant, quantity: number) {
  const response = await request.post('/api/carts', {
    headers: CLIENT,
    data: { productId, quantity, attributes: variant.attributes },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; stock: number };
}

async function placeOrderButton(page: Page) {
  const button = page.getByRole('button', { name: 'Place order' });
  await expect(button).toBeEnabled();
  return button;
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page);
    await emptyCart(page.request);
  });

  test('two products → checkout → change quantity → pick address → cash on delivery → confirmation → in /orders', async ({
    page,
  }) => {
    const [first, second] = await productsWithStock(page.request, 2, 5);
    await addToCart(page.request, first!.id, first!.variant, 1);
    await addToCart(page.request, second!.id, second!.variant, 1);

    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    const total = page.getByTestId('summary-total');
    await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
    const before = await total.textContent();

    await page
      .getByTestId('checkout-line')
      .first()
      .getByRole('button', { name: /^Increase quantity of/ })
      .click();
    await expect(page.getByText('update cart success')).toBeVisible();
    await expect(page.getByTestId('checkout-line').first().getByTestId('quantity-value')).toHaveText('2');
    await expect(total).not.toHaveText(before!);

    await page.getByRole('radio', { name: /Office/ }).check();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await (await placeOrderButton(page)).click();

    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^PS-\d{6}$/);
    await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', /^\/orders\/\d+$/);

    const orders = (await (await page.request.get('/api/orders')).json()).data as {
      number: string;
      status: string;
      paymentMethod: string;
      address: { province: string };
      itemCount: number;
    }[];
    expect(orders.find((order) => order.number === number)).toMatchObject({
      status: 'to_ship',
      paymentMethod: 'cod',
      address: { province: 'Phnom Penh' },
      itemCount: 3,
    });
    await page.goto('/orders');
    await expect(page.getByText(number).first()).toBeVisible();
    // Ordered lines left the cart.
    expect((await (await page.request.get('/api/carts')).json()).data).toEqual([]);
  });

  test('buy now with KHQR shows a QR image for the exact amount, without touching the cart', async ({
    page,
  }) => {
    const [item] = await productsWithStock(page.request, 1, 3);
    const params = new URLSearchParams({
      quantity: '1',
      attributes: JSON.stringify(item!.variant.attributes),
    });
    await page.goto(`/checkout/${item!.id}?${params.toString()}`);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    const total = (await page.getByTestId('summary-total').textContent())!;
    await page.getByRole('radio', { name: /KHQR/ }).check();
    await (await placeOrderButton(page)).click();

    const image = page.getByTestId('khqr-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(200);
    await expect(page.getByTestId('khqr-amount')).toHaveText(total);
    const orders = (await (await page.request.get('/api/orders?status=pending_payment')).json()).data as {
      payment: { qrString: string; amount: number };
    }[];
    expect(orders[0]!.payment.qrString).toMatch(/^000201/);
    // Scannable: the picture decodes to exactly the order's KHQR string (whose amount and checksum
    // the API tests verify with bakong-khqr).
    expect(decodeQr(await image.getAttribute('src'))).toBe(orders[0]!.payment.qrString);
    expect((await (await page.request.get('/api/carts')).json()).data).toEqual([]);
  });

  test('a failing order keeps the cart intact', async ({ page }) => {
    const [item] = await productsWithStock(page.request, 1, 2, 30);
    // The whole stock in the cart (the cart line reports the live figure).
    const line = await addToCart(page.request, item!.id, item!.variant, 1);
    const stock = line.stock;
    expect(
      (
        await page.request.put(`/api/carts/${line.id}`, { headers: CLIENT, data: { quantity: stock } })
      ).status(),
    ).toBe(200);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    const button = await placeOrderButton(page);

    // Meanwhile someone buys one of them.
    const addresses = (await (await page.request.get('/api/address-books')).json()).data as { id: number }[];
    const quote = (
      await (
        await page.request.post('/api/orders/quote', {
          headers: CLIENT,
          data: { buyNow: { productId: item!.id, attributes: item!.variant.attributes, quantity: 1 } },
        })
      ).json()
    ).data;
    const competing = await page.request.post('/api/orders', {
      headers: { ...CLIENT, 'Idempotency-Key': `e2e-competing-${Date.now()}` },
      data: {
        buyNow: { productId: item!.id, attributes: item!.variant.attributes, quantity: 1 },
        addressId: addresses[0]!.id,
        paymentMethod: 'cod',
        expectedTotal: quote.total,
      },
    });
    expect(competing.status()).toBe(201);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Your order has changed' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Only ${stock - 1} left`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Place order for/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    // The line was reloaded on the conflict: it shows the new stock, and its stepper stops there.
    const staleLine = page.getByTestId('checkout-line');
    await expect(staleLine.getByText(`Only ${stock - 1} left in stock`, { exact: true })).toBeVisible();
    await expect(staleLine.getByRole('button', { name: /^Increase quantity of/ })).toBeDisabled();

    const cart = (await (await page.request.get('/api/carts')).json()).data as {
      id: number;
      quantity: number;
    }[];
    expect(cart).toEqual([expect.objectContaining({ id: line.id, quantity: stock })]);
  });
});
