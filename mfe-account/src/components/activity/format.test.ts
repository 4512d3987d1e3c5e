import { apiPhotoUrl, formatCalendarDate, formatDate, lineName } from './format';

describe('formatDate', () => {
  // Local time, so the test reads the same in every time zone.
  const iso = new Date(2026, 10, 22, 15, 6).toISOString();

  it('writes English dates the en-US way', () => {
    expect(formatDate(iso, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(iso, 'en', true)).toBe('Nov 22, 2026, 03:06 PM');
  });

  it('writes Khmer dates with Khmer digits and month names', () => {
    expect(formatDate(iso, 'kh')).toBe('២២ វិច្ឆិកា ២០២៦');
    expect(formatDate(iso, 'kh', true)).toBe('២២ វិច្ឆិកា ២០២៦ ១៥:០៦');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'kh')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('writes a day (a birthday) without shifting it by the time zone', () => {
    expect(formatCalendarDate('1990-05-17', 'en')).toBe('May 17, 1990');
    expect(formatCalendarDate('1990-05-17', 'kh')).toBe('១៧ ឧសភា ១៩៩០');
    expect(formatCalendarDate('2000-01-01', 'kh')).toBe('១ មករា ២០០០');
  });

  it('gives nothing for a missing or broken day', () => {
    expect(formatCalendarDate(null, 'en')).toBe('');
    expect(formatCalendarDate('17/05/1990', 'kh')).toBe('');
  });
});

describe('lineName and apiPhotoUrl', () => {
  it('picks the Khmer name only when there is one', () => {
    expect(lineName({ name: { en: 'Scarf', kh: 'ក្រមា' } }, 'kh')).toBe('ក្រមា');
    expect(lineName({ name: { en: 'Scarf', kh: '' } }, 'kh')).toBe('Scarf');
    expect(lineName({ nameEn: 'Basket', nameKh: 'កន្ត្រក' }, 'en')).toBe('Basket');
  });

  it('points /api paths at the API base and leaves others alone', () => {
    expect(apiPhotoUrl('/api/review-photos/a.png')).toMatch(/\/api\/review-photos\/a\.png$/);
    expect(apiPhotoUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
