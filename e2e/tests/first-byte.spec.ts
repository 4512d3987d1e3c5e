import { expect, test, type Page } from '@playwright/test';

// What a shopper on a budget phone meets before the page's script has run, and what search
// engines and browsers read in the HTML itself (issue 20).

interface ProductDetail {
  id: number;
  name: { en: string; kh: string };
  images: string[];
  variants: { stock: number }[];
}

/** A product in stock, with a photo. */
async function productInStock(page: Page): Promise<ProductDetail> {
  const list = (await (await page.request.get('/api/products?perPage=20')).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const product = (
      (await (await page.request.get(`/api/products/${id}`)).json()) as { data: ProductDetail }
    ).data;
    if (product.images.length > 0 && product.variants.some((variant) => variant.stock > 0)) return product;
  }
  throw new Error('the seed has no product in stock with a photo');
}

/** Whether the page's script has taken over (React attached to the root): it has not, before the tap. */
const scriptRunning = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

/**
 * A slow phone: the CPU four times slower, and every script held on the network until the test
 * lets them go (returned), so the tap surely comes while the page is only its server's HTML.
 */
async function slowPhone(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a tap before the page is live is not lost', () => {
  // A slowed page: a minute or so from the first byte to the tap's effect on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('“Add to cart” tapped before hydration takes effect once the page is live', async ({ page }) => {
    const product = await productInStock(page);
    const releaseScripts = await slowPhone(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();
    await add.click();
    expect(await scriptRunning(page)).toBe(false);
    releaseScripts();
    // A guest is asked to sign in first (spec): the tap did what a tap after hydration does.
    await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });
  });

  test('a category menu tapped before hydration opens once the page is live', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const releaseScripts = await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const entry = page.getByTestId('category-nav').getByRole('button').first();
    await entry.waitFor();
    await entry.click();
    expect(await scriptRunning(page)).toBe(false);
    releaseScripts();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  });

  test('a search typed before hydration is kept, and sent', async ({ page }) => {
    const releaseScripts = await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.locator('#header-search');
    await search.waitFor();
    await search.fill('ric');
    expect(await scriptRunning(page)).toBe(false);
    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
    await expect(search).toHaveValue('ric');
    await search.press('End');
    await search.pressSequentially('e');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=rice$/);
  });
});

test.describe('the HTML the server sends', () => {
  test('a desktop browser in a phone-wide window fits the window from the first byte', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      // Script off: what is drawn is the server's HTML and CSS alone.
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    const product = await productInStock(page);
    for (const path of ['/', '/products?search=rice', `/products/${product.id}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      // The phone's header: the menu button, not the desktop's category row.
      await expect(page.getByTestId('category-nav'), path).toBeHidden();
    }
    await context.close();
  });

  test('the page takes over the server’s styles as it hydrates: no global rule is inserted again', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // CssBaseline's `html { … }`: once from the server. A second copy (inserted on hydration) made
    // the browser restyle the whole page during start-up.
    const htmlRules = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === 'html').length,
    );
    expect(htmlRules).toBe(1);
  });

  test('an unknown product or path is a 404 with the not-found page', async ({ page }) => {
    for (const path of ['/products/987654321', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('a product page’s HTML names it for search engines and link previews', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const product = await productInStock(page);
    const html = await (await page.request.get(`/products/${product.id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const name = product.name.en.replace(/&/g, '&amp;');
    expect(head).toContain(`<title data-psar-head>${name.replace(/</g, '&lt;')} · Psar</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}" data-psar-head>/);
    expect(head).toContain(
      `<link rel="canonical" href="${origin}/products/${product.id}?lng=en" data-psar-head>`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="km" href="${origin}/products/${product.id}?lng=kh" data-psar-head>`,
    );
    expect(head).toContain(`hreflang="x-default" href="${origin}/products/${product.id}"`);
    expect(head).toContain('<meta property="og:type" content="product" data-psar-head>');
    expect(head).toContain(`<meta property="og:image" content="${origin}/`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" data-psar-head>');
    const jsonLd = /<script type="application\/ld\+json" data-psar-head>(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product', name: product.name.en });
    // One title and one description: the site-wide ones made way.
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/<meta name="?description/g)).toHaveLength(1);

    const khmer = await (await page.request.get(`/products/${product.id}?lng=kh`)).text();
    expect(khmer).toContain(
      `<link rel="canonical" href="${origin}/products/${product.id}?lng=kh" data-psar-head>`,
    );
  });

  test('the sitemap lists real pages in both languages, and robots.txt points to it', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const index = await (await page.request.get('/sitemap.xml')).text();
    const parts = Array.from(index.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1] ?? '');
    expect(parts.length).toBeGreaterThan(1);
    const product = await productInStock(page);
    const productPart = parts.find((part) => part.includes('products'));
    const urls = await (await page.request.get(new URL(productPart ?? '').pathname)).text();
    expect(urls).toContain(`<loc>${origin}/products/${product.id}?lng=en</loc>`);
    expect(urls).toContain(`<loc>${origin}/products/${product.id}?lng=kh</loc>`);
    // A listed address is a page that exists.
    const listed = /<loc>([^<]+\/products\/\d+\?lng=kh)<\/loc>/.exec(urls)?.[1];
    expect((await page.request.get(new URL(listed ?? '', origin).pathname + '?lng=kh')).status()).toBe(200);
  });

  test('every page comes with a Content-Security-Policy that it never violates', async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`),
      );
    });
    const product = await productInStock(page);
    const first = await page.goto(`/products/${product.id}`);
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(first?.headers()['x-content-type-options']).toBe('nosniff');
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    for (const path of ['/?lng=kh', '/products?search=rice', '/customer-care', '/login', '/backoffice']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toBeDefined();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);

    // The sign-in page may not be framed: the browser shows its error page in the frame instead.
    await page.goto('/api/health');
    await page.setContent(`<iframe src="${baseURL}/login"></iframe>`);
    const frame = page.frames()[1];
    await frame?.waitForLoadState();
    expect(await frame?.locator('#header-search, [name="email"]').count()).toBe(0);
  });
});
