import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { registerErrorHandler } from './error-handler';
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

  it('answers a failed sign-in with its code, the message in Khmer, the status text staying English', async () => {
    const response = await post('/api/login', wrongPassword(), KHMER);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'auth.credentials_invalid',
      params: {},
      message: 'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។',
    });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers the same request in English with the same wording as before', async () => {
    const response = await post('/api/login', wrongPassword(), ENGLISH);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'auth.credentials_invalid',
      params: {},
      message: 'The email/phone or password is incorrect.',
    });
    const withoutLanguage = await post('/api/login', wrongPassword(), {});
    expect(withoutLanguage.json()).toEqual(response.json());
  });

  const badSignUp = { name: ' ', email: 'not-an-email', password: 'short' };

  it('answers a validation failure with a code per field, and Khmer field messages and summary', async () => {
    const response = await post('/api/sign-up', badSignUp, KHMER);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'request.invalid_input',
      params: {},
      message:
        'ព័ត៌មានដែលបានបញ្ចូលមិនត្រឹមត្រូវ។ name: សូមបញ្ចូលឈ្មោះរបស់អ្នក; email: សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ; password: សូមប្រើយ៉ាងហោចណាស់ 8 តួអក្សរ',
      fields: {
        name: { code: 'auth.name_required', params: {}, message: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក' },
        email: { code: 'auth.email_invalid', params: {}, message: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ' },
        password: { code: 'string.too_short', params: { count: 8 }, message: 'សូមប្រើយ៉ាងហោចណាស់ 8 តួអក្សរ' },
      },
    });
  });

  it('answers the same validation failure in English with the same wording as before', async () => {
    const response = await post('/api/sign-up', badSignUp, ENGLISH);
    const body = response.json();
    expect(body.message).toBe(
      'Invalid input. name: Enter your name; email: Enter a valid email address; password: Use at least 8 characters',
    );
    expect(body.fields.password).toEqual({
      code: 'string.too_short',
      params: { count: 8 },
      message: 'Use at least 8 characters',
    });
  });

  it('gives checks without a code of their own a general code, with the limit and the field as params', async () => {
    const tooLong = await post('/api/login', { login: 'x'.repeat(255), password: 'x' }, ENGLISH);
    expect(tooLong.json().fields.login).toEqual({
      code: 'string.above_max_length',
      params: { max: 254 },
      message: 'Too big: expected string to have <=254 characters',
    });
    const missing = await post('/api/login', { password: 'x' }, ENGLISH);
    expect(missing.json().fields.login).toEqual({
      code: 'value.required',
      params: { expected: 'string' },
      message: 'Invalid input: expected string, received undefined',
    });
    const wrongType = await post('/api/login', { login: 5, password: 'x' }, KHMER);
    expect(wrongType.json().fields.login).toMatchObject({
      code: 'value.type_invalid',
      params: { expected: 'string', received: 'number' },
      message: 'ត្រូវតែជាអត្ថបទ (មិនមែនលេខ)',
    });
  });

  it('answers an unknown route in either language', async () => {
    const khmer = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: KHMER });
    expect(khmer.statusCode).toBe(404);
    expect(khmer.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'route.not_found',
      params: { method: 'GET', path: '/api/no-such-thing' },
      message: 'មិនមានផ្លូវ API សម្រាប់ GET /api/no-such-thing ទេ',
    });
    const english = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: ENGLISH });
    expect(english.json().message).toBe('No route for GET /api/no-such-thing');
  });

  it("answers the router's own refusals in the same shape: a path segment too long, a malformed URL", async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/products/${'9'.repeat(101)}`,
      headers: ENGLISH,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      code: 'request.path_segment_too_long',
      params: {},
      message: 'A part of the address is too long.',
    });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A', headers: ENGLISH });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'request.url_invalid',
      message: 'The address is not a valid URL.',
    });
  });

  it('picks the language as the shell server does: lng query, then the i18next cookie, then Accept-Language', async () => {
    const message = async (headers: Record<string, string>, query = '') =>
      (await post(`/api/login${query}`, wrongPassword(), headers)).json().message;
    const khmer = 'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។';
    const english = 'The email/phone or password is incorrect.';
    expect(await message({ 'accept-language': 'en;q=0.4, kh;q=0.9' })).toBe(khmer);
    expect(await message({ 'accept-language': 'km;q=0.4, en-US;q=0.9' })).toBe(english);
    expect(await message({ cookie: 'i18next=kh' })).toBe(khmer);
    expect(await message({ cookie: 'i18next=kh', 'accept-language': 'en' })).toBe(khmer);
    expect(await message({ cookie: 'i18next=en', 'accept-language': 'km' })).toBe(english);
    expect(await message({ cookie: 'i18next=en' }, '?lng=kh')).toBe(khmer);
  });

  it("answers Fastify's own refusals with a code (a body that is not JSON)", async () => {
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
      code: 'request.json_body_invalid',
      params: {},
      message: "ទិន្នន័យមិនមែនជា JSON ត្រឹមត្រូវទេ ទោះបី content-type ជា 'application/json' ក៏ដោយ",
    });
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'login=x',
      headers: { ...CLIENT, 'content-type': 'text/csv' },
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('request.media_type_unsupported');
  });

  it('answers a failed cart add with the count left as a param, in the message and the field', async () => {
    const cookie = await signIn(t.app);
    const [variant] = await t.database.db.select().from(variants).limit(1);
    await t.database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, variant!.id));
    const payload = { productId: variant!.productId, quantity: 5, attributes: variant!.attributes };
    const khmer = await post('/api/carts', payload, { ...KHMER, cookie });
    expect(khmer.statusCode).toBe(400);
    const stock = { code: 'stock.insufficient', params: { count: 3 } };
    expect(khmer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      ...stock,
      message: 'នៅសល់ក្នុងស្តុកតែ 3 ប៉ុណ្ណោះ។',
      fields: { quantity: { ...stock, message: 'នៅសល់ក្នុងស្តុកតែ 3 ប៉ុណ្ណោះ។' } },
    });
    const english = await post('/api/carts', payload, { ...ENGLISH, cookie });
    expect(english.json().message).toBe('Only 3 left in stock.');
  });

  it('hides the internals of a failure on our side behind one code', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await bare.inject({ method: 'GET', url: '/boom' });
    await bare.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'server.internal',
      params: {},
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('documents the codes in OpenAPI: an enum on the error schema, messages following the language', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/sign-up'].post.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    const badRequest = docs.components.schemas.Error;
    expect(docs.components.schemas.ErrorCode.enum).toEqual(
      expect.arrayContaining(['stock.insufficient', 'auth.credentials_invalid']),
    );
    expect(badRequest.properties.message.description).toMatch(/Accept-Language/);
    expect(badRequest.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    expect(docs.components.schemas.Problem.properties.code).toEqual({
      $ref: '#/components/schemas/ErrorCode',
    });
    expect(badRequest.properties.fields.additionalProperties).toEqual({
      $ref: '#/components/schemas/Problem',
    });
  });
});
