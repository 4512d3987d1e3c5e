import { i18n, initI18n } from '../i18n/i18n';
import en from '../../locales/en/errors.json';
import kh from '../../locales/kh/errors.json';
import { errorCode, errorMessage, fieldErrors } from './error-message';

const failed = (data: unknown) => ({ status: 400, data });

describe('API errors in the interface language, from their codes', () => {
  beforeAll(async () => {
    await initI18n({ resources: { en: { errors: en }, kh: { errors: kh } } });
  });
  afterEach(() => i18n.changeLanguage('en'));

  const stock = {
    statusCode: 400,
    error: 'Bad Request',
    code: 'stock.insufficient',
    params: { count: 2 },
    message: 'server words',
    fields: { quantity: { code: 'stock.insufficient', params: { count: 2 }, message: 'server words' } },
  };

  it('translates the code with its params, not the server message', async () => {
    expect(errorMessage(failed(stock), 'fallback')).toBe('Only 2 left in stock.');
    await i18n.changeLanguage('kh');
    expect(errorMessage(failed(stock), 'fallback')).toBe('នៅសល់ក្នុងស្តុកតែ 2 ប៉ុណ្ណោះ។');
    expect(fieldErrors(failed(stock))).toEqual({ quantity: 'នៅសល់ក្នុងស្តុកតែ 2 ប៉ុណ្ណោះ។' });
  });

  it('writes a form summary from its translated fields', () => {
    const invalid = {
      code: 'request.invalid_input',
      params: {},
      message: 'x',
      fields: {
        name: { code: 'auth.name_required', params: {}, message: 'x' },
        password: { code: 'string.too_short', params: { count: 8 }, message: 'x' },
      },
    };
    expect(errorMessage(failed(invalid), 'fallback')).toBe(
      'Invalid input. name: Enter your name; password: Use at least 8 characters',
    );
  });

  it('nests the words of machine values (order statuses)', async () => {
    const transition = {
      code: 'order.transition_invalid',
      params: { from: 'placed', action: 'ship' },
      message: 'x',
    };
    expect(errorMessage(failed(transition), 'fallback')).toBe(
      'An order that is new (not yet confirmed) cannot be shipped.',
    );
    await i18n.changeLanguage('kh');
    expect(errorMessage(failed(transition), 'fallback')).toContain('«ថ្មី (មិនទាន់បញ្ជាក់)»');
  });

  it('falls back to the server message for a code it does not know, then to error, then to the fallback', () => {
    expect(
      errorMessage(failed({ code: 'some.future_code', params: {}, message: 'From the server.' }), 'f'),
    ).toBe('From the server.');
    expect(
      fieldErrors(failed({ fields: { email: { code: 'some.future_code', params: {}, message: 'Bad.' } } })),
    ).toEqual({
      email: 'Bad.',
    });
    expect(errorMessage(failed({ error: 'Bad Request' }), 'f')).toBe('Bad Request');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'Try again.')).toBe('Try again.');
  });

  it('reads the code of a failed call', () => {
    expect(errorCode(failed(stock))).toBe('stock.insufficient');
    expect(errorCode({ status: 'FETCH_ERROR' })).toBeUndefined();
  });
});
