import { cardBrand, cardSummary, isExpired, isValidCardNumber, parseExpiry, passesLuhn } from './card-number';

describe('card numbers', () => {
  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('1234')).toBe(false);
    expect(isValidCardNumber('4242-4242-4242-424x')).toBe(false);
  });

  it('derives the brand from the leading digits', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('9999999999999995')).toBe('other');
  });

  it('reads expiry dates, valid through the expiry month', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
    expect(isExpired(5, 2030, new Date(2030, 4, 31))).toBe(false);
    expect(isExpired(5, 2030, new Date(2030, 5, 1))).toBe(true);
  });

  it('summarises a card without its number', () => {
    const summary = cardSummary('5555 5555 5555 4444', '12/30', ' Dara Sok ');
    expect(summary).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2030,
      holder: 'Dara Sok',
    });
    expect(JSON.stringify(summary)).not.toContain('5555555555554444');
  });
});
