import { createTestApp, type TestApp } from '../../testing/test-app';

describe('OpenAPI documents the account-auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 1 });
  });
  afterAll(() => t.close());

  it('renders /api/docs/json with them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/address-books',
        '/api/address-books/{id}/default',
        '/api/profile/password',
        '/api/forget-password',
        '/api/confirm-otp',
        '/api/reset-password',
        '/api/auth/{provider}',
        '/api/payment-options/{id}/default',
      ]),
    );
  });
});
