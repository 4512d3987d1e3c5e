import { test as base, type Page } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Waits until a freshly loaded page answers clicks and keys. A server-rendered page is on screen
 * before its script has run; a shopper is rarely faster than its hydration, a test always is.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // The server's state travels in a data block (shell/src/app/server-rendered-data.ts).
      document.getElementById('psar-ssr') === null || document.documentElement.dataset.hydrated === 'true',
  );
}

/** Playwright's `test`, whose pages wait to be live after every `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
});
