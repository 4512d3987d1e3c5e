import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { untilLive } from '../support/test';

interface ProductDetail {
  id: number;
  name: { en: string; kh: string };
  variants: { stock: number }[];
}

/** A product whose quantity can go up (two or more in stock in its first variant in stock). */
async function productToBuy(page: Page): Promise<ProductDetail> {
  const list = (await (await page.request.get('/api/products?perPage=20')).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const product = (
      (await (await page.request.get(`/api/products/${id}`)).json()) as { data: ProductDetail }
    ).data;
    if ((product.variants.find((variant) => variant.stock > 0)?.stock ?? 0) > 1) return product;
  }
  throw new Error('the seed has no product with two in stock');
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scrolls to the home page's first best seller and waits until its photo has loaded. */
async function expectFirstBestSellerShown(page: Page) {
  const photo = page.getByRole('list', { name: 'Best sellers' }).locator('picture img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

/** Records every heading the page removes and every error it reports, from the first byte. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        record.removedNodes.forEach((node) => {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            removed.push(node.outerHTML.slice(0, 120));
        });
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    removedHeadings: () =>
      page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  };
}

test.describe('catalog pages are rendered on the server', () => {
  test('a product page arrives as HTML; the browser hydrates it without drawing it again', async ({
    page,
  }) => {
    const product = await productToBuy(page);
    const html = await (await page.request.get(`/products/${product.id}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(product.name.en))}</h1>`));
    expect(html).toContain('<script type="application/json" id="psar-ssr">');
    // Painted by its HTML: the scripts that make it live are fetched while it paints, at low
    // priority, so they never go before its pictures (the first photo asks for high priority).
    const scriptPreloads = html.match(/<link rel="?preload"? as="?script"?[^>]*>/g) ?? [];
    expect(scriptPreloads.length).toBeGreaterThan(0);
    for (const tag of scriptPreloads) expect(tag).toContain('fetchpriority="low"');
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);

    const watched = await watch(page);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.en);
    // Hydrated means live: the stepper answers one click. (Not a click repeated until it works: a
    // click before hydration is held and replayed once the page is live, so each would count.)
    await untilLive(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity-input')).toHaveValue('2');
    expect(await watched.removedHeadings()).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('the HTML preloads the code of the page it shows, and of no other page', async ({ page }) => {
    const product = await productToBuy(page);
    const pages = {
      'catalog-home': '/',
      'catalog-list': '/products?search=rice',
      'catalog-product': `/products/${product.id}`,
    };
    for (const [chunk, path] of Object.entries(pages)) {
      const html = await (await page.request.get(path)).text();
      const preloaded = Array.from(
        html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g),
        (match) => match[1]!,
      );
      // Without it the browser would ask for the page's code only once the shell, the federation
      // runtime and the remote's App have run (issue 20: seconds on a slow phone).
      for (const name of Object.keys(pages)) {
        const named = preloaded.some((href) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(href));
        expect(named, `${path} preloads ${name}`).toBe(name === chunk);
      }
      // So are the shell's own start-up chunks (React, MUI …), which its build lists in index.html.
      for (const name of ['framework', 'mui']) {
        const named = preloaded.some((href) => new RegExp(`^/${name}\\.[0-9a-f]+\\.js$`).test(href));
        expect(named, `${path} preloads the shell's ${name}`).toBe(true);
      }
    }
  });

  test('hydrating a page fetches no script its HTML did not name: no chain of requests', async ({
    browser,
    baseURL,
  }) => {
    for (const [width, language] of [
      [375, 'en'],
      [1280, 'en'],
      [375, 'kh'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const product = await productToBuy(page);
      for (const path of ['/?', '/products?search=rice&', `/products/${product.id}?`].map(
        (start) => `${start}lng=${language}`,
      )) {
        const html = await (await page.request.get(path)).text();
        const named = new Set(
          Array.from(
            html.matchAll(/<(?:link rel="preload" as="script"|script)[^>]* (?:href|src)="([^"]+)"/g),
            (match) => new URL(match[1]!, baseURL).href,
          ),
        );
        await page.goto(path);
        await untilLive(page);
        // Requested before hydration ended (what loads once the browser is idle afterwards, such
        // as the toasts' code, is not part of it).
        const fetched = await page.evaluate(() => {
          const hydrated = performance.getEntriesByName('psar:hydrated')[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < hydrated && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.name);
        });
        expect(
          fetched.filter((url) => !named.has(url)),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
      await page.close();
    }
  });

  test("a catalog page runs on the shell's MUI: it fetches none of the catalog's own copies", async ({
    page,
  }) => {
    // The catalog's files that hold its own copy of a shared MUI or emotion module (its fallback,
    // for when no other app provides one).
    const { sharedFiles } = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../mfe-catalog/dist/chunk-groups.json'), 'utf8'),
    ) as { sharedFiles: Record<string, string[]> };
    const ownMui = new Set(
      Object.entries(sharedFiles)
        .filter(([key]) => /^@(mui|emotion)\//.test(key))
        .flatMap(([, files]) => files),
    );
    expect(ownMui.size).toBeGreaterThan(0);
    const product = await productToBuy(page);
    for (const address of ['/', '/products?search=rice', `/products/${product.id}`]) {
      const fetched: string[] = [];
      const record = (request: { url(): string; resourceType(): string }) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.slice(1));
      };
      page.on('request', record);
      await page.goto(address);
      await untilLive(page);
      page.off('request', record);
      expect(
        fetched.filter((file) => ownMui.has(file)),
        address,
      ).toEqual([]);
    }
  });

  test('the home page and the product list arrive as HTML too', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Welcome to Psar'],
      ['/products', 'Products'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const watched = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await watched.removedHeadings()).toEqual([]);
      expect(watched.errors).toEqual([]);
    }
  });

  test('the best sellers, below the first screen, fetch their photos once the page is live; without JavaScript too', async ({
    browser,
  }) => {
    const phone = { viewport: { width: 375, height: 800 } };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto('/');
    await untilLive(page);
    await expectFirstBestSellerShown(page);
    const fetchedBeforeLive = await page.evaluate(() => {
      const photos = (list: string) =>
        [...document.querySelectorAll(`ul[aria-label="${list}"] img`)].map(
          (image) => (image as HTMLImageElement).currentSrc,
        );
      // A best seller may also be a deal, whose photo on the first screen comes with the page.
      const deals = new Set(photos("Today's Deals"));
      const ours = new Set(photos('Best sellers').filter((url) => url && !deals.has(url)));
      const hydrated = performance.getEntriesByName('psar:hydrated')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => ours.has(entry.name) && entry.startTime < hydrated)
        .map((entry) => entry.name);
    });
    expect(fetchedBeforeLive).toEqual([]);
    await context.close();

    // The server sends them inside <noscript>: a browser that runs no JavaScript shows them.
    const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto('/');
    await expectFirstBestSellerShown(plain);
    await withoutScripts.close();
  });

  test("a server-rendered page carries its translations and loads i18n's backend only once live", async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('translation-backend');
    await page.goto('/');
    await untilLive(page);
    const backendAfterLive = () =>
      page.evaluate(() => {
        const live = performance.getEntriesByName('psar:hydrated')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/translation-backend.'))
          .map((entry) => entry.startTime > live);
      });
    // Loaded when the browser is idle after the page went live, so the next page's namespaces wait
    // for no extra trip.
    await expect.poll(backendAfterLive).toEqual([true]);
    await page.getByTestId('login-button').click();
    await expect(page.getByLabel(/email or phone/i)).toBeVisible();
  });

  test('a server-rendered page carries each answer once, however many parts show it', async ({ page }) => {
    // The header's navigation and the home page both show the category tree.
    const html = await (await page.request.get('/')).text();
    const state = /<script type="application\/json" id="psar-ssr">(\{.*?\})<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    const { api } = JSON.parse(state ?? '{}') as {
      api: { queries: Record<string, { endpointName: string; data?: unknown }> };
    };
    const byAnswer = new Map<string, string[]>();
    for (const [key, query] of Object.entries(api.queries)) {
      const answer = JSON.stringify(query.data);
      byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), key]);
    }
    expect([...byAnswer.values()].filter((keys) => keys.length > 1)).toEqual([]);
    expect(Object.values(api.queries).map((query) => query.endpointName)).toContain('getCategories');
  });

  test('the language cookie picks the server’s language; a browser that chose another renders its own', async ({
    page,
    context,
  }) => {
    const product = await productToBuy(page);
    await context.addCookies([{ name: 'i18next', value: 'kh', url: 'http://localhost:3000' }]);
    const html = await (await page.request.get(`/products/${product.id}`)).text();
    expect(html).toContain('<html lang="km">');
    expect(html).toContain(asHtml(product.name.kh));
    // Drawn in the Khmer font from the first paint: its faces are declared, with files that exist.
    const fontFile =
      /@font-face\s*{[^}]*font-family: 'Noto Sans Khmer'[^}]*url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
    expect(fontFile).toBeDefined();
    expect((await page.request.get(fontFile ?? '')).status()).toBe(200);

    // Chosen in local storage only (no cookie yet): the server renders English, the browser Khmer.
    await context.clearCookies();
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'kh'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.kh);
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    expect(errors).toEqual([]);
  });
});
