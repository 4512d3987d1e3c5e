import { eq } from 'drizzle-orm';
import { variants } from '../modules/catalog/schema';
import { CLIENT, createTestApp, signIn, type TestApp } from '../testing/test-app';

const KHMER = { 'accept-language': 'km-KH,km;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en' };

describe('error answers in the shopper language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 6 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...CLIENT, ...headers } });
  // A new login each time: five failures on one account would answer 429 instead.
  let attempt = 0;
  const wrongPassword = () => ({ login: `nobody-${(attempt += 1)}@example.com`, password: 'NotTheRight1' });

  it('answers a failed sign-in in Khmer, the status text staying English', async () => {
    const response = await post('/api/login', wrongPassword(), KHMER);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។',
    });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers the same request in English as before', async () => {
    const response = await post('/api/login', wrongPassword(), ENGLISH);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'The email/phone or password is incorrect.',
    });
    const withoutLanguage = await post('/api/login', wrongPassword(), {});
    expect(withoutLanguage.json()).toEqual(response.json());
  });

  const badSignUp = { name: ' ', email: 'not-an-email', password: 'short' };

  it('answers a validation failure with Khmer field messages and summary', async () => {
    const response = await post('/api/sign-up', badSignUp, KHMER);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'ព័ត៌មានដែលបានបញ្ចូលមិនត្រឹមត្រូវ។ name: សូមបញ្ចូលឈ្មោះរបស់អ្នក; email: សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ; password: សូមប្រើយ៉ាងហោចណាស់ 8 តួអក្សរ',
      fields: {
        name: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក',
        email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ',
        password: 'សូមប្រើយ៉ាងហោចណាស់ 8 តួអក្សរ',
      },
    });
  });

  it('answers the same validation failure in English as before', async () => {
    const response = await post('/api/sign-up', badSignUp, ENGLISH);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'Invalid input. name: Enter your name; email: Enter a valid email address; password: Use at least 8 characters',
      fields: {
        name: 'Enter your name',
        email: 'Enter a valid email address',
        password: 'Use at least 8 characters',
      },
    });
  });

  it('answers an unknown route in either language', async () => {
    const khmer = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: KHMER });
    expect(khmer.statusCode).toBe(404);
    expect(khmer.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'មិនមានផ្លូវ API សម្រាប់ GET /api/no-such-thing ទេ',
    });
    const english = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: ENGLISH });
    expect(english.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /api/no-such-thing',
    });
  });

  it('picks the language by the q-values of Accept-Language, and by the i18next cookie without that header', async () => {
    const message = async (headers: Record<string, string>) =>
      (await post('/api/login', wrongPassword(), headers)).json().message;
    const khmer = 'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។';
    const english = 'The email/phone or password is incorrect.';
    expect(await message({ 'accept-language': 'en;q=0.4, kh;q=0.9' })).toBe(khmer);
    expect(await message({ 'accept-language': 'km;q=0.4, en-US;q=0.9' })).toBe(english);
    expect(await message({ 'accept-language': 'fr-FR, km;q=0.5' })).toBe(khmer);
    expect(await message({ cookie: 'i18next=kh' })).toBe(khmer);
    expect(await message({ cookie: 'i18next=kh', 'accept-language': 'en' })).toBe(english);
  });

  it("answers Fastify's own refusals in Khmer (a body that is not JSON)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"login":',
      headers: { ...CLIENT, ...KHMER, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "ទិន្នន័យមិនមែនជា JSON ត្រឹមត្រូវទេ ទោះបី content-type ជា 'application/json' ក៏ដោយ",
    });
  });

  it('answers a failed cart add with the count left, in Khmer, in the message and the field', async () => {
    const cookie = await signIn(t.app);
    const [variant] = await t.database.db.select().from(variants).limit(1);
    await t.database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, variant!.id));
    const payload = { productId: variant!.productId, quantity: 5, attributes: variant!.attributes };
    const khmer = await post('/api/carts', payload, { ...KHMER, cookie });
    expect(khmer.statusCode).toBe(400);
    expect(khmer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'នៅសល់ក្នុងស្តុកតែ 3 ប៉ុណ្ណោះ។',
      fields: { quantity: 'នៅសល់ក្នុងស្តុកតែ 3 ប៉ុណ្ណោះ។' },
    });
    const english = await post('/api/carts', payload, { ...ENGLISH, cookie });
    expect(english.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Only 3 left in stock.',
      fields: { quantity: 'Only 3 left in stock.' },
    });
  });

  it('documents in OpenAPI that messages follow Accept-Language', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const badRequest = docs.paths['/api/sign-up'].post.responses['400'].content['application/json'].schema;
    expect(badRequest.properties.message.description).toMatch(/Accept-Language/);
    expect(badRequest.properties.fields.description).toMatch(/Accept-Language/);
  });
});
