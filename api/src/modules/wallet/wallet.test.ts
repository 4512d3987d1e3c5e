import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { debitWallet } from './service';

describe('wallet API', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 1 });
    demo = await signIn(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  const topUp = (amount: unknown) => call('POST', '/api/wallet/top-ups', demo, { amount });

  it('needs a signed-in shopper', async () => {
    const response = await call('GET', '/api/wallet', '');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.sign_in_required');
  });

  it('tops up from $1.00 to $1000.00, in cents', async () => {
    expect((await topUp(1000)).statusCode).toBe(201);
    const tooSmall = await topUp(0.5);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().fields.amount).toEqual({
      code: 'wallet.top_up_too_small',
      params: {},
      message: 'The smallest top-up is $1.00.',
    });
    const tooLarge = await topUp(1000.01);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      code: 'request.invalid_input',
      message: 'Invalid input. amount: The largest top-up is $1000.00.',
      fields: {
        amount: {
          code: 'wallet.top_up_too_large',
          params: { amount: '1000.00' },
          message: 'The largest top-up is $1000.00.',
        },
      },
    });
    expect((await topUp(1.234)).json().fields.amount).toMatchObject({
      code: 'wallet.amount_decimals',
      params: {},
    });
    const notNumber = await topUp('ten');
    expect(notNumber.json().fields.amount).toEqual({
      code: 'number.not_a_number',
      params: { field: 'amount' },
      message: 'amount must be a number',
    });
  });

  it('checks the page of the transactions', async () => {
    expect((await call('GET', '/api/wallet/transactions?page=2&perPage=50', demo)).statusCode).toBe(200);
    const notNumber = await call('GET', '/api/wallet/transactions?page=first', demo);
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().fields.page).toMatchObject({
      code: 'number.not_a_number',
      params: { field: 'page' },
    });
    const zero = await call('GET', '/api/wallet/transactions?page=0', demo);
    expect(zero.json().fields.page).toEqual({
      code: 'number.below_min',
      params: { field: 'page', min: 1 },
      message: 'page must be at least 1',
    });
    const perPage = await call('GET', '/api/wallet/transactions?perPage=51', demo);
    expect(perPage.json().fields.perPage).toEqual({
      code: 'number.above_max',
      params: { field: 'perPage', max: 50 },
      message: 'perPage is at most 50',
    });
    const perPageText = await call('GET', '/api/wallet/transactions?perPage=many', demo);
    expect(perPageText.json().fields.perPage).toMatchObject({
      code: 'number.not_a_number',
      params: { field: 'perPage' },
    });
  });

  it('refuses a debit larger than the balance, as a problem of the payment method', async () => {
    const { id: userId } = (await call('GET', '/api/profile', demo)).json().data as { id: number };
    await expect(debitWallet(t.database.db, userId, 1_000_000, 'payment', 'PS-TEST')).rejects.toMatchObject({
      statusCode: 400,
      problem: { code: 'wallet.balance_insufficient', params: {} },
      fields: { paymentMethod: { code: 'wallet.balance_insufficient', params: {} } },
    });
    expect((await call('GET', '/api/wallet', demo)).json().data.balance).toBe(50);
  });
});
