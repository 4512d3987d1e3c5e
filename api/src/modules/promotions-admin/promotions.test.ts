import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { setClockOffset } from '../../lib/clock';
import { CLIENT, createTestApp, signInWithRole, type TestApp } from '../../testing/test-app';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { products, promotions } from '../catalog/schema';
import { auditLog } from '../staff/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('back office: promotions and daily deals', () => {
  let t: TestApp;
  let manager: string;
  let owner: string;
  let support: string;
  let handler: string;
  let shopper: string;

  beforeAll(async () => {
    t = await createTestApp({ products: 48 });
    manager = (await signInWithRole(t, 'catalog_manager')).cookie;
    owner = (await signInWithRole(t, 'owner')).cookie;
    support = (await signInWithRole(t, 'support_agent')).cookie;
    handler = (await signInWithRole(t, 'order_handler')).cookie;
    shopper = (await signInWithRole(t, null)).cookie;
  });
  afterEach(() => setClockOffset(0));
  /** Moves the API clock as the test route does (cached catalogue answers are forgotten). */
  const moveClock = (offsetMs: number) => {
    setClockOffset(offsetMs);
    invalidateCatalogCaches();
  };
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });

  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const body = (overrides: object = {}) => ({
    title: { en: 'Monsoon Sale', kh: 'ការលក់រដូវវស្សា' },
    startDate: iso(-HOUR),
    endDate: iso(5 * DAY),
    discount: 20,
    ...overrides,
  });

  /** Products that are in no promotion now (the seed puts some in), `n` of them, by id. */
  async function freeProducts(n: number): Promise<number[]> {
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.promotionId} is null`)
      .orderBy(asc(products.id))
      .limit(n);
    if (rows.length < n) throw new Error('not enough products outside promotions');
    return rows.map((row) => row.id);
  }
  const promotionOf = async (id: number) =>
    (await t.database.db.select({ p: products.promotionId }).from(products).where(eq(products.id, id)))[0]!.p;
  const auditFor = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  const auditCount = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'promotion'))
    )[0]!.n;

  describe('roles', () => {
    it('answers 401 without a session and 403 staff.role_forbidden to a shopper', async () => {
      const anonymous = await call('GET', '/api/backoffice/promotions', '');
      expect(anonymous.statusCode).toBe(401);
      for (const [method, url] of [
        ['GET', '/api/backoffice/promotions'],
        ['POST', '/api/backoffice/promotions'],
      ] as const) {
        const response = await call(
          method,
          url,
          shopper,
          method === 'POST' ? body({ productIds: [1] }) : undefined,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('staff.role_forbidden');
      }
    });

    it('lets every staff role read, and only owners and catalog managers write', async () => {
      for (const cookie of [support, handler, manager, owner]) {
        expect((await call('GET', '/api/backoffice/promotions', cookie)).statusCode).toBe(200);
      }
      const [productId] = await freeProducts(1);
      const before = await auditCount();
      for (const cookie of [support, handler]) {
        const refused = await call(
          'POST',
          '/api/backoffice/promotions',
          cookie,
          body({ productIds: [productId] }),
        );
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'staff.role_forbidden' });
      }
      expect(await auditCount()).toBe(before);
      expect(await promotionOf(productId!)).toBeNull();
      const created = await call(
        'POST',
        '/api/backoffice/promotions',
        owner,
        body({ productIds: [productId] }),
      );
      expect(created.statusCode).toBe(201);
      const switched = await call(
        'PATCH',
        `/api/backoffice/promotions/${created.json().data.id}/active`,
        support,
        {
          isActive: false,
          version: 1,
        },
      );
      expect(switched.statusCode).toBe(403);
    });
  });

  describe('validation', () => {
    it.each([
      [
        'an end before the start',
        { endDate: iso(-2 * HOUR), productIds: [1] },
        'endDate',
        'promotion.end_before_start',
      ],
      [
        'an end equal to the start',
        { startDate: iso(DAY), endDate: iso(DAY), productIds: [1] },
        'endDate',
        'promotion.end_before_start',
      ],
      ['no products and no categories', {}, 'productIds', 'promotion.scope_required'],
      ['a discount of 0', { discount: 0, productIds: [1] }, 'discount', 'promotion.discount_range'],
      ['a discount of 91', { discount: 91, productIds: [1] }, 'discount', 'promotion.discount_range'],
      ['a fractional discount', { discount: 12.5, productIds: [1] }, 'discount', 'number.not_whole'],
      [
        'no Khmer title',
        { title: { en: 'Sale', kh: '  ' }, productIds: [1] },
        'title.kh',
        'promotion.title_required',
      ],
      ['no title at all', { title: undefined, productIds: [1] }, 'title', 'promotion.title_required'],
      [
        'a date without a zone',
        { startDate: '2026-05-01 10:00', productIds: [1] },
        'startDate',
        'promotion.date_invalid',
      ],
      [
        '501 products',
        { productIds: Array.from({ length: 501 }, (_, i) => i + 1) },
        'productIds',
        'array.too_many',
      ],
      [
        '51 categories',
        { categoryIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        'categoryIds',
        'array.too_many',
      ],
    ])('refuses %s with a field code, and records nothing', async (_case, overrides, field, expected) => {
      const before = await auditCount();
      const response = await call('POST', '/api/backoffice/promotions', manager, body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toMatchObject({ code: expected });
      expect(await auditCount()).toBe(before);
    });

    it('refuses products and categories that do not exist, naming them', async () => {
      const products = await call(
        'POST',
        '/api/backoffice/promotions',
        manager,
        body({ productIds: [1, 999_999] }),
      );
      expect(products.statusCode).toBe(400);
      expect(products.json()).toMatchObject({
        code: 'promotion.product_unknown',
        params: { ids: '999999' },
        fields: { productIds: { code: 'promotion.product_unknown', params: { ids: '999999' } } },
      });
      const categories = await call(
        'POST',
        '/api/backoffice/promotions',
        manager,
        body({ categoryIds: [888_888] }),
      );
      expect(categories.statusCode).toBe(400);
      expect(categories.json().fields.categoryIds).toMatchObject({ code: 'promotion.category_unknown' });
      const unknown = await call('PUT', '/api/backoffice/promotions/999999', manager, {
        ...body({ productIds: [1] }),
        version: 1,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('promotion.not_found');
    });
  });

  it('puts the products of a category (any level) in the promotion, and releases them when it is dropped', async () => {
    const [sample] = await t.database.db
      .select()
      .from(products)
      .where(isNotNull(products.subCategoryId))
      .orderBy(asc(products.id))
      .limit(1);
    const subCategoryId = sample!.subCategoryId;
    const inSub = await t.database.db
      .select({ id: products.id, promotionId: products.promotionId })
      .from(products)
      .where(eq(products.subCategoryId, subCategoryId));
    const fromOthers = inSub.filter((row) => row.promotionId !== null).length;
    const [picked] = await freeProducts(1);

    const created = await call(
      'POST',
      '/api/backoffice/promotions',
      manager,
      body({ categoryIds: [subCategoryId], productIds: [picked] }),
    );
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const id = saved.data.id as number;
    const expectedCount = inSub.length + (inSub.some((row) => row.id === picked) ? 0 : 1);
    expect(saved).toMatchObject({
      movedFromOtherPromotions: fromOthers,
      releasedProducts: 0,
      data: {
        categoryIds: [subCategoryId],
        productCount: expectedCount,
        isDeal: false,
        status: 'running',
        version: 1,
        isActive: true,
      },
    });
    for (const row of inSub) expect(await promotionOf(row.id)).toBe(id);
    expect(await promotionOf(picked!)).toBe(id);
    if (!inSub.some((row) => row.id === picked)) expect(saved.data.productIds).toEqual([picked]);

    // Dropping the category releases its products (no other promotion covers them).
    const updated = await call('PUT', `/api/backoffice/promotions/${id}`, manager, {
      ...body({ productIds: [picked] }),
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      releasedProducts: inSub.filter((row) => row.id !== picked).length,
      data: { version: 2, productIds: [picked], categoryIds: [], productCount: 1 },
    });
    for (const row of inSub.filter((candidate) => candidate.id !== picked))
      expect(await promotionOf(row.id)).toBeNull();

    const entries = await auditFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(entries[1]).toMatchObject({
      before: { version: 1, categoryIds: [subCategoryId] },
      after: { version: 2, categoryIds: [] },
    });
  });

  it('moves a product between promotions (the last saved wins) and gives it back to a promotion whose category covers it', async () => {
    const [sample] = await t.database.db
      .select()
      .from(products)
      .where(sql`${products.promotionId} is null`)
      .orderBy(asc(products.id))
      .limit(1);
    const leaf = sample!.categoryId;
    const a = (
      await call(
        'POST',
        '/api/backoffice/promotions',
        manager,
        body({ title: { en: 'A', kh: 'ក' }, categoryIds: [leaf] }),
      )
    ).json().data;
    expect(await promotionOf(sample!.id)).toBe(a.id);
    const [other] = await freeProducts(1);

    const bSaved = await call(
      'POST',
      '/api/backoffice/promotions',
      manager,
      body({ title: { en: 'B', kh: 'ខ' }, productIds: [sample!.id] }),
    );
    expect(bSaved.json()).toMatchObject({ movedFromOtherPromotions: 1, data: { productIds: [sample!.id] } });
    const b = bSaved.json().data;
    expect(await promotionOf(sample!.id)).toBe(b.id);
    // A no longer holds it.
    const aNow = (await call('GET', `/api/backoffice/promotions/${a.id}`, support)).json().data;
    expect(aNow.productCount).toBe(a.productCount - 1);

    // B drops it: A's category covers it, so it goes back to A.
    const bUpdated = await call('PUT', `/api/backoffice/promotions/${b.id}`, manager, {
      ...body({ title: { en: 'B', kh: 'ខ' }, productIds: [other] }),
      version: b.version,
    });
    expect(bUpdated.json()).toMatchObject({ releasedProducts: 1, movedFromOtherPromotions: 0 });
    expect(await promotionOf(sample!.id)).toBe(a.id);
  });

  it('refuses a save with an old version (409 with the promotion as it is now) and records nothing', async () => {
    const [productId] = await freeProducts(1);
    const created = (
      await call('POST', '/api/backoffice/promotions', manager, body({ productIds: [productId] }))
    ).json().data;
    const first = await call('PUT', `/api/backoffice/promotions/${created.id}`, owner, {
      ...body({ productIds: [productId], discount: 30 }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const entries = (await auditFor(created.id)).length;
    const stale = await call('PUT', `/api/backoffice/promotions/${created.id}`, manager, {
      ...body({ productIds: [productId], discount: 40 }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'promotion.version_conflict',
      current: { id: created.id, discount: 30, version: 2 },
    });
    const staleSwitch = await call('PATCH', `/api/backoffice/promotions/${created.id}/active`, manager, {
      isActive: false,
      version: 1,
    });
    expect(staleSwitch.statusCode).toBe(409);
    expect(staleSwitch.json().current.isActive).toBe(true);
    expect((await auditFor(created.id)).length).toBe(entries);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, created.id));
    expect(row).toMatchObject({ discount: 30, version: 2, isActive: true });
  });

  it('switches a promotion off and on: off takes its products off the deals, and each switch is audited', async () => {
    const [productId] = await freeProducts(1);
    const created = (
      await call('POST', '/api/backoffice/promotions', manager, body({ productIds: [productId] }))
    ).json().data;
    const dealIds = async () =>
      (
        (await call('GET', '/api/products/deals-of-the-day?perPage=60', '')).json().data as { id: number }[]
      ).map((deal) => deal.id);
    expect(await dealIds()).toContain(productId);
    const off = await call('PATCH', `/api/backoffice/promotions/${created.id}/active`, manager, {
      isActive: false,
      version: 1,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ isActive: false, version: 2, productIds: [productId] });
    expect(await dealIds()).not.toContain(productId);
    const on = await call('PATCH', `/api/backoffice/promotions/${created.id}/active`, owner, {
      isActive: true,
      version: 2,
    });
    expect(on.json().data).toMatchObject({ isActive: true, version: 3 });
    expect(await dealIds()).toContain(productId);
    expect((await auditFor(created.id)).map((entry) => entry.action)).toEqual([
      'promotion.create',
      'promotion.switch_off',
      'promotion.switch_on',
    ]);
  });

  it('shows a daily deal on the deals page only between its start and end (moving the clock)', async () => {
    const [productId] = await freeProducts(1);
    const start = Date.now() + 3 * DAY;
    const created = await call('POST', '/api/backoffice/promotions', manager, {
      title: { en: 'Tomorrow-ish deal', kh: 'ការផ្តល់ជូនថ្ងៃស្អែក' },
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 12 * HOUR).toISOString(),
      discount: 45,
      productIds: [productId],
    });
    expect(created.json().data).toMatchObject({ isDeal: true, status: 'scheduled' });
    const id = created.json().data.id as number;
    const deal = async () =>
      (
        (await call('GET', '/api/products/deals-of-the-day?perPage=60', '')).json().data as { id: number }[]
      ).find((item) => item.id === productId);
    const listed = async (status: string) =>
      (
        (await call('GET', `/api/backoffice/promotions?status=${status}&perPage=100`, support)).json()
          .data as {
          id: number;
        }[]
      ).some((promotion) => promotion.id === id);

    expect(await deal()).toBeUndefined();
    expect(await listed('scheduled')).toBe(true);
    expect(await listed('running')).toBe(false);

    moveClock(3 * DAY + HOUR);
    expect(await deal()).toMatchObject({ promotion: { id, discount: 45 } });
    expect(await listed('running')).toBe(true);

    moveClock(3 * DAY + 13 * HOUR);
    expect(await deal()).toBeUndefined();
    expect(await listed('ended')).toBe(true);
  });

  it('lists promotions latest start first, paged, with a status filter', async () => {
    const page = await call('GET', '/api/backoffice/promotions?perPage=5', handler);
    expect(page.statusCode).toBe(200);
    const { data, meta, links } = page.json();
    expect(data).toHaveLength(5);
    const starts = data.map((p: { startDate: string }) => Date.parse(p.startDate));
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);
    expect(meta).toMatchObject({ currentPage: 1, perPage: 5, totalIsEstimate: false });
    expect(links.next).toBe('/api/backoffice/promotions?perPage=5&status=all&page=2');
    const bad = await call('GET', '/api/backoffice/promotions?status=soon', handler);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status.code).toBe('enum.not_one_of');
  });
});
