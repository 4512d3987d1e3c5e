import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { categories, products, stockMovements, stores, variants } from '../catalog/schema';
import { auditLog } from '../staff/schema';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('back-office catalogue API', () => {
  let t: TestApp;
  const cookies = {} as Record<StaffRole | 'shopper', string>;
  let ownerEmail = '';
  let demo = '';
  let leaf: { id: number; subId: number; mainId: number };
  let storeId = 0;
  let skuSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ products: 24 });
    for (const role of ['owner', 'catalog_manager', 'order_handler', 'support_agent'] as const) {
      const signedIn = await signInWithRole(t, role);
      cookies[role] = signedIn.cookie;
      if (role === 'owner') ownerEmail = signedIn.email;
    }
    cookies.shopper = (await signInWithRole(t, null)).cookie;
    demo = await signIn(t.app);
    const [row] = await t.database.db
      .select({ id: categories.id, subId: categories.parentId })
      .from(categories)
      .where(eq(categories.level, 3))
      .orderBy(asc(categories.id))
      .limit(1);
    const [sub] = await t.database.db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, row!.subId!));
    leaf = { id: row!.id, subId: row!.subId!, mainId: sub!.parentId! };
    [{ id: storeId }] = (await t.database.db.select({ id: stores.id }).from(stores).limit(1)) as [
      { id: number },
    ];
  });
  afterAll(() => t.close());

  function call(method: Method, url: string, cookie = '', payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  }
  const owner = (method: Method, url: string, payload?: object) => call(method, url, cookies.owner, payload);

  const sku = () => `TST-${(skuSeq += 1)}`;

  /** A product body that may be published: both languages everywhere. */
  function draft(overrides: Record<string, unknown> = {}) {
    return {
      published: true,
      name: { en: 'Silk scarf', kh: 'ក្រមាសូត្រ' },
      description: { en: 'Hand-woven silk.', kh: 'សូត្រត្បាញដោយដៃ។' },
      categoryId: leaf.id,
      storeId,
      discount: 10,
      deliveryFee: 1.5,
      lowStockThreshold: 3,
      options: [
        {
          name: { en: 'color', kh: 'ពណ៌' },
          values: [
            { en: 'Red', kh: 'ក្រហម' },
            { en: 'Blue', kh: 'ខៀវ' },
          ],
        },
      ],
      variants: [
        { sku: sku(), attributes: { color: 'Red' }, price: 12.5, stock: 10 },
        { sku: sku(), attributes: { color: 'Blue' }, price: 9.99, stock: 4 },
      ],
      ...overrides,
    };
  }

  async function created(overrides: Record<string, unknown> = {}) {
    const response = await owner('POST', '/api/backoffice/products', draft(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().data as {
      id: number;
      version: number;
      name: { en: string; kh: string };
      variants: {
        id: number;
        sku: string | null;
        attributes: Record<string, string>;
        price: number;
        stock: number;
      }[];
      [key: string]: unknown;
    };
  }

  /** The editor's body for a product as answered, with changes. */
  function edited(product: Awaited<ReturnType<typeof created>>, changes: Record<string, unknown> = {}) {
    return {
      version: product.version,
      published: product.published,
      name: product.name,
      description: product.description,
      categoryId: product.categoryId,
      storeId: product.storeId,
      discount: product.discount,
      deliveryFee: product.deliveryFee,
      lowStockThreshold: product.lowStockThreshold,
      options: product.options,
      variants: product.variants,
      ...changes,
    };
  }

  const auditEntries = (action: string, entityId?: number | string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
        ),
      )
      .orderBy(asc(auditLog.id));
  const auditTotal = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const movementsOf = (variantId: number) =>
    t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variantId))
      .orderBy(asc(stockMovements.id));

  describe('roles', () => {
    const body = { changes: [{ variantId: 1, price: 5, expected: { price: 5, stock: 5 } }] };
    const reads: [Method, string][] = [
      ['GET', '/api/backoffice/products'],
      ['GET', '/api/backoffice/products/1'],
      ['GET', '/api/backoffice/variants/1/stock-history'],
      ['GET', '/api/backoffice/stock/low'],
      ['GET', '/api/backoffice/stores'],
    ];
    const writes: [Method, string, object][] = [
      ['POST', '/api/backoffice/products', {}],
      ['PUT', '/api/backoffice/products/1', {}],
      ['PATCH', '/api/backoffice/products/1/published', { published: false, version: 1 }],
      ['PATCH', '/api/backoffice/variants', body],
      ['POST', '/api/backoffice/variants/1/restock', { quantity: 1, reason: 'restock' }],
    ];

    it('lets every staff role read, and refuses shoppers (403) and anonymous callers (401)', async () => {
      for (const [method, url] of reads) {
        for (const role of ['owner', 'catalog_manager', 'order_handler', 'support_agent'] as const)
          expect({ url, role, status: (await call(method, url, cookies[role])).statusCode }).toEqual({
            url,
            role,
            status: 200,
          });
        const shopper = await call(method, url, cookies.shopper);
        expect({ url, status: shopper.statusCode, code: shopper.json().code }).toEqual({
          url,
          status: 403,
          code: 'staff.role_forbidden',
        });
        expect({ url, status: (await call(method, url)).statusCode }).toEqual({ url, status: 401 });
      }
    });

    it('lets only the owner and catalog managers write', async () => {
      const valid: Record<string, object> = {
        '/api/backoffice/products': draft(),
        '/api/backoffice/products/1': { ...draft(), version: 1 },
      };
      const before = await auditTotal();
      for (const [method, url, payload] of writes) {
        for (const who of ['order_handler', 'support_agent', 'shopper'] as const) {
          const response = await call(method, url, cookies[who], valid[url] ?? payload);
          expect({ url, who, status: response.statusCode, code: response.json().code }).toEqual({
            url,
            who,
            status: 403,
            code: 'staff.role_forbidden',
          });
        }
        expect({ url, status: (await call(method, url, '', valid[url] ?? payload)).statusCode }).toEqual({
          url,
          status: 401,
        });
      }
      // Refused changes leave no audit entry.
      expect(await auditTotal()).toBe(before);
      const manager = await call('POST', '/api/backoffice/products', cookies.catalog_manager, draft());
      expect(manager.statusCode).toBe(201);
    });
  });

  describe('creating and editing products', () => {
    it('creates a product with derived categories, its cheapest price, initial stock movements and an audit entry', async () => {
      const product = await created();
      expect(product).toMatchObject({
        version: 1,
        published: true,
        categoryId: leaf.id,
        subCategoryId: leaf.subId,
        mainCategoryId: leaf.mainId,
        price: 9.99,
        discount: 10,
        lowStockThreshold: 3,
        promotionId: null,
      });
      expect(product.variants.map((variant) => variant.attributes)).toEqual([
        { color: 'Red' },
        { color: 'Blue' },
      ]);
      const [red] = product.variants;
      expect(await movementsOf(red!.id)).toMatchObject([{ change: 10, stockAfter: 10, reason: 'initial' }]);
      const [entry] = await auditEntries('product.create', product.id);
      expect(entry).toMatchObject({ actorEmail: ownerEmail, actorRole: 'owner', entityType: 'product' });
      expect(entry!.after).toMatchObject({ name: product.name, price: 9.99 });

      const opened = await owner('GET', `/api/backoffice/products/${product.id}`);
      expect(opened.json().data).toEqual(product);
      const listed = await owner('GET', `/api/backoffice/products?search=${encodeURIComponent(red!.sku!)}`);
      expect(listed.json().data).toMatchObject([
        { id: product.id, stock: 14, variantCount: 2, lowStock: false, published: true, price: 9.99 },
      ]);
      const byName = await owner('GET', `/api/backoffice/products?search=${encodeURIComponent('ក្រមាសូត្រ')}`);
      expect(byName.json().data.map((row: { id: number }) => row.id)).toContain(product.id);
    });

    it('refuses to publish without every Khmer text, naming each field, and saves nothing', async () => {
      const before = await auditTotal();
      const [{ n: count }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)) as [{ n: number }];
      const body = draft({
        name: { en: 'No Khmer yet' },
        options: [{ name: { en: 'color', kh: 'ពណ៌' }, values: [{ en: 'Red', kh: 'ក្រហម' }, { en: 'Blue' }] }],
      });
      const response = await owner('POST', '/api/backoffice/products', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request.invalid_input',
        fields: {
          'name.kh': { code: 'product.khmer_required' },
          'options.0.values.1.kh': { code: 'product.khmer_required' },
        },
      });
      expect(Object.keys(response.json().fields)).toHaveLength(2);
      expect(await auditTotal()).toBe(before);
      const [{ n: after }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)) as [{ n: number }];
      expect(after).toBe(count);
      // The same product may be saved unpublished, and is then hidden from shoppers.
      const hidden = await owner('POST', '/api/backoffice/products', { ...body, published: false });
      expect(hidden.statusCode).toBe(201);
      expect((await call('GET', `/api/products/${hidden.json().data.id}`)).statusCode).toBe(404);
    });

    it.each([
      [
        'two variants alike',
        {
          variants: [
            { attributes: { color: 'Red' }, price: 1, stock: 1 },
            { attributes: { color: 'Red' }, price: 2, stock: 1 },
          ],
        },
        'variants.1.attributes',
        'product.variant_duplicate',
      ],
      [
        'an attribute that is not an option',
        { variants: [{ attributes: { colour: 'Red' }, price: 1, stock: 1 }] },
        'variants.0.attributes',
        'product.variant_attributes_invalid',
      ],
      [
        'a value the option does not have',
        { variants: [{ attributes: { color: 'Green' }, price: 1, stock: 1 }] },
        'variants.0.attributes',
        'product.variant_attributes_invalid',
      ],
      [
        'two options of one name',
        {
          options: [
            { name: { en: 'color', kh: 'ពណ៌' }, values: [{ en: 'Red', kh: 'ក្រហម' }] },
            { name: { en: 'Color', kh: 'ពណ៌ទី២' }, values: [{ en: 'Red', kh: 'ក្រហម' }] },
          ],
        },
        'options.1.name.en',
        'product.option_name_duplicate',
      ],
      [
        'a value twice in Khmer',
        {
          options: [
            {
              name: { en: 'color', kh: 'ពណ៌' },
              values: [
                { en: 'Red', kh: 'ក្រហម' },
                { en: 'Crimson', kh: 'ក្រហម' },
              ],
            },
          ],
          variants: [{ attributes: { color: 'Red' }, price: 1, stock: 1 }],
        },
        'options.0.values.1.kh',
        'product.option_value_duplicate',
      ],
      [
        'one SKU twice',
        {
          variants: [
            { sku: 'SAME-1', attributes: { color: 'Red' }, price: 1, stock: 1 },
            { sku: 'SAME-1', attributes: { color: 'Blue' }, price: 1, stock: 1 },
          ],
        },
        'variants.1.sku',
        'product.sku_duplicate',
      ],
      ['a category that is not a leaf', { categoryId: 1 }, 'categoryId', 'product.category_not_leaf'],
      ['an unknown category', { categoryId: 999_999 }, 'categoryId', 'product.category_not_found'],
      ['an unknown store', { storeId: 999_999 }, 'storeId', 'store.not_found'],
      [
        'a price of 0',
        { variants: [{ attributes: { color: 'Red' }, price: 0, stock: 1 }] },
        'variants.0.price',
        'number.below_min',
      ],
      ['a discount over 90', { discount: 91 }, 'discount', 'number.above_max'],
      [
        'a negative stock',
        { variants: [{ attributes: { color: 'Red' }, price: 1, stock: -1 }] },
        'variants.0.stock',
        'number.negative',
      ],
      ['no variant', { variants: [] }, 'variants', 'array.too_few'],
    ])('refuses %s with 400 and the field code', async (_name, overrides, field, code) => {
      const before = await auditTotal();
      const response = await owner('POST', '/api/backoffice/products', draft(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toMatchObject({ code });
      expect(await auditTotal()).toBe(before);
    });

    it('refuses a SKU another product uses with 409 naming the variant', async () => {
      const first = await created();
      const before = await auditTotal();
      const response = await owner(
        'POST',
        '/api/backoffice/products',
        draft({
          variants: [
            { sku: sku(), attributes: { color: 'Red' }, price: 1, stock: 1 },
            { sku: first.variants[1]!.sku, attributes: { color: 'Blue' }, price: 1, stock: 1 },
          ],
        }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'product.sku_taken',
        fields: { 'variants.1.sku': { code: 'product.sku_taken' } },
      });
      expect(await auditTotal()).toBe(before);
    });

    it('keeps variant ids, records stock corrections and audits only the changed fields', async () => {
      const product = await created();
      const [red, blue] = product.variants;
      const response = await owner(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        edited(product, {
          name: { en: 'Silk scarf, long', kh: product.name.kh },
          variants: [
            { ...red, sku: null, stock: 7 },
            { ...blue, sku: red!.sku, price: 8 },
          ],
        }),
      );
      expect(response.statusCode).toBe(200);
      const saved = response.json().data;
      expect(saved).toMatchObject({ version: 2, price: 8, name: { en: 'Silk scarf, long' } });
      expect(saved.variants).toEqual([
        { ...red, sku: null, stock: 7 },
        { ...blue, sku: red!.sku, price: 8 },
      ]);
      expect(await movementsOf(red!.id)).toMatchObject([
        { reason: 'initial', change: 10 },
        { reason: 'correction', change: -3, stockAfter: 7 },
      ]);
      const [entry] = await auditEntries('product.update', product.id);
      expect(Object.keys(entry!.after as object).sort()).toEqual(['name', 'price', 'variants']);
      expect(entry!.before).toMatchObject({ name: { en: 'Silk scarf' }, price: 9.99 });

      // Saving what is there changes nothing: same version, no new entry.
      const again = await owner('PUT', `/api/backoffice/products/${product.id}`, edited(saved));
      expect(again.json().data.version).toBe(2);
      expect(await auditEntries('product.update', product.id)).toHaveLength(1);
    });

    it('refuses a stale version with 409 and the product as the other editor saved it', async () => {
      const product = await created();
      // Two editors open version 1; the first saves.
      const first = await owner(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        edited(product, { name: { en: 'First editor', kh: 'អ្នកកែទីមួយ' } }),
      );
      expect(first.statusCode).toBe(200);
      const second = await call(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        cookies.catalog_manager,
        edited(product, { name: { en: 'Second editor', kh: 'អ្នកកែទីពីរ' } }),
      );
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'product.version_conflict',
        current: { id: product.id, version: 2, name: { en: 'First editor' } },
      });
      expect(await auditEntries('product.update', product.id)).toHaveLength(1);
      const publish = await owner('PATCH', `/api/backoffice/products/${product.id}/published`, {
        published: false,
        version: 1,
      });
      expect(publish.statusCode).toBe(409);
      expect(publish.json().code).toBe('product.version_conflict');
    });

    it('adds and removes variants, but keeps one that is in an order (409)', async () => {
      const product = await created();
      const [red, blue] = product.variants;
      const options = [
        {
          name: { en: 'color', kh: 'ពណ៌' },
          values: [
            { en: 'Red', kh: 'ក្រហម' },
            { en: 'Blue', kh: 'ខៀវ' },
            { en: 'Green', kh: 'បៃតង' },
          ],
        },
      ];
      const grown = await owner(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        edited(product, { options, variants: [red, { attributes: { color: 'Green' }, price: 3, stock: 2 }] }),
      );
      expect(grown.statusCode).toBe(200);
      const ids = grown.json().data.variants.map((variant: { id: number }) => variant.id);
      expect(ids[0]).toBe(red!.id);
      expect(ids).not.toContain(blue!.id);
      expect(await movementsOf(ids[1])).toMatchObject([{ reason: 'initial', change: 2 }]);

      // Someone buys red: it can no longer be removed.
      await placeOrder(product.id, { color: 'Red' });
      const current = (await owner('GET', `/api/backoffice/products/${product.id}`)).json().data;
      const removing = await owner(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        edited(current, { variants: [current.variants[1]] }),
      );
      expect(removing.statusCode).toBe(409);
      expect(removing.json().code).toBe('product.variant_in_orders');
      const unknown = await owner(
        'PUT',
        `/api/backoffice/products/${product.id}`,
        edited(current, { variants: [{ ...current.variants[0], id: blue!.id }] }),
      );
      expect(unknown.json().fields['variants.0.id']).toMatchObject({ code: 'product.variant_unknown' });
    });
  });

  /** Places a cash-on-delivery buy-now order of one unit as the demo shopper; answers the order. */
  async function placeOrder(productId: number, attributes: Record<string, string>) {
    const addressId = (await call('GET', '/api/profile', demo)).json().data.addressBooks[0].id;
    const buyNow = { productId, attributes, quantity: 1 };
    const quote = await call('POST', '/api/orders/quote', demo, { buyNow });
    expect(quote.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...CLIENT, cookie: demo, 'idempotency-key': `catalog-admin-${productId}-${Date.now()}` },
      payload: { buyNow, addressId, paymentMethod: 'cod', expectedTotal: quote.json().data.total },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; number: string; lines: { variantId: number }[] };
  }

  describe('what shoppers see', () => {
    it('hides an unpublished product from lists, search, its page, the cart and checkout', async () => {
      const product = await created({ name: { en: 'Zanzibar lantern', kh: 'ចង្កៀងហ្សង់ស៊ីបារ' } });
      const [red] = product.variants;
      // In a cart before it is unpublished.
      const added = await call('POST', '/api/carts', demo, {
        productId: product.id,
        quantity: 1,
        attributes: { color: 'Red' },
      });
      expect(added.statusCode).toBe(201);
      expect((await call('PUT', `/api/wishlists/${product.id}`, demo)).statusCode).toBeLessThan(300);
      const wishlisted = async () =>
        (await call('GET', '/api/wishlists', demo)).json().data.map((row: { id: number }) => row.id);
      expect(await wishlisted()).toContain(product.id);
      expect((await call('GET', '/api/products?search=Zanzibar')).json().data).toHaveLength(1);

      const hide = await owner('PATCH', `/api/backoffice/products/${product.id}/published`, {
        published: false,
        version: 1,
      });
      expect(hide.statusCode).toBe(200);
      expect(hide.json().data).toMatchObject({ published: false, version: 2 });
      expect(await auditEntries('product.unpublish', product.id)).toMatchObject([
        { before: { published: true }, after: { published: false } },
      ]);

      expect((await call('GET', `/api/products/${product.id}`)).json().code).toBe('product.not_found');
      expect((await call('GET', `/api/products/${product.id}/reviews`)).statusCode).toBe(404);
      expect((await call('GET', '/api/products?search=Zanzibar')).json().data).toHaveLength(0);
      expect(await wishlisted()).not.toContain(product.id);
      const all = await call('GET', `/api/products?perPage=60&categoryId=${leaf.id}`);
      expect(all.json().data.map((row: { id: number }) => row.id)).not.toContain(product.id);
      const adding = await call('POST', '/api/carts', demo, {
        productId: product.id,
        quantity: 1,
        attributes: { color: 'Blue' },
      });
      expect({ status: adding.statusCode, code: adding.json().code }).toEqual({
        status: 404,
        code: 'product.not_found',
      });
      const buyNow = await call('POST', '/api/orders/quote', demo, {
        buyNow: { productId: product.id, attributes: { color: 'Red' }, quantity: 1 },
      });
      expect(buyNow.json().code).toBe('product.not_found');
      // The line already in the cart shows as out of stock and cannot be ordered.
      const cart = (await call('GET', '/api/carts', demo)).json().data;
      const line = cart.find((item: { productId: number }) => item.productId === product.id);
      expect(line).toMatchObject({ stock: 0 });
      const quote = (await call('POST', '/api/orders/quote', demo, { cartIds: [line.id] })).json().data;
      expect(quote.lines[0]).toMatchObject({ variantId: red!.id, stock: 0, available: false });

      const show = await owner('PATCH', `/api/backoffice/products/${product.id}/published`, {
        published: true,
        version: 2,
      });
      expect(show.json().data).toMatchObject({ published: true, version: 3 });
      expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(200);
      expect(await wishlisted()).toContain(product.id);
      await call('DELETE', `/api/carts/${line.id}`, demo);
    });

    it('refuses to publish a product missing Khmer text', async () => {
      const product = await created({ published: false, description: { en: 'Draft only' } });
      const response = await owner('PATCH', `/api/backoffice/products/${product.id}/published`, {
        published: true,
        version: product.version,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'description.kh': expect.objectContaining({ code: 'product.khmer_required' }),
      });
      expect(await auditEntries('product.publish', product.id)).toHaveLength(0);
    });

    it('shows a changed price in the very next product answer, and the options in Khmer', async () => {
      const product = await created();
      const cached = await call('GET', `/api/products/${product.id}`);
      expect(cached.json().data.price).toBe(9.99);
      expect(cached.json().data.options).toEqual([
        {
          name: { en: 'color', kh: 'ពណ៌' },
          values: [
            { en: 'Red', kh: 'ក្រហម' },
            { en: 'Blue', kh: 'ខៀវ' },
          ],
        },
      ]);
      // Answered again from the cache…
      expect((await call('GET', `/api/products/${product.id}`)).body).toBe(cached.body);
      const [red, blue] = product.variants;
      const bulk = await owner('PATCH', '/api/backoffice/variants', {
        changes: [{ variantId: blue!.id, price: 7.5, expected: { price: blue!.price, stock: blue!.stock } }],
      });
      expect(bulk.statusCode).toBe(200);
      // …until the change clears it.
      const fresh = (await call('GET', `/api/products/${product.id}`)).json().data;
      expect(fresh.price).toBe(7.5);
      expect(fresh.variants.find((variant: { id: number }) => variant.id === blue!.id).price).toBe(7.5);
      expect(red).toBeDefined();
    });

    it('gives seeded products their options in both languages', async () => {
      const [seeded] = await t.database.db
        .select({ id: products.id, variantAttributes: variants.attributes })
        .from(products)
        .innerJoin(variants, eq(variants.productId, products.id))
        .where(and(ne(products.options, sql`'[]'::jsonb`), sql`${variants.attributes} ? 'color'`))
        .limit(1);
      const answer = (await call('GET', `/api/products/${seeded!.id}`)).json().data;
      const color = answer.options.find((option: { name: { en: string } }) => option.name.en === 'color');
      expect(color.name.kh).toBe('ពណ៌');
      for (const value of color.values) expect(value.kh).toMatch(/[\u1780-\u17FF]/);
      expect(color.values.map((value: { en: string }) => value.en)).toContain(
        seeded!.variantAttributes.color,
      );
    });
  });

  describe('bulk edits', () => {
    it('saves every row in one go, bumping each product once, with corrections and one audit entry per product', async () => {
      const a = await created();
      const b = await created();
      const changes = [
        { variantId: a.variants[0]!.id, price: 11, expected: { price: 12.5, stock: 10 } },
        { variantId: a.variants[1]!.id, stock: 0, expected: { price: 9.99, stock: 4 } },
        { variantId: b.variants[0]!.id, price: 20, stock: 30, expected: { price: 12.5, stock: 10 } },
      ];
      const response = await call('PATCH', '/api/backoffice/variants', cookies.catalog_manager, { changes });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject([
        { id: a.variants[0]!.id, price: 11, stock: 10, productId: a.id, productVersion: 2 },
        { id: a.variants[1]!.id, price: 9.99, stock: 0, productVersion: 2 },
        { id: b.variants[0]!.id, price: 20, stock: 30, productId: b.id, productVersion: 2 },
      ]);
      expect((await owner('GET', `/api/backoffice/products/${a.id}`)).json().data.price).toBe(9.99);
      expect(await movementsOf(a.variants[1]!.id)).toMatchObject([
        { reason: 'initial' },
        { reason: 'correction', change: -4, stockAfter: 0 },
      ]);
      const entries = await auditEntries('variant.bulk_update', a.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entityType: 'product',
        before: {
          variants: [
            { id: a.variants[0]!.id, price: 12.5 },
            { id: a.variants[1]!.id, stock: 4 },
          ],
        },
        after: {
          variants: [
            { id: a.variants[0]!.id, price: 11 },
            { id: a.variants[1]!.id, stock: 0 },
          ],
        },
      });
      expect(await auditEntries('variant.bulk_update', b.id)).toHaveLength(1);
      // The emptied variant is on the low-stock list, published products first.
      const low = (await owner('GET', '/api/backoffice/stock/low?perPage=100')).json();
      expect(low.data.map((row: { id: number }) => row.id)).toContain(a.variants[1]!.id);
      const published = low.data.map((row: { published: boolean }) => row.published);
      expect(published).toEqual([...published].sort((x, y) => Number(y) - Number(x)));
      const lowRows = (await owner('GET', '/api/backoffice/products?lowStock=true&perPage=100')).json().data;
      expect(lowRows.find((row: { id: number }) => row.id === a.id)).toMatchObject({ lowStock: true });
    });

    it('saves nothing when a row changed meanwhile, and says which with their figures now', async () => {
      const product = await created();
      const [red, blue] = product.variants;
      // Someone restocks red after the table was opened.
      await owner('POST', `/api/backoffice/variants/${red!.id}/restock`, { quantity: 5, reason: 'restock' });
      const before = await auditTotal();
      const response = await owner('PATCH', '/api/backoffice/variants', {
        changes: [
          { variantId: blue!.id, price: 1, expected: { price: blue!.price, stock: blue!.stock } },
          { variantId: red!.id, stock: 0, expected: { price: red!.price, stock: red!.stock } },
        ],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'variant.changed_meanwhile',
        params: { count: 1 },
        current: [{ variantId: red!.id, price: 12.5, stock: 15 }],
      });
      expect(await auditTotal()).toBe(before);
      const now = (await owner('GET', `/api/backoffice/products/${product.id}`)).json().data;
      expect(
        now.variants.map((variant: { price: number; stock: number }) => [variant.price, variant.stock]),
      ).toEqual([
        [12.5, 15],
        [9.99, 4],
      ]);
    });

    it('refuses a repeated, unknown or empty row', async () => {
      const product = await created();
      const [red] = product.variants;
      const row = { variantId: red!.id, price: 2, expected: { price: 12.5, stock: 10 } };
      const repeated = await owner('PATCH', '/api/backoffice/variants', { changes: [row, row] });
      expect(repeated.json().fields['changes.1.variantId']).toMatchObject({ code: 'variant.repeated' });
      const unknown = await owner('PATCH', '/api/backoffice/variants', {
        changes: [{ ...row, variantId: 999_999 }],
      });
      expect(unknown.json().fields['changes.0.variantId']).toMatchObject({ code: 'variant.not_found' });
      const empty = await owner('PATCH', '/api/backoffice/variants', {
        changes: [{ variantId: red!.id, expected: row.expected }],
      });
      expect(empty.json().fields['changes.0.price']).toMatchObject({ code: 'variant.change_empty' });
      expect(
        (await owner('PATCH', '/api/backoffice/variants', { changes: Array(201).fill(row) })).json().fields
          .changes,
      ).toMatchObject({ code: 'array.too_many' });
    });
  });

  describe('stock', () => {
    it('restocks with a reason and a note, keeps stock at 0 or above, and lists the history newest first', async () => {
      const product = await created();
      const [red] = product.variants;
      const url = `/api/backoffice/variants/${red!.id}/restock`;
      const restocked = await owner('POST', url, {
        quantity: 25,
        reason: 'restock',
        note: 'Supplier delivery',
      });
      expect(restocked.statusCode).toBe(200);
      expect(restocked.json().data).toMatchObject({
        id: red!.id,
        stock: 35,
        productId: product.id,
        productVersion: 2,
      });
      const [entry] = await auditEntries('stock.restock', red!.id);
      expect(entry).toMatchObject({
        entityType: 'variant',
        before: { stock: 10 },
        after: { stock: 35, change: 25, reason: 'restock', note: 'Supplier delivery' },
      });

      const before = await auditTotal();
      const tooMany = await owner('POST', url, { quantity: -36, reason: 'damaged' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        code: 'stock.below_zero',
        params: { stock: 35 },
        fields: { quantity: { code: 'stock.below_zero' } },
      });
      const wrongSign = await owner('POST', url, { quantity: -3, reason: 'restock' });
      expect(wrongSign.json().fields.quantity).toMatchObject({ code: 'stock.quantity_must_add' });
      const zero = await owner('POST', url, { quantity: 0, reason: 'correction' });
      expect(zero.json().fields.quantity).toMatchObject({ code: 'stock.quantity_zero' });
      expect(await auditTotal()).toBe(before);
      expect((await owner('POST', url, { quantity: -35, reason: 'damaged' })).json().data.stock).toBe(0);

      const history = await call(
        'GET',
        `/api/backoffice/variants/${red!.id}/stock-history`,
        cookies.support_agent,
      );
      expect(history.statusCode).toBe(200);
      expect(history.json()).toMatchObject({
        variant: { id: red!.id, stock: 0 },
        data: [
          { change: -35, stockAfter: 0, reason: 'damaged', actorEmail: ownerEmail },
          {
            change: 25,
            stockAfter: 35,
            reason: 'restock',
            note: 'Supplier delivery',
            actorEmail: ownerEmail,
          },
          { change: 10, stockAfter: 10, reason: 'initial' },
        ],
        meta: { total: 3 },
      });
      expect((await owner('GET', '/api/backoffice/variants/999999/stock-history')).json().code).toBe(
        'variant.not_found',
      );
      expect(
        (await owner('POST', '/api/backoffice/variants/999999/restock', { quantity: 1, reason: 'restock' }))
          .statusCode,
      ).toBe(404);
    });

    it('records a sale and a cancellation as stock movements', async () => {
      const product = await created();
      const [red] = product.variants;
      const order = await placeOrder(product.id, { color: 'Red' });
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/orders/${order.id}/cancel`,
        headers: { ...CLIENT, cookie: cookies.order_handler },
        payload: { reason: 'Out of stock' },
      });
      expect(cancel.statusCode).toBe(200);
      const [latest, sold] = await t.database.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.variantId, red!.id))
        .orderBy(desc(stockMovements.id))
        .limit(2);
      expect(sold).toMatchObject({
        reason: 'sold',
        change: -1,
        stockAfter: 9,
        note: order.number,
        actorId: null,
      });
      expect(latest).toMatchObject({ reason: 'cancelled', change: 1, stockAfter: 10, note: order.number });
    });
  });

  it('lists the stores for the editor', async () => {
    const response = await call('GET', '/api/backoffice/stores', cookies.support_agent);
    expect(response.json().data.map((store: { id: number }) => store.id)).toContain(storeId);
  });
});
