import { eq, sql } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { vouchers } from './schema';
import { redeemVoucher } from './service';

describe('vouchers API', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 1 });
    demo = await signIn(t.app);
  });
  afterAll(() => t.close());

  const validate = (payload: object, cookie = demo) =>
    t.app.inject({ method: 'POST', url: '/api/vouchers/validate', headers: { ...CLIENT, cookie }, payload });
  /** Uses up a seeded voucher's usage limit; answers its id. */
  async function useUp(code: string): Promise<number> {
    const [row] = await t.database.db
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usageLimit}` })
      .where(eq(vouchers.code, code))
      .returning({ id: vouchers.id });
    return row!.id;
  }

  it('needs a signed-in shopper', async () => {
    const response = await validate({ code: 'WELCOME10', amount: 40 }, '');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.sign_in_required');
  });

  it('answers the discount of a voucher that applies', async () => {
    const response = await validate({ code: ' welcome10 ', amount: 40 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'WELCOME10', discount: 4 });
  });

  it.each([
    ['an unknown code', { code: 'NOPE', amount: 40 }, { code: 'voucher.unknown', params: {} }],
    ['an expired voucher', { code: 'EXPIRED15', amount: 40 }, { code: 'voucher.expired', params: {} }],
    [
      'a total under the minimum spend',
      { code: 'PSAR5', amount: 29.99 },
      { code: 'voucher.min_spend', params: { amount: '$30.00' } },
    ],
  ])('refuses %s, as a problem of the code', async (_case, payload, problem) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...problem, fields: { code: problem } });
  });

  it('says in words how much to spend', async () => {
    const response = await validate({ code: 'PSAR5', amount: 10 });
    expect(response.json()).toMatchObject({
      message: 'Spend at least $30.00 to use this voucher.',
      fields: { code: { message: 'Spend at least $30.00 to use this voucher.' } },
    });
  });

  it('refuses a voucher whose uses are all taken, when checked and when redeemed', async () => {
    const id = await useUp('WATERFEST20');
    const response = await validate({ code: 'WATERFEST20', amount: 80 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'voucher.used_up',
      fields: { code: { code: 'voucher.used_up' } },
    });
    await expect(redeemVoucher(t.database.db, id)).rejects.toMatchObject({
      statusCode: 400,
      problem: { code: 'voucher.used_up', params: {} },
      fields: { voucherCode: { code: 'voucher.used_up', params: {} } },
    });
  });

  it('checks the code and the amount', async () => {
    const blank = await validate({ code: '  ', amount: 'forty' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      code: { code: 'voucher.code_required', params: {}, message: 'Enter a voucher code.' },
      amount: {
        code: 'number.not_a_number',
        params: { field: 'amount' },
        message: 'amount must be a number',
      },
    });
    const missing = await validate({ amount: -1 });
    expect(missing.json().fields).toEqual({
      code: { code: 'voucher.code_required', params: {}, message: 'Enter a voucher code.' },
      amount: { code: 'number.negative', params: { field: 'amount' }, message: 'amount cannot be negative' },
    });
    const long = await validate({ code: 'X'.repeat(41), amount: 40 });
    expect(long.json().fields.code).toMatchObject({ code: 'voucher.code_too_long', params: {} });
  });
});
