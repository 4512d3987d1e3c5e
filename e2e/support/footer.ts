import { expect, type Page } from '@playwright/test';

/** Scrolls to the bottom, as a shopper reaching the footer does: the footer's code loads only
 * when it comes near the viewport. Returns the footer. */
export async function scrollToFooter(page: Page) {
  const footer = page.getByTestId('footer');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass();
  return footer;
}
