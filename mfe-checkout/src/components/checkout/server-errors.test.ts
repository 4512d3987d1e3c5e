import i18next from 'i18next';
import en from '../../../locales/en/checkout.json';
import kh from '../../../locales/kh/checkout.json';
import { quote, quoteLine } from '../../testing/fixtures';
import { conflictMessage, translateServerMessage } from './server-errors';

async function translator(lng: 'en' | 'kh') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { checkout: en }, kh: { checkout: kh } }, ns: ['checkout'], defaultNS: 'checkout', interpolation: { escapeValue: false } });
  return instance.getFixedT(lng, 'checkout');
}

describe('server errors in the shopper language', () => {
  it('maps the known wallet and voucher messages to Khmer', async () => {
    const t = await translator('kh');
    expect(translateServerMessage('Your wallet balance is not enough for this order.', t)).toBe(kh.errors.walletShort);
    expect(translateServerMessage('This voucher has expired.', t)).toBe(kh.errors.voucherExpired);
    expect(translateServerMessage('This voucher has been fully used.', t)).toBe(kh.errors.voucherUsedUp);
    expect(translateServerMessage('This voucher code does not exist.', t)).toBe(kh.errors.voucherUnknown);
    expect(translateServerMessage('Spend at least $1,250.00 to use this voucher.', t)).toBe('សូមទិញយ៉ាងហោចណាស់ $1,250.00 ដើម្បីប្រើប័ណ្ណនេះ។');
  });

  it('falls back to the server message for anything else', async () => {
    const t = await translator('kh');
    expect(translateServerMessage('This card has expired. Please choose another payment method.', t)).toBe('This card has expired. Please choose another payment method.');
  });

  it('tells a 409 for stock from one for prices, by its quote', async () => {
    const en409 = await translator('en');
    const kh409 = await translator('kh');
    expect(conflictMessage(quote([quoteLine()]), en409)).toBe(en.errors.priceChanged);
    expect(conflictMessage(quote([quoteLine({ quantity: 3, stock: 2, available: false })]), en409)).toBe(en.errors.stockChanged);
    expect(conflictMessage(quote([quoteLine({ quantity: 3, stock: 2, available: false })]), kh409)).toBe(kh.errors.stockChanged);
  });
});
