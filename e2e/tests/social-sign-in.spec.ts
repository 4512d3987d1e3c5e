import { expect, test, type Page } from '../support/test';
import { DEMO } from '../support/session';

// Social sign-in on `pnpm start`'s configuration: its local OpenID Connect provider ("Psar Dev Login",
// README), configured in the API like a real one. The whole flow: the login link → the provider's
// sign-in page → the API's callback → /login-success → back to the page the shopper was on.

const RUN = Date.now().toString(36);

/** From a page, the login icon (which saves the page), then the provider's link on the login page. */
async function signInWithProvider(page: Page, from: string, email: string) {
  await page.goto(from);
  await page.getByTestId('login-button').click();
  await expect(page).toHaveURL(/\/login$/);
  const link = page.getByTestId('social-dev');
  await expect(link).toHaveText('Continue with Psar Dev Login');
  // The spec's link: the API host's /api/auth/{provider}, with the saved target and the callback.
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/api/auth/dev');
  expect(Object.fromEntries(href.searchParams)).toEqual({ redirect: from, callback: 'login-success' });
  await link.click();

  // The provider's own page, on its own origin.
  await expect(page).toHaveURL(/^http:\/\/localhost:4010\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  const landed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) landed.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === from, { timeout: 20_000 });
  expect(landed).toContain('/login-success');
}

test.describe('social sign-in, out of the box', () => {
  test('the login page offers the development provider (the API lists it)', async ({ page }) => {
    const providers = await (await page.request.get('/api/auth/providers')).json();
    expect(providers).toEqual({ data: [{ id: 'dev', name: 'Psar Dev Login' }] });
    await page.goto('/login');
    await expect(page.getByTestId('social-dev')).toBeVisible();
  });

  test('an e-mail the shop knows signs into that account, and comes back to the saved page', async ({
    page,
  }) => {
    await signInWithProvider(page, '/products?search=rice', DEMO.email);
    await expect(page.getByTestId('account-button')).toContainText('Sokha');
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile.data).toMatchObject({ email: DEMO.email, name: DEMO.name });
  });

  test('a new e-mail address creates an account, signed in', async ({ page }) => {
    const email = `new.shopper.${RUN}@psar.test`;
    await signInWithProvider(page, '/products/deals-of-the-day', email);
    await expect(page.getByTestId('account-button')).toBeVisible();
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile.data).toMatchObject({
      email,
      name: `New Shopper ${RUN.charAt(0).toUpperCase()}${RUN.slice(1)}`,
    });
  });
});
