import { REVIEW_PHOTO_PATH } from '@storefront/shared/contract/reviews';
import { eq, like, or } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { reviews } from '../catalog/schema';
import { storedFiles } from '../files/schema';
import { createPostgresFileStore } from '../files/store';
import { createReviewsService } from '../reviews/service';
import { createPhotoStore, type PhotoStore } from './photos';
import { returns } from './schema';
import { createAfterSalesService } from './service';
import { insertOrder, TINY_PNG, userIdOf } from './testing';

// Photos are stored inside the database transaction: when the transaction fails, the files it
// wrote must go too. Each test starts with no photo stored, so the count is its own.
describe('return and review photos when the transaction fails', () => {
  let t: TestApp;
  let userId: number;
  let store: PhotoStore;
  const photo = { bytes: TINY_PNG, type: 'image/png' as const };
  const photoKeys = () =>
    or(like(storedFiles.key, 'private/return-photos/%'), like(storedFiles.key, 'public/review-photos/%'));
  /** The names of the photos stored now. */
  const files = async () =>
    (await t.database.db.select({ key: storedFiles.key }).from(storedFiles).where(photoKeys()))
      .map(({ key }) => key.split('/').at(-1)!)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ products: 6 });
    userId = await userIdOf(t.database.db, 'demo@psar.test');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(storedFiles).where(photoKeys());
    store = createPhotoStore(createPostgresFileStore(t.database.db));
  });

  /** The real store, except that the `failAt`-th save fails (a full disk, say). */
  const failingOnSave = (failAt: number): PhotoStore => {
    let saves = 0;
    return {
      ...store,
      save: async (prefix, file, db) => {
        saves += 1;
        if (saves === failAt) throw new Error('disk full');
        return store.save(prefix, file, db);
      },
    };
  };

  it('keeps the photos of a return that is saved', async () => {
    const { order, lines } = await insertOrder(t.database.db, userId, { status: 'delivered' });
    const service = createAfterSalesService(t.database.db, store);
    const request = await service.requestReturn(
      userId,
      order.id,
      { reason: 'Wrong colour', lines: [{ orderLineId: lines[0]!.id, quantity: 1 }] },
      [photo, photo],
    );
    expect(request.photos).toHaveLength(2);
    expect(await files()).toHaveLength(2);
  });

  it('deletes the photos of a return whose database write fails', async () => {
    const { order, lines } = await insertOrder(t.database.db, userId, { status: 'delivered' });
    const service = createAfterSalesService(t.database.db, store);
    // Quantity 0 passes the service's checks but not the table's: the insert fails after the photos are written.
    await expect(
      service.requestReturn(
        userId,
        order.id,
        { reason: 'Wrong colour', lines: [{ orderLineId: lines[0]!.id, quantity: 0 }] },
        [photo, photo],
      ),
    ).rejects.toThrow();
    expect(await files()).toEqual([]);
    expect(await t.database.db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
  });

  it('deletes the photos already written when a later one cannot be', async () => {
    const { order, lines } = await insertOrder(t.database.db, userId, { status: 'delivered' });
    const service = createAfterSalesService(t.database.db, failingOnSave(3));
    await expect(
      service.requestReturn(
        userId,
        order.id,
        { reason: 'Wrong colour', lines: [{ orderLineId: lines[0]!.id, quantity: 1 }] },
        [photo, photo, photo],
      ),
    ).rejects.toThrow('disk full');
    expect(await files()).toEqual([]);
  });

  it('deletes the photos of a review whose database write fails, on writing and on editing', async () => {
    const { lines } = await insertOrder(t.database.db, userId, { status: 'delivered', productOffset: 3 });
    const service = createReviewsService(t.database.db, store);
    // A rating of 9 passes the service but not the table's check.
    await expect(
      service.create(userId, { orderLineId: lines[0]!.id, rating: 9, body: 'Lovely' }, [photo, photo]),
    ).rejects.toThrow();
    expect(await files()).toEqual([]);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, lines[0]!.id))).toEqual(
      [],
    );

    const review = await service.create(userId, { orderLineId: lines[0]!.id, rating: 5, body: 'Lovely' }, [
      photo,
    ]);
    expect(await files()).toHaveLength(1);
    await expect(
      service.update(userId, review.id, { rating: 0, body: 'Changed my mind' }, [photo, photo]),
    ).rejects.toThrow();
    expect(await files()).toHaveLength(1);
    expect(review.photos).toEqual((await files()).map((name) => `${REVIEW_PHOTO_PATH}${name}`));
  });

  it('deletes the review photos already written when a later one cannot be', async () => {
    const { lines } = await insertOrder(t.database.db, userId, { status: 'delivered', productOffset: 4 });
    const service = createReviewsService(t.database.db, failingOnSave(2));
    await expect(
      service.create(userId, { orderLineId: lines[0]!.id, rating: 4, body: 'Nice' }, [photo, photo]),
    ).rejects.toThrow('disk full');
    expect(await files()).toEqual([]);
  });
});
