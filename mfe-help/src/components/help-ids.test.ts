import { isMissing, parseHelpId } from './help-ids';

describe('parseHelpId', () => {
  it('reads the ids the API can have', () => {
    expect(parseHelpId('1')).toBe(1);
    expect(parseHelpId('31')).toBe(31);
    expect(parseHelpId('999999999')).toBe(999_999_999);
  });

  it('refuses zero, signs, leading zeros, decimals, words and ids too large for the database', () => {
    for (const raw of [
      '0',
      '00',
      '031',
      '-1',
      '+1',
      '1.5',
      '1e3',
      ' 1',
      '1 ',
      'abc',
      '',
      '1000000000',
      '99999999999999999999',
    ]) {
      expect(parseHelpId(raw)).toBeNull();
    }
    expect(parseHelpId(null)).toBeNull();
    expect(parseHelpId(undefined)).toBeNull();
  });
});

describe('isMissing', () => {
  it('is true for 404 and 400 answers only', () => {
    expect(isMissing({ status: 404, data: {} })).toBe(true);
    expect(isMissing({ status: 400, data: {} })).toBe(true);
    expect(isMissing({ status: 500, data: {} })).toBe(false);
    expect(isMissing({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });
});
