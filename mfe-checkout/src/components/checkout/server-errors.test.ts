import {
  errorMessage,
  fieldErrors,
  i18n,
  initI18n,
  type ApiErrorBody,
  type ErrorCode,
} from '@storefront/shared';
import enErrors from '@storefront/shared/locales/en/errors.json';
import khErrors from '@storefront/shared/locales/kh/errors.json';
import i18next from 'i18next';
import en from '../../../locales/en/checkout.json';
import kh from '../../../locales/kh/checkout.json';
import { quote, quoteLine } from '../../testing/fixtures';
import { conflictMessage } from './server-errors';

async function translator(lng: 'en' | 'kh') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { checkout: en }, kh: { checkout: kh } },
    ns: ['checkout'],
    defaultNS: 'checkout',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lng, 'checkout');
}

/** A 400 as the API answers it: a code with its params, and the same problem for `field`. */
const refused = (code: ErrorCode, field: string, params: ApiErrorBody['params'] = {}) => ({
  status: 400,
  data: {
    statusCode: 400,
    error: 'Bad Request',
    code,
    params,
    message: 'The server’s own words',
    fields: { [field]: { code, params, message: 'The server’s own words' } },
  } satisfies ApiErrorBody,
});

describe('checkout refusals in the shopper language, from their codes', () => {
  beforeAll(async () => {
    await initI18n({ resources: { en: { errors: enErrors }, kh: { errors: khErrors } } });
  });
  afterEach(() => i18n.changeLanguage('en'));

  const wallet = refused('wallet.balance_insufficient', 'paymentMethod');
  const expired = refused('voucher.expired', 'voucherCode');
  const usedUp = refused('voucher.used_up', 'voucherCode');
  const unknown = refused('voucher.unknown', 'code');
  const minSpend = refused('voucher.min_spend', 'voucherCode', { amount: '$1,250.00' });

  it('shows the wallet and voucher codes in English, not the server wording', () => {
    expect(errorMessage(wallet, 'fallback')).toBe('Your wallet balance is not enough for this order.');
    expect(fieldErrors(wallet)).toEqual({
      paymentMethod: 'Your wallet balance is not enough for this order.',
    });
    expect(fieldErrors(expired).voucherCode).toBe('This voucher has expired.');
    expect(fieldErrors(usedUp).voucherCode).toBe('This voucher has been fully used.');
    expect(fieldErrors(unknown).code).toBe('This voucher code does not exist.');
    expect(fieldErrors(minSpend).voucherCode).toBe('Spend at least $1,250.00 to use this voucher.');
  });

  it('shows them in Khmer', async () => {
    await i18n.changeLanguage('kh');
    expect(errorMessage(wallet, 'fallback')).toBe('សមតុល្យកាបូបប្រាក់របស់អ្នកមិនគ្រប់គ្រាន់សម្រាប់ការបញ្ជាទិញនេះទេ។');
    expect(fieldErrors(expired).voucherCode).toBe('ប័ណ្ណនេះផុតកំណត់ហើយ។');
    expect(fieldErrors(usedUp).voucherCode).toBe('ប័ណ្ណនេះត្រូវបានប្រើអស់ហើយ។');
    expect(fieldErrors(unknown).code).toBe('លេខកូដប័ណ្ណនេះមិនមានទេ។');
    expect(fieldErrors(minSpend).voucherCode).toBe('សូមទិញយ៉ាងហោចណាស់ $1,250.00 ដើម្បីប្រើប័ណ្ណនេះ។');
  });

  it('tells a 409 for stock from one for prices, by its quote', async () => {
    const en409 = await translator('en');
    const kh409 = await translator('kh');
    expect(conflictMessage(quote([quoteLine()]), en409)).toBe(en.errors.priceChanged);
    expect(conflictMessage(quote([quoteLine({ quantity: 3, stock: 2, available: false })]), en409)).toBe(
      en.errors.stockChanged,
    );
    expect(conflictMessage(quote([quoteLine({ quantity: 3, stock: 2, available: false })]), kh409)).toBe(
      kh.errors.stockChanged,
    );
  });
});
