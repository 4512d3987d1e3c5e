import { eq, inArray, sql } from 'drizzle-orm';
import { seedDatabase } from '../../db/seed/seed';
import {
  CLIENT,
  cookieHeader,
  createTestApp,
  lastMailTo,
  signIn,
  type TestApp,
} from '../../testing/test-app';
import { EXE, multipartBody, PNG } from '../content/multipart-body.test-helper';
import { helpArticles, helpCategories } from './schema';
import { helpCategoryTree } from './seed/help-categories';
import { seedHelpArticles } from './seed/seed-articles';
import { seedHelpCategories } from './seed/seed-categories';

const article = (
  slug: string,
  categoryId: number,
  title: [string, string],
  body: [string, string],
  top = false,
) => ({
  categoryId,
  slug,
  title: { en: title[0], kh: title[1] },
  body: { en: body[0], kh: body[1] },
  top,
});

describe('help API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
    await seedHelpArticles(t.database.db, () => {}, [
      article(
        'body-mentions-frangipanix',
        32,
        ['Paying the delivery fee', 'ការបង់ថ្លៃដឹកជញ្ជូន'],
        [
          'Our **frangipanix**-shaped boxes are free.\n\n- Frangipanix again\n- frangipanix thrice, [see the fees](/customer-care/category/32).',
          'ប្រអប់រាងផ្កាចំប៉ីស្វាយគឺឥតគិតថ្លៃ',
        ],
      ),
      article(
        'title-mentions-frangipanix',
        33,
        ['Frangipanix gift wrapping', 'ការខ្ចប់អំណោយផ្កាចំប៉ីស្វាយ'],
        ['Choose wrapping at checkout.', 'ជ្រើសរើសការខ្ចប់នៅពេលទូទាត់'],
        true,
      ),
      article(
        'unrelated',
        32,
        ['Cash on delivery', 'ការទូទាត់ពេលទទួលទំនិញ'],
        ['Pay the rider in cash (zorblat).', 'បង់ប្រាក់ជូនអ្នកដឹកជាសាច់ប្រាក់'],
      ),
      article(
        'khmer-body-only',
        2,
        ['Opening hours', 'ម៉ោងបើក'],
        ['We answer every day.', 'យើងឆ្លើយតបរាល់ថ្ងៃ ទាំងថ្ងៃបុណ្យភ្ជុំចំប៉ីស្វាយ'],
      ),
    ]);
  });
  afterAll(() => t.close());

  describe('search', () => {
    it('ranks an article whose title matches above one whose body matches more often', async () => {
      const response = await t.app.inject({ url: '/api/help/search?keyword=frangipanix' });
      expect(response.statusCode).toBe(200);
      const hits = response.json().data as {
        slug: string;
        titleMatch: boolean;
        highlight: { title: { en: string }; snippet: { en: string } };
      }[];
      expect(hits.map((hit) => hit.slug)).toEqual([
        'title-mentions-frangipanix',
        'body-mentions-frangipanix',
      ]);
      expect(hits[0]!.titleMatch).toBe(true);
      expect(hits[0]!.highlight.title.en).toBe('<mark>Frangipanix</mark> gift wrapping');
      expect(hits[1]!.highlight.snippet.en).toContain('<mark>frangipanix</mark>');
      // Snippets are plain words: no Markdown list markers or emphasis.
      expect(hits[1]!.highlight.snippet.en).not.toMatch(/\*\*|(^|\s)- |\]\(/);
      expect(hits[1]!.highlight.snippet.en).toContain('see the fees');
    });

    it('matches word prefixes and counts the hits', async () => {
      const response = await t.app.inject({ url: '/api/help/search?keyword=frangip' });
      expect(response.json().meta.total).toBe(2);
    });

    it('finds Khmer words inside longer Khmer runs, title matches first, with the match marked', async () => {
      const response = await t.app.inject({
        url: `/api/help/search?keyword=${encodeURIComponent('ផ្កាចំប៉ីស្វាយ')}`,
      });
      const hits = response.json().data as {
        slug: string;
        highlight: { title: { kh: string }; snippet: { kh: string } };
      }[];
      expect(hits.map((hit) => hit.slug)).toEqual([
        'title-mentions-frangipanix',
        'body-mentions-frangipanix',
      ]);
      expect(hits[0]!.highlight.title.kh).toContain('<mark>ផ្កាចំប៉ីស្វាយ</mark>');
      expect(hits[1]!.highlight.snippet.kh).toContain('<mark>ផ្កាចំប៉ីស្វាយ</mark>');
      const bodyOnly = await t.app.inject({
        url: `/api/help/search?keyword=${encodeURIComponent('ភ្ជុំចំប៉ីស្វាយ')}`,
      });
      expect(bodyOnly.json().data.map((hit: { slug: string }) => hit.slug)).toEqual(['khmer-body-only']);
    });

    it('answers an empty list for no match and 400 for an empty keyword', async () => {
      expect((await t.app.inject({ url: '/api/help/search?keyword=zzzqqq' })).json().data).toEqual([]);
      const empty = await t.app.inject({ url: '/api/help/search?keyword=%20' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields.keyword).toEqual({
        code: 'help.search_required',
        params: {},
        message: 'Enter something to search for.',
      });
      const long = await t.app.inject({ url: `/api/help/search?keyword=${'a'.repeat(101)}` });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.keyword).toMatchObject({
        code: 'string.too_long_sentence',
        params: { count: 100 },
      });
    });
  });

  describe('categories and articles', () => {
    it('shows a group with its sub-categories and articles, and 404 for an unknown id', async () => {
      const group = (await t.app.inject({ url: '/api/help/categories/31' })).json().data;
      expect(group.title.en).toBe('Shipping & Delivery');
      expect(group.group).toBeNull();
      expect(group.subCategories[0]).toEqual({ id: 32, title: { en: 'Delivery fees', kh: 'ថ្លៃដឹកជញ្ជូន' } });
      expect(group.articles.map((a: { slug: string }) => a.slug)).toEqual(
        expect.arrayContaining(['body-mentions-frangipanix', 'title-mentions-frangipanix', 'unrelated']),
      );
      const sub = (await t.app.inject({ url: '/api/help/categories/33' })).json().data;
      expect(sub.group.id).toBe(31);
      expect(sub.articles.map((a: { slug: string }) => a.slug)).toContain('title-mentions-frangipanix');
      expect(sub.articles.map((a: { slug: string }) => a.slug)).not.toContain('body-mentions-frangipanix');
      const unknown = await t.app.inject({ url: '/api/help/categories/999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'help.category_not_found', params: {} });
    });

    it('answers 400, never 500, to ids that cannot exist: zero, negative, fractions, beyond PostgreSQL integers', async () => {
      for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '1e400']) {
        for (const url of [`/api/help/categories/${id}`, `/api/help/articles/${id}`]) {
          const response = await t.app.inject({ url });
          expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
          expect(response.json().fields).toHaveProperty('id');
        }
      }
      const vote = await t.app.inject({
        method: 'POST',
        url: '/api/help/articles/2147483648/feedback',
        headers: CLIENT,
        payload: { helpful: true },
      });
      expect(vote.statusCode).toBe(400);
      // The largest integer is a valid id: simply not found.
      const largest = await t.app.inject({ url: '/api/help/articles/2147483647' });
      expect(largest.statusCode).toBe(404);
      expect(largest.json()).toMatchObject({ code: 'help.article_not_found', params: {} });
    });

    it('lists the top questions', async () => {
      const top = (await t.app.inject({ url: '/api/help/articles?top=true' })).json().data;
      expect(top.map((a: { slug: string }) => a.slug)).toContain('title-mentions-frangipanix');
      expect(top.map((a: { slug: string }) => a.slug)).not.toContain('unrelated');
    });

    it('shows an article with related ones from its group, and stores helpful votes', async () => {
      const hit = (await t.app.inject({ url: '/api/help/search?keyword=zorblat' })).json().data[0];
      const before = (await t.app.inject({ url: `/api/help/articles/${hit.id}` })).json().data;
      expect(before.group.id).toBe(31);
      // Same sub-category (32) first, then the rest of the group.
      const related = before.related as { slug: string; categoryId: number }[];
      expect(related.map((a) => a.slug)).toContain('body-mentions-frangipanix');
      expect(related.map((a) => a.categoryId)).toEqual(
        [...related.map((a) => a.categoryId)].sort((a, b) => Number(b === 32) - Number(a === 32)),
      );
      expect(related.every((a) => a.categoryId >= 32 && a.categoryId <= 39)).toBe(true);
      const vote = await t.app.inject({
        method: 'POST',
        url: `/api/help/articles/${hit.id}/feedback`,
        headers: CLIENT,
        payload: { helpful: true },
      });
      expect(vote.statusCode).toBe(201);
      await t.app.inject({
        method: 'POST',
        url: `/api/help/articles/${hit.id}/feedback`,
        headers: CLIENT,
        payload: { helpful: false },
      });
      const after = (await t.app.inject({ url: `/api/help/articles/${hit.id}` })).json().data;
      expect(after.votes).toEqual({
        helpful: before.votes.helpful + 1,
        notHelpful: before.votes.notHelpful + 1,
      });
      const maybe = await t.app.inject({
        method: 'POST',
        url: `/api/help/articles/${hit.id}/feedback`,
        headers: CLIENT,
        payload: { helpful: 'maybe' },
      });
      expect(maybe.statusCode).toBe(400);
      expect(maybe.json().fields.helpful).toMatchObject({
        code: 'boolean.invalid',
        params: { field: 'helpful' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/help/articles/99999/feedback',
        headers: CLIENT,
        payload: { helpful: true },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'help.article_not_found' });
    });
  });

  describe('"Was this helpful?" votes', () => {
    const articleId = async (keyword: string) =>
      (await t.app.inject({ url: `/api/help/search?keyword=${keyword}` })).json().data[0].id as number;
    const votes = async (id: number) =>
      (await t.app.inject({ url: `/api/help/articles/${id}` })).json().data.votes as {
        helpful: number;
        notHelpful: number;
      };
    const vote = (id: number, helpful: boolean, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/help/articles/${id}/feedback`,
        headers: cookie ? { ...CLIENT, cookie } : CLIENT,
        payload: { helpful },
      });

    it('counts one vote per anonymous visitor (by a cookie the API sets); voting again changes it', async () => {
      const id = await articleId('frangipanix');
      const before = await votes(id);
      const first = await vote(id, true);
      expect(first.statusCode).toBe(201);
      const voterCookie = first.cookies.find((cookie) => cookie.name === 'psar_hv');
      expect(voterCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/help' });
      const cookie = cookieHeader(first);
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful });
      const again = await vote(id, true, cookie);
      expect(again.statusCode).toBe(201);
      expect(again.cookies.find((c) => c.name === 'psar_hv')).toBeUndefined();
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful });
      await vote(id, false, cookie);
      expect(await votes(id)).toEqual({ helpful: before.helpful, notHelpful: before.notHelpful + 1 });
      // Another visitor's vote is a vote of its own.
      await vote(id, true);
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful + 1 });
    });

    it('counts one vote per signed-in shopper, whatever the device', async () => {
      const id = await articleId('zorblat');
      const before = await votes(id);
      const phone = await signIn(t.app);
      const laptop = await signIn(t.app);
      const first = await vote(id, false, phone);
      expect(first.statusCode).toBe(201);
      expect(first.cookies.find((cookie) => cookie.name === 'psar_hv')).toBeUndefined();
      await vote(id, true, laptop);
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful });
    });

    it("counts a vote made before signing in once, as the shopper's own, when they vote again signed in", async () => {
      const id = await articleId('frangipanix');
      const shopper = await signIn(t.app);
      await vote(id, true, shopper);
      const before = await votes(id);
      // In another browser, first anonymously…
      const browser = cookieHeader(await vote(id, true));
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful });
      // …then signed in there: one vote, the shopper's, now "not helpful".
      await vote(id, false, `${shopper}; ${browser}`);
      expect(await votes(id)).toEqual({ helpful: before.helpful - 1, notHelpful: before.notHelpful + 1 });
    });

    it('replaces a voter cookie that is not one of its own', async () => {
      const id = await articleId('zorblat');
      const before = await votes(id);
      const forged = await vote(id, true, 'psar_hv=../../etc');
      expect(forged.cookies.find((cookie) => cookie.name === 'psar_hv')?.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(await votes(id)).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful });
    });
  });

  describe('contact us', () => {
    const valid = {
      name: 'Dara Sok',
      email: 'dara@example.com',
      topic: 'delivery',
      orderNumber: 'PS-000123',
      message: 'My parcel has not arrived after five days, can you check?',
    };
    const post = (body: ReturnType<typeof multipartBody>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support-tickets',
        headers: { ...CLIENT, ...body.headers },
        payload: body.payload,
      });

    it('creates a ticket with a number and e-mails it, with an image attached', async () => {
      const response = await post(
        multipartBody(valid, { field: 'attachment', name: 'parcel.png', type: 'image/png', bytes: PNG }),
      );
      expect(response.statusCode).toBe(201);
      const { number } = response.json().data;
      expect(number).toMatch(/^CS-\d{6}$/);
      expect((await lastMailTo(t.app, 'dara@example.com')).text).toContain(number);
    });

    it('answers 400 with a problem per field', async () => {
      const response = await post(
        multipartBody({ ...valid, email: 'nope', message: 'short', topic: 'gossip' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.invalid_input');
      expect(response.json().fields).toEqual({
        email: { code: 'form.email_invalid', params: {}, message: 'Please enter a valid e-mail address.' },
        message: {
          code: 'contact.question_too_short',
          params: {},
          message: 'Please describe your question in at least 20 characters.',
        },
        topic: { code: 'contact.topic_required', params: {}, message: 'Please choose a topic.' },
      });
    });

    it('checks the name, the order number and the length of the message', async () => {
      const empty = await post(multipartBody({ ...valid, name: ' ', orderNumber: 'PS 0001!' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toMatchObject({
        name: { code: 'form.your_name_required' },
        orderNumber: { code: 'contact.order_number_invalid' },
      });
      const long = await post(
        multipartBody({
          ...valid,
          name: 'D'.repeat(101),
          orderNumber: 'P'.repeat(31),
          message: 'x'.repeat(5001),
        }),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toMatchObject({
        name: { code: 'string.too_long_sentence', params: { count: 100 } },
        orderNumber: { code: 'string.too_long_sentence', params: { count: 30 } },
        message: { code: 'string.too_long_sentence', params: { count: 5000 } },
      });
    });

    it('refuses a file whose bytes are not an image or PDF (415), whatever its name says', async () => {
      const response = await post(
        multipartBody(valid, { field: 'attachment', name: 'photo.png', type: 'image/png', bytes: EXE }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'upload.type_not_accepted',
        params: { types: 'image_or_pdf' },
        fields: { attachment: { code: 'upload.type_field', params: { types: 'image_or_pdf' } } },
      });
      expect(response.json().message).toBe(
        'This type of file is not accepted. Upload a JPEG, PNG, WebP or PDF file.',
      );
    });

    it('refuses a file over 5 MB (413)', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await post(
        multipartBody(valid, { field: 'attachment', name: 'big.png', type: 'image/png', bytes: big }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'upload.too_large', params: { megabytes: 5 } });
      expect(response.json().message).toBe('The file is too large. The limit is 5 MB.');
    });

    it('answers 415 to a JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support-tickets',
        headers: CLIENT,
        payload: valid,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'upload.multipart_required',
        params: {},
        message: 'Send this form as multipart/form-data.',
      });
    });
  });

  // Runs last: it empties and rebuilds the help tables like an upgrade of an old database would.
  describe('seeding a database that already has data', () => {
    const categoriesNow = async () =>
      (await t.app.inject({ url: '/api/help/categories' })).json().data as {
        id: number;
        title: { en: string; kh: string };
        subCategory: { id: number }[];
      }[];

    it('upserts the tree by id: edited titles and order reach an existing database, a second run changes nothing', async () => {
      const { db } = t.database;
      await db
        .update(helpCategories)
        .set({ titleEn: 'Old shipping title', titleKh: 'ចំណងជើងចាស់', position: 40 })
        .where(eq(helpCategories.id, 31));
      await db.update(helpCategories).set({ titleEn: 'Old fees title' }).where(eq(helpCategories.id, 32));
      // The catalogue is there already, so only the upserts run.
      await seedDatabase(db, { products: 0 });
      const groups = await categoriesNow();
      expect(groups.map((group) => group.id)).toEqual(helpCategoryTree.map((group) => group.id));
      expect(groups.find((group) => group.id === 31)?.title).toEqual({
        en: 'Shipping & Delivery',
        kh: helpCategoryTree[4]!.title.kh,
      });
      expect((await t.app.inject({ url: '/api/help/categories/32' })).json().data.title.en).toBe(
        'Delivery fees',
      );
      const before = await db.select().from(helpCategories).orderBy(helpCategories.id);
      await seedHelpCategories(db);
      expect(await db.select().from(helpCategories).orderBy(helpCategories.id)).toEqual(before);
    });

    it('adds categories that are new in the tree without touching the others', async () => {
      const { db } = t.database;
      const extra = {
        id: 990,
        title: { en: 'Test group', kh: 'ក្រុមសាកល្បង' },
        subCategories: [{ id: 991, title: { en: 'Test topic', kh: 'ប្រធានបទសាកល្បង' } }],
      };
      await seedHelpCategories(db, () => {}, [...helpCategoryTree, extra]);
      await seedHelpCategories(db, () => {}, [...helpCategoryTree, extra]);
      const groups = await categoriesNow();
      expect(groups.at(-1)).toEqual({
        id: 990,
        title: extra.title,
        subCategory: [{ id: 991, title: extra.subCategories[0]!.title }],
      });
      expect(groups).toHaveLength(helpCategoryTree.length + 1);
      await db.delete(helpCategories).where(inArray(helpCategories.id, [990, 991]));
    });

    it('gives a database that has a catalogue but no help tree the whole tree and its articles', async () => {
      const { db } = t.database;
      await db.execute(sql`delete from help_feedback`);
      await db.delete(helpArticles);
      await db.delete(helpCategories);
      expect(await categoriesNow()).toEqual([]);
      await seedDatabase(db, { products: 0 });
      const groups = await categoriesNow();
      expect(groups.flatMap((group) => [group.id, ...group.subCategory.map((sub) => sub.id)])).toEqual(
        Array.from({ length: 98 }, (_, index) => index + 1),
      );
      const shipping = (await t.app.inject({ url: '/api/help/categories/31' })).json().data;
      expect(shipping.articles.length).toBeGreaterThan(0);
    });
  });
});
