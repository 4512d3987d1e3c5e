import { and, asc, desc, eq } from 'drizzle-orm';
import { ORDER_STATE_NAMES, STAFF_ORDER_ACTIONS, type OrderStateName } from '@storefront/shared/rules';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { CLIENT, createTestApp, signInWithRole, type TestApp } from '../../testing/test-app';
import { addressBooks } from '../account/schema';
import { paymentCards } from '../payment-options/schema';
import { multipartBody, TINY_PNG } from '../after-sales/testing';
import { stockMovements, variants } from '../catalog/schema';
import { outboxEmails } from '../mail/schema';
import { orderEvents, orders } from '../orders/schema';
import { payments } from '../payments/schema';
import { auditLog } from '../staff/schema';
import { creditWallet } from '../wallet/service';
import { walletTransactions, wallets } from '../wallet/schema';
import { refunds } from './schema';

type Method = 'GET' | 'POST';
interface Shopper {
  cookie: string;
  userId: number;
  email: string;
  addressId: number;
}
interface PlacedOrder {
  id: number;
  number: string;
  total: number;
  status: string;
  fulfilment: string | null;
  lines: { id: number; quantity: number; variantId: number; lineTotal: number }[];
  payment: { id: number } | null;
}

describe('order handling API', () => {
  let t: TestApp;
  const staff = {} as Record<StaffRole, { cookie: string; userId: number; email: string }>;
  let handler: string;
  let shopper: Shopper;
  let variant: { id: number; productId: number; attributes: Record<string, string> };
  let keySeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
    for (const role of ['owner', 'catalog_manager', 'order_handler', 'support_agent'] as const)
      staff[role] = await signInWithRole(t, role);
    handler = staff.order_handler.cookie;
    shopper = await newShopper();
    // One variant with plenty of stock: every order here buys it.
    const [row] = await t.database.db.select().from(variants).orderBy(asc(variants.id)).limit(1);
    await t.database.db.update(variants).set({ stock: 10_000 }).where(eq(variants.id, row!.id));
    variant = { id: row!.id, productId: row!.productId, attributes: row!.attributes };
  });
  afterAll(() => t.close());

  async function newShopper(): Promise<Shopper> {
    const account = await signInWithRole(t, null);
    const [address] = await t.database.db
      .insert(addressBooks)
      .values({ userId: account.userId, province: 'Kampot', isDefault: true })
      .returning();
    await creditWallet(t.database.db, account.userId, 5000, 'top_up', 'test money');
    return { ...account, addressId: address!.id };
  }

  const call = (method: Method, url: string, cookie: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...CLIENT, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const asHandler = (method: Method, url: string, payload?: object) => call(method, url, handler, payload);

  async function place(
    method: 'cod' | 'wallet' | 'khqr' | 'card' = 'cod',
    options: { who?: Shopper; quantity?: number; language?: string } = {},
  ): Promise<PlacedOrder> {
    const who = options.who ?? shopper;
    const buyNow = {
      productId: variant.productId,
      attributes: variant.attributes,
      quantity: options.quantity ?? 1,
    };
    const headers = options.language ? { 'accept-language': options.language } : {};
    const quote = (await call('POST', '/api/orders/quote', who.cookie, { buyNow })).json().data;
    const response = await call(
      'POST',
      '/api/orders',
      who.cookie,
      { buyNow, addressId: who.addressId, paymentMethod: method, expectedTotal: quote.total },
      { ...headers, 'idempotency-key': `order-handling-${Date.now()}-${(keySeq += 1)}` },
    );
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  const move = async (orderId: number, action: string, body?: object) => {
    const payload =
      body ??
      (action === 'ship'
        ? { carrier: 'J&T Express', trackingNumber: `JT-${orderId}` }
        : action === 'cancel'
          ? { reason: 'Out of stock' }
          : undefined);
    return asHandler('POST', `/api/backoffice/orders/${orderId}/${action}`, payload);
  };
  async function moveOk(orderId: number, ...actions: string[]) {
    for (const action of actions) {
      const response = await move(orderId, action);
      expect({
        action,
        status: response.statusCode,
        body: response.statusCode === 200 ? null : response.json(),
      }).toEqual({
        action,
        status: 200,
        body: null,
      });
    }
  }

  const requestReturn = (order: PlacedOrder, who: Shopper, quantity = 1, photos = false) => {
    const body = multipartBody(
      {
        reason: 'It arrived broken',
        lines: JSON.stringify([{ orderLineId: order.lines[0]!.id, quantity }]),
      },
      photos ? [{ field: 'photos', name: 'photo.png', bytes: TINY_PNG, type: 'image/png' }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: { ...CLIENT, cookie: who.cookie, ...body.headers },
      payload: body.payload,
    });
  };

  /** An order (COD unless said) brought to `state` through the API. */
  async function orderIn(
    state: OrderStateName,
    method: 'cod' | 'wallet' | 'khqr' = 'cod',
  ): Promise<PlacedOrder> {
    const order = await place(state === 'pending_payment' ? 'khqr' : method);
    const path: Record<OrderStateName, string[]> = {
      pending_payment: [],
      placed: [],
      confirmed: ['confirm'],
      packed: ['confirm', 'pack'],
      shipping: ['confirm', 'pack', 'ship'],
      delivered: ['confirm', 'pack', 'ship', 'deliver'],
      returned: ['confirm', 'pack', 'ship', 'deliver'],
      cancelled: ['cancel'],
    };
    await moveOk(order.id, ...path[state]);
    if (state === 'returned') expect((await requestReturn(order, shopper)).statusCode).toBe(201);
    return order;
  }

  const stockOf = async () =>
    (
      await t.database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variant.id))
    )[0]!.stock;
  const auditOf = (entityType: string, entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id));
  const mailsTo = (email: string) =>
    t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email.toLowerCase()))
      .orderBy(asc(outboxEmails.id));
  const balanceOf = async (userId: number) =>
    (await t.database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance ?? 0;

  // -------------------------------------------------------------------------------------------

  it('lets owners and order handlers in; other staff and shoppers get 403, nobody 401', async () => {
    const order = await place();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/backoffice/orders'],
      ['GET', '/api/backoffice/orders/counts'],
      ['GET', `/api/backoffice/orders/${order.id}`],
      ['GET', '/api/backoffice/returns'],
      ['GET', '/api/backoffice/cancellations'],
      ['GET', '/api/backoffice/refunds'],
    ];
    const shopperCookie = shopper.cookie;
    for (const [method, url] of routes) {
      for (const cookie of [staff.owner.cookie, handler])
        expect({ url, status: (await call(method, url, cookie)).statusCode }).toEqual({ url, status: 200 });
      for (const cookie of [staff.catalog_manager.cookie, staff.support_agent.cookie, shopperCookie]) {
        const refused = await call(method, url, cookie);
        expect({ url, status: refused.statusCode, code: refused.json().code }).toEqual({
          url,
          status: 403,
          code: 'staff.role_forbidden',
        });
      }
      expect({ url, status: (await call(method, url, '')).statusCode }).toEqual({ url, status: 401 });
    }
    const writes: [string, object?][] = [
      [`/api/backoffice/orders/${order.id}/confirm`],
      [`/api/backoffice/orders/${order.id}/cancel`, { reason: 'Nope' }],
      ['/api/backoffice/returns/1/approve', {}],
      ['/api/backoffice/cancellations/1/reject', { reason: 'Nope' }],
      ['/api/backoffice/refunds/1/complete', { reference: 'REF-1' }],
    ];
    for (const [url, body] of writes) {
      for (const cookie of [staff.catalog_manager.cookie, staff.support_agent.cookie, shopperCookie])
        expect({ url, status: (await call('POST', url, cookie, body)).statusCode }).toEqual({
          url,
          status: 403,
        });
      expect({ url, status: (await call('POST', url, '', body)).statusCode }).toEqual({ url, status: 401 });
    }
    // Nothing moved, nothing audited.
    expect((await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data).toMatchObject({
      status: 'to_ship',
      fulfilment: 'placed',
    });
    expect(await auditOf('order', order.id)).toEqual([]);
    // The owner may act.
    expect(
      (await call('POST', `/api/backoffice/orders/${order.id}/confirm`, staff.owner.cookie)).statusCode,
    ).toBe(200);
  });

  describe('every staff action from every state', () => {
    const legal: Partial<
      Record<OrderStateName, Partial<Record<string, { status: string; fulfilment: string | null }>>>
    > = {
      pending_payment: { cancel: { status: 'cancelled', fulfilment: null } },
      placed: {
        confirm: { status: 'to_ship', fulfilment: 'confirmed' },
        cancel: { status: 'cancelled', fulfilment: null },
      },
      confirmed: {
        pack: { status: 'to_ship', fulfilment: 'packed' },
        cancel: { status: 'cancelled', fulfilment: null },
      },
      packed: {
        ship: { status: 'shipping', fulfilment: null },
        cancel: { status: 'cancelled', fulfilment: null },
      },
      shipping: { deliver: { status: 'delivered', fulfilment: null } },
    };
    const cases = ORDER_STATE_NAMES.flatMap((state) =>
      STAFF_ORDER_ACTIONS.map((action) => [state, action] as const),
    );

    it.each(cases)('%s + %s', async (state, action) => {
      const order = await orderIn(state);
      const before = await asHandler('GET', `/api/backoffice/orders/${order.id}`);
      const auditBefore = (await auditOf('order', order.id)).length;
      const eventsBefore = before.json().data.events.length;
      const stockBefore = await stockOf();
      const expected = legal[state]?.[action];
      expect(before.json().data.allowedActions.includes(action)).toBe(expected !== undefined);
      const response = await move(order.id, action);
      const after = (await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data;
      const audit = await auditOf('order', order.id);
      if (!expected) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'order.transition_invalid',
          params: { from: state, action },
        });
        expect(after.status).toBe(before.json().data.status);
        expect(after.events).toHaveLength(eventsBefore);
        expect(audit).toHaveLength(auditBefore);
        expect(await stockOf()).toBe(stockBefore);
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(expected);
      const event = after.events.at(-1);
      expect(event).toMatchObject({
        action,
        toStatus: expected.status,
        fulfilment: expected.fulfilment,
        actor: { kind: 'staff', id: staff.order_handler.userId, email: staff.order_handler.email },
      });
      expect(audit).toHaveLength(auditBefore + 1);
      expect(audit.at(-1)).toMatchObject({ action: `order.${action}`, actorId: staff.order_handler.userId });
      if (action === 'cancel') expect(await stockOf()).toBe(stockBefore + 1);
      if (action === 'ship')
        expect(response.json().data).toMatchObject({
          carrier: 'J&T Express',
          trackingNumber: `JT-${order.id}`,
        });
    });
  });

  it('checks the ship and cancel bodies with field codes', async () => {
    const order = await orderIn('packed');
    const cases: [object, string, string][] = [
      [{ trackingNumber: 'A1' }, 'carrier', 'order_handling.carrier_required'],
      [{ carrier: '   ', trackingNumber: 'A1' }, 'carrier', 'order_handling.carrier_required'],
      [{ carrier: 'x'.repeat(61), trackingNumber: 'A1' }, 'carrier', 'order_handling.carrier_too_long'],
      [{ carrier: 'Grab' }, 'trackingNumber', 'order_handling.tracking_required'],
      [{ carrier: 'Grab', trackingNumber: '' }, 'trackingNumber', 'order_handling.tracking_required'],
      [{ carrier: 'Grab', trackingNumber: 'AB 12' }, 'trackingNumber', 'order_handling.tracking_invalid'],
      [
        { carrier: 'Grab', trackingNumber: '1'.repeat(61) },
        'trackingNumber',
        'order_handling.tracking_too_long',
      ],
    ];
    for (const [body, field, code] of cases) {
      const response = await move(order.id, 'ship', body);
      expect({ body, status: response.statusCode, field: response.json().fields?.[field]?.code }).toEqual({
        body,
        status: 400,
        field: code,
      });
    }
    for (const [reason, code] of [
      ['ab', 'order_handling.reason_too_short'],
      ['x'.repeat(501), 'order_handling.reason_too_long'],
    ] as const) {
      const response = await move(order.id, 'cancel', { reason });
      expect(response.json().fields.reason.code).toBe(code);
    }
    expect((await move(order.id, 'cancel', {})).json().fields.reason.code).toBe(
      'order_handling.reason_required',
    );
    // Refused bodies changed nothing.
    expect((await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data.fulfilment).toBe(
      'packed',
    );
    expect(await auditOf('order', order.id)).toHaveLength(2);
    const shipped = await move(order.id, 'ship', {
      carrier: '  Virak Buntham ',
      trackingNumber: 'VB-2024-001',
    });
    expect(shipped.json().data).toMatchObject({ carrier: 'Virak Buntham', trackingNumber: 'VB-2024-001' });
  });

  it("COD: confirm, pack, ship, deliver; the shopper sees each step, tracking, paid on delivery, e-mails in the shopper's language", async () => {
    const khmer = await newShopper();
    const order = await place('cod', { who: khmer, language: 'km' });
    expect(order).toMatchObject({ status: 'to_ship', fulfilment: 'placed', paymentStatus: 'unpaid' });
    const seen = async () => (await call('GET', `/api/orders/${order.id}`, khmer.cookie)).json().data;
    await moveOk(order.id, 'confirm');
    expect(await seen()).toMatchObject({ status: 'to_ship', fulfilment: 'confirmed' });
    await moveOk(order.id, 'pack');
    expect(await seen()).toMatchObject({ status: 'to_ship', fulfilment: 'packed' });
    expect(
      (await move(order.id, 'ship', { carrier: 'Psar Express', trackingNumber: 'PX-778899' })).statusCode,
    ).toBe(200);
    const shipping = await seen();
    expect(shipping).toMatchObject({
      status: 'shipping',
      fulfilment: null,
      carrier: 'Psar Express',
      trackingNumber: 'PX-778899',
      paymentStatus: 'unpaid',
    });
    expect(shipping.shippedAt).not.toBeNull();
    const list = (await call('GET', '/api/orders?status=shipping', khmer.cookie)).json().data;
    expect(list[0]).toMatchObject({ id: order.id, trackingNumber: 'PX-778899' });
    await moveOk(order.id, 'deliver');
    const delivered = await seen();
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(delivered.paidAt).not.toBeNull();
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.history.map((entry: { action: string }) => entry.action)).toEqual([
      'place',
      'confirm',
      'pack',
      'ship',
      'deliver',
    ]);
    expect(delivered.history[3]).toMatchObject({
      status: 'shipping',
      actorKind: 'staff',
      carrier: 'Psar Express',
      trackingNumber: 'PX-778899',
    });
    expect(delivered.history[0]).toMatchObject({
      actorKind: 'shopper',
      status: 'to_ship',
      fulfilment: 'placed',
    });
    const mails = await mailsTo(khmer.email);
    expect(mails.map((mail) => [mail.template, mail.language])).toEqual([
      ['order_confirmation', 'kh'],
      ['order_shipped', 'kh'],
      ['order_delivered', 'kh'],
    ]);
    const detail = (await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({
      language: 'kh',
      shopper: { id: khmer.userId, email: khmer.email },
      allowedActions: [],
      cancellation: null,
      return: null,
    });
  });

  it('two handlers shipping at once: one wins, the other gets 409', async () => {
    const order = await orderIn('packed');
    const second = await signInWithRole(t, 'order_handler');
    const answers = await Promise.all([
      call('POST', `/api/backoffice/orders/${order.id}/ship`, handler, {
        carrier: 'Grab Express',
        trackingNumber: 'G-1',
      }),
      call('POST', `/api/backoffice/orders/${order.id}/ship`, second.cookie, {
        carrier: 'J&T Express',
        trackingNumber: 'J-2',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({
      code: 'order.transition_invalid',
      params: { from: 'shipping', action: 'ship' },
    });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'ship')));
    expect(events).toHaveLength(1);
    expect((await auditOf('order', order.id)).filter((entry) => entry.action === 'order.ship')).toHaveLength(
      1,
    );
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect([winner.trackingNumber, events[0]!.trackingNumber]).toEqual([
      events[0]!.trackingNumber,
      winner.trackingNumber,
    ]);
  });

  it('20 concurrent approvals of a return: one refund into the wallet, once; stock back up; the shopper sees it', async () => {
    const who = await newShopper();
    const order = await place('wallet', { who, quantity: 2 });
    await moveOk(order.id, 'confirm', 'pack', 'ship', 'deliver');
    const returned = await requestReturn(order, who, 1, true);
    expect(returned.statusCode).toBe(201);
    const returnId = returned.json().data.id as number;
    const balanceBefore = await balanceOf(who.userId);
    const stockBefore = await stockOf();
    const preview = (await asHandler('GET', `/api/backoffice/returns/${returnId}`)).json().data;
    const unitShare = Math.round((order.lines[0]!.lineTotal / 2) * 100) / 100;
    expect(preview).toMatchObject({
      status: 'requested',
      refundAmount: unitShare,
      refundDestination: 'wallet',
      lines: [{ quantity: 1, boughtQuantity: 2, refundShare: unitShare }],
      refund: null,
    });
    expect((await asHandler('GET', preview.photos[0])).statusCode).toBe(200);
    expect((await call('GET', preview.photos[0], shopper.cookie)).statusCode).toBe(403);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        asHandler('POST', `/api/backoffice/returns/${returnId}/approve`, { note: 'Sorry about that' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
      expect(answer.json().code).toBe('return.already_decided');
    const approved = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(approved).toMatchObject({
      status: 'refunded',
      decisionReason: 'Sorry about that',
      decidedBy: { id: staff.order_handler.userId },
      refund: { amount: unitShare, destination: 'wallet', status: 'succeeded', kind: 'return' },
    });

    const refundRows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refundRows).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, who.userId), eq(walletTransactions.kind, 'refund')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: unitShare, reference: order.number });
    expect(await balanceOf(who.userId)).toBeCloseTo(balanceBefore + unitShare, 2);
    expect(await stockOf()).toBe(stockBefore + 1);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, variant.id), eq(stockMovements.reason, 'returned')))
      .orderBy(desc(stockMovements.id))
      .limit(1);
    expect(movement).toMatchObject({ change: 1, note: order.number, actorId: staff.order_handler.userId });
    expect((await auditOf('return', returnId)).map((entry) => entry.action)).toEqual(['return.approve']);

    const seen = (await call('GET', '/api/returns', who.cookie)).json().data[0];
    expect(seen).toMatchObject({
      id: returnId,
      status: 'refunded',
      decisionReason: 'Sorry about that',
      refund: { amount: unitShare, destination: 'wallet', status: 'succeeded' },
    });
    expect(seen.decidedAt).not.toBeNull();
    // Half of the order came back: not refunded as a whole.
    expect((await call('GET', `/api/orders/${order.id}`, who.cookie)).json().data.paymentStatus).toBe('paid');
    const templates = (await mailsTo(who.email)).map((mail) => mail.template);
    expect(templates.filter((template) => template === 'return_decided')).toHaveLength(1);
    expect(templates.filter((template) => template === 'refund_issued')).toHaveLength(1);
  });

  it('card (demo): refunds the whole total, delivery included, back on the card when everything comes back', async () => {
    const who = await newShopper();
    const [card] = await t.database.db
      .insert(paymentCards)
      .values({
        userId: who.userId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2099,
        holder: 'Test',
      })
      .returning();
    const buyNow = { productId: variant.productId, attributes: variant.attributes, quantity: 1 };
    const quote = (await call('POST', '/api/orders/quote', who.cookie, { buyNow })).json().data;
    const placed: PlacedOrder = (
      await call(
        'POST',
        '/api/orders',
        who.cookie,
        {
          buyNow,
          addressId: who.addressId,
          paymentMethod: 'card',
          cardId: card!.id,
          expectedTotal: quote.total,
        },
        { 'idempotency-key': `order-handling-card-${Date.now()}` },
      )
    ).json().data;
    expect(placed).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    await moveOk(placed.id, 'confirm', 'pack', 'ship', 'deliver');
    const returnId = (await requestReturn(placed, who, 1)).json().data.id as number;
    const approved = (await asHandler('POST', `/api/backoffice/returns/${returnId}/approve`, {})).json().data;
    expect(approved).toMatchObject({
      status: 'refunded',
      refundAmount: placed.total,
      refund: { amount: placed.total, destination: 'card', status: 'succeeded' },
    });
    expect(approved.refund.providerReference).toMatch(/^demo-/);
    expect((await call('GET', `/api/orders/${placed.id}`, who.cookie)).json().data.paymentStatus).toBe(
      'refunded',
    );
  });

  it('rejects a return with a reason: the order is delivered again, nothing refunded or restocked', async () => {
    const order = await orderIn('returned');
    const [request] = (await call('GET', '/api/returns', shopper.cookie)).json().data;
    expect(request.orderId).toBe(order.id);
    const stockBefore = await stockOf();
    const tooShort = await asHandler('POST', `/api/backoffice/returns/${request.id}/reject`, {
      reason: 'no',
    });
    expect(tooShort.json().fields.reason.code).toBe('order_handling.reason_too_short');
    const rejected = await asHandler('POST', `/api/backoffice/returns/${request.id}/reject`, {
      reason: 'The photo shows no damage',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      orderStatus: 'delivered',
      refund: null,
    });
    const again = await asHandler('POST', `/api/backoffice/returns/${request.id}/approve`, {});
    expect({ status: again.statusCode, code: again.json().code }).toEqual({
      status: 409,
      code: 'return.already_decided',
    });
    expect(await stockOf()).toBe(stockBefore);
    const seen = (await call('GET', '/api/returns', shopper.cookie)).json().data[0];
    expect(seen).toMatchObject({
      status: 'rejected',
      decisionReason: 'The photo shows no damage',
      refund: null,
    });
    const detail = (await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data;
    expect(detail.status).toBe('delivered');
    expect(detail.events.at(-1)).toMatchObject({
      action: 'reject_return',
      note: 'The photo shows no damage',
    });
    expect((await auditOf('return', request.id)).map((entry) => entry.action)).toEqual(['return.reject']);
    const decided = (await mailsTo(shopper.email)).filter((mail) => mail.template === 'return_decided');
    expect(decided.length).toBeGreaterThan(0);
    expect((await asHandler('GET', '/api/backoffice/returns/999999')).json().code).toBe('return.not_found');
  });

  it('manual refunds: a paid KHQR order cancelled by staff waits for the transfer, completed once with its reference', async () => {
    const who = await newShopper();
    const order = await place('khqr', { who });
    expect(
      (await asHandler('POST', `/api/backoffice/payments/${order.payment!.id}/received`, {})).statusCode,
    ).toBe(200);
    const cancelled = await move(order.id, 'cancel', { reason: 'Supplier ran out' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      cancellation: { status: 'approved', initiatedBy: 'staff', reason: 'Supplier ran out' },
      refunds: [{ status: 'pending', destination: 'khqr', amount: order.total }],
    });
    const refund = cancelled.json().data.refunds[0];
    const pending = (await asHandler('GET', '/api/backoffice/refunds?status=pending')).json().data;
    expect(pending.map((row: { id: number }) => row.id)).toContain(refund.id);
    const bad = await asHandler('POST', `/api/backoffice/refunds/${refund.id}/complete`, { reference: 'ab' });
    expect(bad.json().fields.reference.code).toBe('refund.reference_too_short');
    expect(await auditOf('refund', refund.id)).toEqual([]);
    const done = await asHandler('POST', `/api/backoffice/refunds/${refund.id}/complete`, {
      reference: 'BKG-7781',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'succeeded',
      reference: 'BKG-7781',
      completedBy: { id: staff.order_handler.userId },
    });
    const again = await asHandler('POST', `/api/backoffice/refunds/${refund.id}/complete`, {
      reference: 'BKG-7782',
    });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({
      status: 409,
      code: 'refund.already_completed',
    });
    expect((await call('GET', `/api/orders/${order.id}`, who.cookie)).json().data.paymentStatus).toBe(
      'refunded',
    );
    const cancellation = (await call('GET', '/api/cancellations', who.cookie)).json().data[0];
    expect(cancellation).toMatchObject({
      status: 'refunded',
      initiatedBy: 'staff',
      refund: { status: 'succeeded', destination: 'khqr', reference: 'BKG-7781' },
    });
    expect((await auditOf('refund', refund.id)).map((entry) => entry.action)).toEqual(['refund.complete']);
    const templates = (await mailsTo(who.email)).map((mail) => mail.template);
    expect(templates).toEqual(['order_confirmation', 'order_cancelled', 'refund_issued']);
    expect(
      (await asHandler('POST', '/api/backoffice/refunds/999999/complete', { reference: 'ABC' })).statusCode,
    ).toBe(404);
  });

  it('a delivered COD order returned whole: the whole total goes to the wallet at once', async () => {
    const order = await orderIn('delivered');
    const before = await balanceOf(shopper.userId);
    const returnId = (await requestReturn(order, shopper, 1)).json().data.id as number;
    const approved = (await asHandler('POST', `/api/backoffice/returns/${returnId}/approve`, {})).json().data;
    expect(approved).toMatchObject({
      status: 'refunded',
      refund: { destination: 'wallet', status: 'succeeded', amount: order.total },
    });
    expect(await balanceOf(shopper.userId)).toBeCloseTo(before + order.total, 2);
    const completed = await asHandler('POST', `/api/backoffice/refunds/${approved.refund.id}/complete`, {
      reference: 'CASH-001',
    });
    expect(completed.json().code).toBe('refund.already_completed');
  });

  describe("the shopper's cancellation", () => {
    const cancelAsShopper = (orderId: number, who = shopper) =>
      call('POST', `/api/orders/${orderId}/cancellations`, who.cookie, { reason: 'I changed my mind' });

    it('is immediate while the order is placed, and refunds a wallet payment at once', async () => {
      const who = await newShopper();
      const order = await place('wallet', { who });
      const before = await balanceOf(who.userId);
      const response = await cancelAsShopper(order.id, who);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        status: 'refunded',
        refundedTo: 'wallet',
        initiatedBy: 'shopper',
        refund: { destination: 'wallet', status: 'succeeded', amount: order.total },
      });
      expect(await balanceOf(who.userId)).toBeCloseTo(before + order.total, 2);
      const history = (await call('GET', `/api/orders/${order.id}`, who.cookie)).json().data.history;
      expect(history.slice(-2)).toMatchObject([
        { action: 'cancel', actorKind: 'shopper', status: 'cancelled' },
        { action: 'refund_issued', actorKind: 'shopper', status: 'cancelled' },
      ]);
    });

    it('is a request once confirmed; shipping waits for the decision; a rejection lets the order go on', async () => {
      const order = await orderIn('confirmed');
      const requested = await cancelAsShopper(order.id);
      expect(requested.statusCode).toBe(201);
      expect(requested.json().data).toMatchObject({
        status: 'requested',
        decisionReason: null,
        refund: null,
      });
      expect((await cancelAsShopper(order.id)).json().code).toBe('cancellation.already_requested');
      await moveOk(order.id, 'pack');
      const detail = (await asHandler('GET', `/api/backoffice/orders/${order.id}`)).json().data;
      expect(detail).toMatchObject({
        status: 'to_ship',
        fulfilment: 'packed',
        cancellation: { status: 'requested' },
      });
      expect(detail.allowedActions).toEqual(['cancel']);
      const blocked = await move(order.id, 'ship');
      expect({ status: blocked.statusCode, code: blocked.json().code }).toEqual({
        status: 409,
        code: 'order.cancellation_pending',
      });
      const counts = (await asHandler('GET', '/api/backoffice/orders/counts')).json().data;
      expect(counts.cancellationRequests).toBeGreaterThan(0);
      const id = requested.json().data.id as number;
      const queue = (await asHandler('GET', '/api/backoffice/cancellations?status=requested')).json().data;
      expect(queue.map((row: { id: number }) => row.id)).toContain(id);
      const rejected = await asHandler('POST', `/api/backoffice/cancellations/${id}/reject`, {
        reason: 'Already with the courier',
      });
      expect(rejected.json().data).toMatchObject({ status: 'rejected', orderStatus: 'to_ship' });
      expect((await asHandler('POST', `/api/backoffice/cancellations/${id}/approve`, {})).json().code).toBe(
        'cancellation.already_decided',
      );
      const seen = (await call('GET', '/api/cancellations', shopper.cookie))
        .json()
        .data.find((row: { id: number }) => row.id === id);
      expect(seen).toMatchObject({ status: 'rejected', decisionReason: 'Already with the courier' });
      expect(seen.decidedAt).not.toBeNull();
      const declined = (await mailsTo(shopper.email)).filter(
        (mail) => mail.template === 'cancellation_declined',
      );
      expect(declined.at(-1)?.text).toContain(`We could not cancel order ${order.number}`);
      expect(declined.at(-1)?.text).toContain('Already with the courier');
      await moveOk(order.id, 'ship');
      expect((await cancelAsShopper(order.id)).json().code).toBe('cancellation.already_shipped');
      expect((await auditOf('cancellation', id)).map((entry) => entry.action)).toEqual([
        'cancellation.reject',
      ]);
    });

    it('approved: the order is cancelled, restocked and refunded', async () => {
      const who = await newShopper();
      const order = await place('wallet', { who, quantity: 3 });
      await moveOk(order.id, 'confirm');
      const id = (await cancelAsShopper(order.id, who)).json().data.id as number;
      const stockBefore = await stockOf();
      const before = await balanceOf(who.userId);
      const approved = await asHandler('POST', `/api/backoffice/cancellations/${id}/approve`, {
        note: 'Done',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'refunded',
        orderStatus: 'cancelled',
        decisionReason: 'Done',
        refund: { amount: order.total, destination: 'wallet' },
      });
      expect(await stockOf()).toBe(stockBefore + 3);
      expect(await balanceOf(who.userId)).toBeCloseTo(before + order.total, 2);
      expect((await auditOf('cancellation', id)).map((entry) => entry.action)).toEqual([
        'cancellation.approve',
      ]);
      // The cancel move was audited as the approval, not twice.
      expect((await auditOf('order', order.id)).map((entry) => entry.action)).toEqual(['order.confirm']);
    });
  });

  it('a KHQR code that ran out cancels its order (system) and mails the shopper', async () => {
    const who = await newShopper();
    const order = await place('khqr', { who });
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, order.payment!.id));
    const read = (await call('GET', `/api/orders/${order.id}`, who.cookie)).json().data;
    expect(read.status).toBe('cancelled');
    expect(read.history.at(-1)).toMatchObject({ action: 'expire', actorKind: 'system' });
    expect((await mailsTo(who.email)).map((mail) => mail.template)).toEqual([
      'order_confirmation',
      'order_cancelled',
    ]);
  });

  it('the queue: filters, search, counts, newest first', async () => {
    const who = await newShopper();
    const first = await place('cod', { who });
    const second = await place('wallet', { who });
    await moveOk(second.id, 'confirm', 'pack', 'ship');
    const ids = (response: { json(): { data: { id: number }[] } }) =>
      response.json().data.map((row) => row.id);
    const byEmail = await asHandler(
      'GET',
      `/api/backoffice/orders?q=${encodeURIComponent(who.email.toUpperCase())}`,
    );
    expect(ids(byEmail)).toEqual([second.id, first.id]);
    expect(byEmail.json().data[0]).toMatchObject({
      number: second.number,
      status: 'shipping',
      paymentMethod: 'wallet',
      itemCount: 1,
      shopper: { id: who.userId, email: who.email },
      receiverName: null,
      trackingNumber: `JT-${second.id}`,
    });
    expect(ids(await asHandler('GET', `/api/backoffice/orders?q=${first.number}`))).toEqual([first.id]);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?q=JT-${second.id}`))).toEqual([second.id]);
    const mine = `q=${encodeURIComponent(who.email)}`;
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&status=shipping`))).toEqual([
      second.id,
    ]);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&fulfilment=placed`))).toEqual([
      first.id,
    ]);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&paymentMethod=cod`))).toEqual([
      first.id,
    ]);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&paymentStatus=paid`))).toEqual([
      second.id,
    ]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&from=${today}&to=${today}`))).toEqual([
      second.id,
      first.id,
    ]);
    expect(ids(await asHandler('GET', `/api/backoffice/orders?${mine}&to=2020-01-01`))).toEqual([]);
    const paged = await asHandler('GET', `/api/backoffice/orders?${mine}&perPage=1&page=2`);
    expect(ids(paged)).toEqual([first.id]);
    expect(paged.json().meta).toMatchObject({ total: 2, currentPage: 2 });
    const counts = (await asHandler('GET', `/api/backoffice/orders/counts?${mine}`)).json().data;
    expect(counts).toMatchObject({
      all: 2,
      to_ship: 1,
      placed: 1,
      confirmed: 0,
      packed: 0,
      shipping: 1,
      delivered: 0,
    });
    const invalid = await asHandler(
      'GET',
      '/api/backoffice/orders?status=lost&from=2024-13-01&q=' + 'x'.repeat(101),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      status: { code: 'enum.not_one_of' },
      from: { code: 'order_handling.date_invalid' },
      q: { code: 'string.too_long' },
    });
    expect((await asHandler('GET', '/api/backoffice/orders/999999')).json().code).toBe('order.not_found');
  });

  it('keeps the order events and e-mails out of a refused move', async () => {
    const order = await orderIn('delivered');
    const mailsBefore = (await mailsTo(shopper.email)).length;
    expect((await move(order.id, 'ship')).statusCode).toBe(409);
    expect((await mailsTo(shopper.email)).length).toBe(mailsBefore);
    const shipEvents = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'ship')));
    expect(shipEvents).toHaveLength(1);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(
      'delivered',
    );
  });
});
