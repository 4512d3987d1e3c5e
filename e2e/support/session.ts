import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@psar.test', password: 'Demo1234!', name: 'Sokha Chan' };

/** Signs in through the account app's login page, as a shopper would. */
export async function signInThroughUi(page: Page, account = DEMO) {
  await page.goto('/login');
  await page.getByLabel(/email or phone/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page.getByTestId('account-button')).toContainText('Sokha');
}
