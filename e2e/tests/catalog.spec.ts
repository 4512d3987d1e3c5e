import { expect, test, type APIRequestContext } from '../support/test';
import { signInThroughUi } from '../support/session';

interface Variant {
  id: number;
  attributes: Record<string, string>;
  stock: number;
}
interface ProductDetail {
  id: number;
  name: { en: string };
  categoryId: number;
  variants: Variant[];
}
interface CategoryNode {
  id: number;
  name: { en: string };
  subCategories: CategoryNode[];
}

/**
 * A product with a second in-stock variant to switch to (not the first in-stock one, which the
 * page picks by default), and the main category it sits in.
 */
async function productWithChoice(request: APIRequestContext) {
  const list = (await (await request.get('/api/products?perPage=40&sort=newest')).json()) as {
    data: { id: number }[];
  };
  const tree = ((await (await request.get('/api/categories')).json()) as { data: CategoryNode[] }).data;
  for (const { id } of list.data) {
    const product = ((await (await request.get(`/api/products/${id}`)).json()) as { data: ProductDetail })
      .data;
    const inStock = product.variants.filter((variant) => variant.stock > 1);
    const first = product.variants.find((variant) => variant.stock > 0);
    const target = inStock.find((variant) => variant !== first);
    if (!first || !target || Object.keys(target.attributes).length === 0) continue;
    const main = tree.find((m) =>
      m.subCategories.some((sub) => sub.subCategories.some((leaf) => leaf.id === product.categoryId)),
    );
    if (main) return { product, first, target, main };
  }
  throw new Error('the seed has no product with two in-stock variants');
}

test.describe('catalog: from search to cart and buy now', () => {
  test('search → filter by category → sort → product → variant → add to cart → badge; buy now carries the choice', async ({
    page,
    request,
  }) => {
    const { product, first, target, main } = await productWithChoice(request);
    const brand = product.name.en.split(/\s+/)[0]!.replace(/[^\p{L}\p{N}]/gu, '');

    await signInThroughUi(page);
    await page.goto('/');

    // Search from the header.
    const search = page.getByRole('searchbox', { name: /search/i }).first();
    await search.fill(brand);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${brand}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
    await expect(page.getByTestId('result-count')).toContainText(/product/);

    // Filter by the product's main category from the facets (desktop layout).
    const facets = page.locator('aside').getByTestId('facets');
    await facets.getByRole('link', { name: main.name.en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`mainCategoryId=${main.id}`));
    await expect(page).toHaveURL(new RegExp(`search=${brand}`));
    await expect(page.getByTestId('list-breadcrumbs')).toContainText(main.name.en);

    // Sort by price, low to high: the URL keeps every filter.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(new RegExp(`mainCategoryId=${main.id}`));

    // Back goes to the previous sort; forward returns.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    await page.goForward();
    await expect(page).toHaveURL(/sort=price-asc/);

    // Open the product.
    await page.locator(`[data-remote="catalog"] a[href="/products/${product.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.en);

    // Pick the other variant: clear the choices that differ, then choose the target's values.
    const differing = Object.keys(target.attributes).filter(
      (key) => first.attributes[key] !== target.attributes[key],
    );
    for (const key of differing) {
      const pressed = page.getByRole('button', { name: first.attributes[key], exact: true, pressed: true });
      if (await pressed.count()) await pressed.first().click();
    }
    for (const key of differing) {
      await page.getByRole('button', { name: target.attributes[key], exact: true }).first().click();
    }
    await expect(page.getByTestId('stock')).toHaveText(`${target.stock} in stock`);

    // Add to cart: the spec's toast and the header badge goes up by one.
    const badge = page.getByTestId('cart-count').locator('.MuiBadge-badge');
    const before = Number((await badge.textContent()) || '0');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('add to cart success')).toBeVisible();
    await expect(badge).toHaveText(String(before + 1));

    // Buy now: the checkout route with the chosen variant and quantity.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${product.id}\\?`));
    const url = new URL(page.url());
    expect(url.searchParams.get('quantity')).toBe('2');
    expect(JSON.parse(url.searchParams.get('attributes') ?? '{}')).toEqual(target.attributes);
  });

  test('an unknown product shows the not-found page; the product page describes itself to search engines', async ({
    page,
  }) => {
    await page.goto('/products/99999999');
    await expect(page.getByTestId('not-found')).toBeVisible();

    await page.goto('/products/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const markup = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(markup['@type']).toBe('Product');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByRole('heading', { name: 'Ratings & reviews' })).toBeVisible();
  });
});
