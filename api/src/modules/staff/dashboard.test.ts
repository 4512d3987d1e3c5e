import { asc, eq, gte, inArray } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { products, promotions, variants } from '../catalog/schema';
import { orders } from '../orders/schema';
import { createStaffService, phnomPenhDay } from './service';

interface Dashboard {
  today: { orders: number; revenue: number };
  lowStock: {
    count: number;
    items: {
      variantId: number;
      productId: number;
      productName: { en: string; kh: string };
      attributes: Record<string, string>;
      stock: number;
      threshold: number;
    }[];
  };
  runningDeals: {
    count: number;
    items: {
      id: number;
      title: { en: string; kh: string };
      endDate: string;
      discount: number;
      productCount: number;
    }[];
  };
  ordersByStatus: Record<string, number>;
}

describe('back office: the dashboard', () => {
  let t: TestApp;
  let shopper: string;
  let manager: string;
  let addressId: number;
  let keySeq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signIn(t.app);
    manager = (await signInWithRole(t, 'catalog_manager')).cookie;
    addressId = (await call('GET', '/api/profile', shopper)).json().data.addressBooks[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object, headers = {}) {
    return t.app.inject({
      method,
      url,
      headers: { ...CLIENT, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  async function dashboard(): Promise<Dashboard> {
    const response = await call('GET', '/api/backoffice/dashboard', manager);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** Places a cash-on-delivery buy-now order of one unit of the nth variant in stock; answers id and total. */
  async function placeOrder(nth: number): Promise<{ id: number; total: number }> {
    const rows = await t.database.db
      .select({ productId: variants.productId, attributes: variants.attributes })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(gte(variants.stock, 20))
      .orderBy(asc(variants.id));
    const row = rows[nth]!;
    const buyNow = { productId: row.productId, attributes: row.attributes, quantity: 1 };
    const quote = await call('POST', '/api/orders/quote', shopper, { buyNow });
    expect(quote.statusCode).toBe(200);
    const placed = await call(
      'POST',
      '/api/orders',
      shopper,
      { buyNow, addressId, paymentMethod: 'cod', expectedTotal: quote.json().data.total },
      { 'idempotency-key': `dashboard-test-${(keySeq += 1)}` },
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    return { id: order.id, total: order.total };
  }

  it("counts today's orders, their revenue without cancelled ones, and orders by status", async () => {
    const before = await dashboard();
    const kept = await placeOrder(0);
    const cancelled = await placeOrder(1);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + kept.total, 2);
    expect(after.ordersByStatus.cancelled).toBe(before.ordersByStatus.cancelled! + 1);
    const placedStatus = (await t.database.db.select().from(orders).where(eq(orders.id, kept.id)))[0]!.status;
    expect(after.ordersByStatus[placedStatus]).toBe(before.ordersByStatus[placedStatus]! + 1);
    expect(Object.keys(after.ordersByStatus).sort()).toEqual([
      'cancelled',
      'delivered',
      'pending_payment',
      'returned',
      'shipping',
      'to_ship',
    ]);
  });

  it('takes "today" as the calendar day in Phnom Penh (UTC+7)', async () => {
    // Far from the seed's orders: 2031-03-11 in Phnom Penh runs from 2031-03-10T17:00Z to 2031-03-11T17:00Z.
    const now = new Date('2031-03-11T05:00:00Z');
    expect(phnomPenhDay(now)).toEqual({
      start: new Date('2031-03-10T17:00:00Z'),
      end: new Date('2031-03-11T17:00:00Z'),
    });
    // 23:30 in Phnom Penh is still that day, though it is the next day in UTC.
    expect(phnomPenhDay(new Date('2031-03-11T16:30:00Z')).start).toEqual(new Date('2031-03-10T17:00:00Z'));
    const placed: { id: number; total: number }[] = [];
    for (const nth of [2, 3, 4, 5, 6]) placed.push(await placeOrder(nth));
    const at = [
      '2031-03-10T16:59:59Z',
      '2031-03-10T17:00:00Z',
      '2031-03-11T16:59:59Z',
      '2031-03-11T17:00:00Z',
    ];
    for (const [index, iso] of at.entries())
      await t.database.db
        .update(orders)
        .set({ createdAt: new Date(iso) })
        .where(eq(orders.id, placed[index]!.id));
    // The fifth, placed today and cancelled on the test day, counts as an order but brings no revenue.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2031-03-11T10:00:00Z'), status: 'cancelled' })
      .where(eq(orders.id, placed[4]!.id));
    const figures = await createStaffService(t.database.db, { now: () => now }).dashboard();
    expect(figures.today.orders).toBe(3);
    expect(figures.today.revenue).toBeCloseTo(placed[1]!.total + placed[2]!.total, 2);
  });

  it('lists low stock of published products only, lowest first, at most 10', async () => {
    const before = await dashboard();
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.id))
      .limit(1);
    const productVariants = await t.database.db
      .select()
      .from(variants)
      .where(eq(variants.productId, product!.id))
      .orderBy(asc(variants.id));
    const low = productVariants[0]!;
    const wasLow = productVariants.filter((variant) => variant.stock <= product!.lowStockThreshold).length;
    await t.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, low.id));
    await t.database.db.update(products).set({ lowStockThreshold: 3 }).where(eq(products.id, product!.id));
    const nowLow = (
      await t.database.db.select().from(variants).where(eq(variants.productId, product!.id))
    ).filter((variant) => variant.stock <= 3).length;
    const after = await dashboard();
    expect(after.lowStock.count).toBe(before.lowStock.count - wasLow + nowLow);
    expect(after.lowStock.items.length).toBeLessThanOrEqual(10);
    expect(after.lowStock.items.map((item) => item.stock)).toEqual(
      [...after.lowStock.items.map((item) => item.stock)].sort((a, b) => a - b),
    );
    expect(after.lowStock.items).toContainEqual({
      variantId: low.id,
      productId: product!.id,
      productName: { en: product!.nameEn, kh: product!.nameKh },
      attributes: low.attributes,
      stock: 0,
      threshold: 3,
    });
    // Unpublished: off the list.
    await t.database.db.update(products).set({ published: false }).where(eq(products.id, product!.id));
    const hidden = await dashboard();
    expect(hidden.lowStock.count).toBe(after.lowStock.count - nowLow);
    expect(hidden.lowStock.items.some((item) => item.productId === product!.id)).toBe(false);
    await t.database.db.update(products).set({ published: true }).where(eq(products.id, product!.id));
  });

  it('lists the promotions running now with their published products', async () => {
    const db = t.database.db;
    const now = new Date('2031-06-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const promotion = (title: string, start: number, end: number, isActive = true) => ({
      titleEn: title,
      titleKh: `${title} (ខ្មែរ)`,
      startDate: new Date(now.getTime() + start * day),
      endDate: new Date(now.getTime() + end * day),
      discount: 15,
      isActive,
    });
    const rows = await db
      .insert(promotions)
      .values([
        promotion('Running', -1, 2),
        promotion('Ends first', -3, 1),
        promotion('Switched off', -1, 2, false),
        promotion('Ended', -5, -1),
        promotion('Not yet', 1, 5),
      ])
      .returning();
    const ids = (await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map(
      (row) => row.id,
    );
    await db.update(products).set({ promotionId: rows[0]!.id }).where(inArray(products.id, ids));
    await db.update(products).set({ published: false }).where(eq(products.id, ids[2]!));
    try {
      const figures = await createStaffService(db, { now: () => now }).dashboard();
      expect(figures.runningDeals).toEqual({
        count: 2,
        items: [
          {
            id: rows[1]!.id,
            title: { en: 'Ends first', kh: 'Ends first (ខ្មែរ)' },
            endDate: '2031-06-02T00:00:00.000Z',
            discount: 15,
            productCount: 0,
          },
          {
            id: rows[0]!.id,
            title: { en: 'Running', kh: 'Running (ខ្មែរ)' },
            endDate: '2031-06-03T00:00:00.000Z',
            discount: 15,
            productCount: 2,
          },
        ],
      });
    } finally {
      await db.update(products).set({ published: true }).where(eq(products.id, ids[2]!));
    }
  });
});
