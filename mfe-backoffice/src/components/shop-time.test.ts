import { formatShopTime, fromShopInput, shopToday, toShopInput } from './shop-time';

describe('shop time (Asia/Phnom_Penh, UTC+7)', () => {
  it('shows an instant as the shop clock reads it, whatever the device zone', () => {
    expect(toShopInput('2026-05-01T17:30:00Z')).toBe('2026-05-02T00:30');
    expect(toShopInput('2026-05-01T00:00:00+07:00')).toBe('2026-05-01T00:00');
    expect(toShopInput(null)).toBe('');
    expect(toShopInput('not a date')).toBe('');
  });

  it('reads a datetime-local value as shop time', () => {
    expect(fromShopInput('2026-05-01T00:00')).toBe('2026-05-01T00:00:00+07:00');
    expect(Date.parse(fromShopInput('2026-05-01T23:59')!)).toBe(Date.parse('2026-05-01T16:59:00Z'));
    expect(fromShopInput('')).toBeNull();
    expect(fromShopInput('2026-13-45T99:99')).toBeNull();
  });

  it("takes today's date from the shop's clock", () => {
    // 20:00 UTC is already the next day in Phnom Penh.
    expect(shopToday(new Date('2026-05-01T20:00:00Z'))).toBe('2026-05-02');
    expect(shopToday(new Date('2026-05-01T16:00:00Z'))).toBe('2026-05-01');
  });

  it('formats in both languages in shop time', () => {
    expect(formatShopTime('2026-05-01T17:30:00Z', 'en')).toBe('May 2, 2026, 12:30 AM');
    expect(formatShopTime('2026-05-01T17:30:00Z', 'kh')).toBe('២ ឧសភា ២០២៦ ០០:៣០');
  });
});
