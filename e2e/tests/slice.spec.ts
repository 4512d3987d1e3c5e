import { expect, test } from '../support/test';
import { DEMO, signInThroughUi } from '../support/session';
import { scrollToFooter } from '../support/footer';

test.describe('a thin slice through every app', () => {
  test('home lists products from the API and a product opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /psar home/i })).toBeVisible();
    const firstCard = page
      .locator('[data-remote="catalog"] a[href^="/products/"]:not([href="/products/deals-of-the-day"])')
      .first();
    await expect(firstCard).toBeVisible();
    await firstCard.click();
    await expect(page).toHaveURL(/\/products\/\d+/);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
  });

  test('the account area requires sign-in and comes back after it; shell and remote share one store', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/email or phone/i).fill(DEMO.email);
    await page.getByLabel(/^password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
    await expect(page).toHaveURL(/\/account$/);
    // The shell's header and the account remote read the same user from the same store.
    await expect(page.getByTestId('account-button')).toContainText('Sokha');
    await expect(page.getByTestId('account-greeting')).toContainText(DEMO.name);
    await expect(page.getByTestId('delivery-location')).toHaveText('Siem Reap');
  });

  test('add to cart from a product page raises the header badge; checkout lists the cart', async ({
    page,
  }) => {
    await signInThroughUi(page);
    await page.goto('/products/1');
    const addToCart = page.getByTestId('add-to-cart');
    await expect(addToCart).toBeEnabled();
    const badge = page.getByTestId('cart-count').locator('.MuiBadge-badge');
    const before = Number((await badge.textContent()) || '0');
    await addToCart.click();
    await expect(page.getByText('add to cart success')).toBeVisible();
    await expect(badge).toHaveText(String(before + 1));
    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  });

  test('customer care shows the help categories from the API', async ({ page }) => {
    await page.goto('/customer-care');
    await expect(
      page.getByTestId('help-groups').getByRole('link', { name: 'Shipping & Delivery' }),
    ).toHaveAttribute('href', '/customer-care/category/31');
    await expect(page.getByTestId('help-groups').getByRole('heading')).toHaveCount(12);
  });

  test('switching to Khmer changes the visible text at once and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'ខ្មែរ' }).click();
    await expect(page.getByRole('button', { name: 'ចូលគណនី' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await page.reload();
    await expect(page.getByRole('button', { name: 'ចូលគណនី' })).toBeVisible();
  });

  test('logout from the account menu shows the spec toast', async ({ page }) => {
    await signInThroughUi(page);
    await page.getByTestId('account-button').click();
    await page.getByTestId('logout').click();
    await expect(page.getByText('Logout success')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the main layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(await scrollToFooter(page)).toHaveRole('contentinfo');
  });
});
