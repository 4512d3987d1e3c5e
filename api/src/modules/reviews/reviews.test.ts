import { eq } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createPhotoStore } from '../after-sales/photos';
import { insertOrder, multipartBody, TINY_PNG, userIdOf } from '../after-sales/testing';
import { products, reviews } from '../catalog/schema';
import { createPostgresFileStore } from '../files/store';
import { createReviewsService } from './service';

describe('reviews API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
    demo = await signIn(t.app);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Other Shopper', email: 'other-rv@example.com', password: 'Other1234' },
    });
    other = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    demoId = await userIdOf(t.database.db, 'demo@psar.test');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  const productOf = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/reviews/pending', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/reviews/mine', '')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/reviews', '', { orderLineId: 1, rating: 5, body: 'Lovely item, thanks!' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists delivered lines as waiting, then the review as written, and updates the product rating', async () => {
    const { order, lines } = await insertOrder(t.database.db, demoId, {
      status: 'delivered',
      lineCount: 2,
      productOffset: 3,
    });
    const pending = (await call('GET', '/api/reviews/pending', demo)).json();
    expect(pending.data.map((item: { orderLineId: number }) => item.orderLineId)).toEqual(
      expect.arrayContaining(lines.map((line) => line.id)),
    );
    expect(pending.data[0]).toMatchObject({ orderId: order.id, orderNumber: order.number });

    const productId = lines[0]!.productId;
    const existing = await t.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    const response = await call('POST', '/api/reviews', demo, {
      orderLineId: lines[0]!.id,
      rating: 1,
      body: 'It broke after one day of use.',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      productId,
      orderLineId: lines[0]!.id,
      rating: 1,
      body: 'It broke after one day of use.',
      photos: [],
    });

    const expected =
      Math.round(
        ((existing.reduce((sum, review) => sum + review.rating, 0) + 1) / (existing.length + 1)) * 10,
      ) / 10;
    expect(await productOf(productId)).toMatchObject({ reviewCount: existing.length + 1, rating: expected });

    const after = (await call('GET', '/api/reviews/pending', demo)).json();
    expect(after.data.map((item: { orderLineId: number }) => item.orderLineId)).not.toContain(lines[0]!.id);
    const mine = (await call('GET', '/api/reviews/mine', demo)).json();
    expect(mine.data[0]).toMatchObject({ id: created.id, orderNumber: order.number });

    // The product page shows it.
    const productReviews = (await call('GET', `/api/products/${productId}/reviews`, '')).json();
    expect(productReviews.data.map((review: { id: number }) => review.id)).toContain(created.id);

    // Editing changes the rating again.
    const edited = await call('PUT', `/api/reviews/${created.id}`, demo, {
      rating: 5,
      body: 'Replaced quickly, works well now.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 5, body: 'Replaced quickly, works well now.' });
    const expectedAfterEdit =
      Math.round(
        ((existing.reduce((sum, review) => sum + review.rating, 0) + 5) / (existing.length + 1)) * 10,
      ) / 10;
    expect(await productOf(productId)).toMatchObject({
      reviewCount: existing.length + 1,
      rating: expectedAfterEdit,
    });
  });

  it('allows one review per order line', async () => {
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 5 });
    expect(
      (
        await call('POST', '/api/reviews', demo, {
          orderLineId: lines[0]!.id,
          rating: 4,
          body: 'Good value for the money.',
        })
      ).statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/reviews', demo, {
      orderLineId: lines[0]!.id,
      rating: 2,
      body: 'Changed my opinion about it.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'review.already_reviewed',
      params: {},
      message: 'You have already reviewed this item. Edit your review instead.',
      fields: { orderLineId: { code: 'review.already_reviewed_field', message: 'Already reviewed.' } },
    });
  });

  it.each(['pending_payment', 'to_ship', 'shipping', 'cancelled'] as const)(
    'refuses a review of a %s order',
    async (status) => {
      const { lines } = await insertOrder(t.database.db, demoId, { status, productOffset: 6 });
      const response = await call('POST', '/api/reviews', demo, {
        orderLineId: lines[0]!.id,
        rating: 4,
        body: 'Looks good in the pictures.',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'review.not_delivered',
        fields: { orderLineId: { code: 'review.not_delivered_field' } },
      });
      const pending = (await call('GET', '/api/reviews/pending', demo)).json();
      expect(pending.data.map((item: { orderLineId: number }) => item.orderLineId)).not.toContain(
        lines[0]!.id,
      );
    },
  );

  it("answers 404 for another shopper's order line or review", async () => {
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 7 });
    const notMine = await call('POST', '/api/reviews', other, {
      orderLineId: lines[0]!.id,
      rating: 5,
      body: 'Not even mine but great.',
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ code: 'review.order_line_not_found', params: {} });
    const mine = await call('POST', '/api/reviews', demo, {
      orderLineId: lines[0]!.id,
      rating: 5,
      body: 'Exactly what I wanted.',
    });
    const edit = await call('PUT', `/api/reviews/${mine.json().data.id}`, other, {
      rating: 1,
      body: 'Trying to change it.',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ code: 'review.not_found', params: {} });
    expect((await call('GET', '/api/reviews/pending', other)).json().data).toEqual([]);
  });

  it('validates stars and text with field messages', async () => {
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 8 });
    const response = await call('POST', '/api/reviews', demo, {
      orderLineId: lines[0]!.id,
      rating: 6,
      body: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['rating', 'body']));
    expect(response.json().fields).toMatchObject({
      rating: { code: 'review.rating_range' },
      body: { code: 'review.comment_too_short' },
    });
    const missing = await call('POST', '/api/reviews', demo, { orderLineId: 'first', rating: 2.5 });
    expect(missing.json().fields).toMatchObject({
      orderLineId: { code: 'number.not_a_number', params: { field: 'orderLineId' } },
      rating: { code: 'review.rating_range' },
      body: { code: 'review.comment_required' },
    });
    const long = await call('POST', '/api/reviews', demo, {
      orderLineId: lines[0]!.id,
      rating: 0,
      body: 'x'.repeat(2001),
    });
    expect(long.json().fields).toMatchObject({
      rating: { code: 'review.rating_range' },
      body: { code: 'review.comment_too_long' },
    });
  });

  it('checks the page numbers of the lists by code', async () => {
    const outside = await call('GET', '/api/reviews/mine?page=0&perPage=51', demo);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({
      page: {
        code: 'number.below_min',
        params: { field: 'page', min: 1 },
        message: 'page must be at least 1',
      },
      perPage: {
        code: 'number.above_max',
        params: { field: 'perPage', max: 50 },
        message: 'perPage is at most 50',
      },
    });
    const odd = await call('GET', '/api/reviews/pending?page=1.5&perPage=none', demo);
    expect(odd.json().fields).toMatchObject({
      page: { code: 'number.not_whole' },
      perPage: { code: 'number.not_a_number' },
    });
    const none = await call('GET', '/api/reviews/pending?page=first&perPage=0', demo);
    expect(none.json().fields).toMatchObject({
      page: { code: 'number.not_a_number' },
      perPage: { code: 'number.below_min', params: { min: 1 } },
    });
  });

  it('keeps a review to 3 photos in all when editing it', async () => {
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 10 });
    const photo = { field: 'photos', name: 'a.png', bytes: TINY_PNG, type: 'image/png' };
    const create = multipartBody(
      { orderLineId: String(lines[0]!.id), rating: '5', body: 'Three photos of the lovely scarf.' },
      [photo, photo, photo],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { ...CLIENT, cookie: demo, ...create.headers },
      payload: create.payload,
    });
    expect(created.statusCode).toBe(201);
    const edit = multipartBody({ rating: '5', body: 'And one more photo of the scarf.' }, [photo]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${created.json().data.id}`,
      headers: { ...CLIENT, cookie: demo, ...edit.headers },
      payload: edit.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'review.photos_limit',
      params: { max: 3 },
      fields: { photos: { code: 'review.photos_limit_field', params: { max: 3 } } },
    });
  });

  it('refuses more than 3 new photos even when called directly', async () => {
    const service = createReviewsService(
      t.database.db,
      createPhotoStore(createPostgresFileStore(t.database.db)),
    );
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 11 });
    const photo = { bytes: TINY_PNG, type: 'image/png' as const };
    await expect(
      service.create(demoId, { orderLineId: lines[0]!.id, rating: 4, body: 'Four photos is too many.' }, [
        photo,
        photo,
        photo,
        photo,
      ]),
    ).rejects.toMatchObject({
      statusCode: 400,
      problem: { code: 'photo.too_many', params: { max: 3 } },
      fields: { photos: { code: 'photo.too_many', params: { max: 3 } } },
    });
  });

  it('takes photos as multipart and serves them publicly', async () => {
    const { lines } = await insertOrder(t.database.db, demoId, { status: 'delivered', productOffset: 9 });
    const body = multipartBody(
      { orderLineId: String(lines[0]!.id), rating: '4', body: 'Nice fabric and good stitching.' },
      [{ field: 'photos', name: 'a.png', bytes: TINY_PNG, type: 'image/png' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { ...CLIENT, cookie: demo, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const [photo] = response.json().data.photos as string[];
    expect(photo).toMatch(/^\/api\/review-photos\/review-[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: photo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const traversal = await t.app.inject({ method: 'GET', url: '/api/review-photos/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.json()).toMatchObject({ code: 'photo.not_found', params: {} });
  });
});
