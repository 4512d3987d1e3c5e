import { now, setClockOffset, testClockEnabled } from '../../lib/clock';
import { CLIENT, createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 24 * 3_600_000;

describe('the API clock', () => {
  afterEach(() => setClockOffset(0));

  it('is the real time unless moved', () => {
    const before = Date.now();
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    setClockOffset(DAY);
    expect(now().getTime()).toBeGreaterThanOrEqual(before + DAY);
  });

  it('enables the test route only with PSAR_TEST_CLOCK=1, and never in production', () => {
    expect(testClockEnabled({ NODE_ENV: 'test' })).toBe(false);
    expect(testClockEnabled({ NODE_ENV: 'test', PSAR_TEST_CLOCK: 'true' })).toBe(false);
    expect(testClockEnabled({ NODE_ENV: 'development', PSAR_TEST_CLOCK: '1' })).toBe(true);
    expect(() => testClockEnabled({ NODE_ENV: 'production', PSAR_TEST_CLOCK: '1' })).toThrow(
      /PSAR_TEST_CLOCK/,
    );
  });
});

describe('PUT /api/testing/clock', () => {
  const saved = process.env.PSAR_TEST_CLOCK;
  let plain: TestApp;
  let testing: TestApp;

  beforeAll(async () => {
    delete process.env.PSAR_TEST_CLOCK;
    plain = await createTestApp({ products: 4 });
    process.env.PSAR_TEST_CLOCK = '1';
    testing = await createTestApp({ products: 4 });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PSAR_TEST_CLOCK;
    else process.env.PSAR_TEST_CLOCK = saved;
    setClockOffset(0);
    await plain.close();
    await testing.close();
  });

  const put = (app: TestApp, payload: object) =>
    app.app.inject({ method: 'PUT', url: '/api/testing/clock', headers: CLIENT, payload });

  it('does not exist without PSAR_TEST_CLOCK=1 (404)', async () => {
    const response = await put(plain, { offsetMs: DAY });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route.not_found');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(DAY / 2);
  });

  it('moves the clock with it, and is not in the OpenAPI document', async () => {
    const response = await put(testing, { offsetMs: 2 * DAY });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.offsetMs).toBe(2 * DAY);
    expect(Date.parse(response.json().data.now)).toBeGreaterThan(Date.now() + DAY);
    expect(now().getTime()).toBeGreaterThan(Date.now() + DAY);
    const invalid = await put(testing, { offsetMs: 'tomorrow' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.offsetMs.code).toBe('number.not_a_number');
    const back = await put(testing, { offsetMs: 0 });
    expect(back.json().data.offsetMs).toBe(0);
    const document = (await testing.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/api/testing/clock');
  });
});
