import { formatCalendarDate, formatDate, formatTime } from './format-date';

describe('formatDate, short style (the default)', () => {
  // Local time, so the test reads the same in every time zone.
  const iso = new Date(2026, 10, 22, 15, 6).toISOString();

  it('writes English dates the en-US way', () => {
    expect(formatDate(iso, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(iso, 'en', { withTime: true })).toBe('Nov 22, 2026, 03:06 PM');
  });

  it('writes Khmer dates with Khmer digits and month names', () => {
    expect(formatDate(iso, 'kh')).toBe('២២ វិច្ឆិកា ២០២៦');
    expect(formatDate(iso, 'kh', { withTime: true })).toBe('២២ វិច្ឆិកា ២០២៦ ១៥:០៦');
  });

  it('takes any code of the language (km, km-KH) for Khmer, anything else for English', () => {
    expect(formatDate(iso, 'km-KH')).toBe('២២ វិច្ឆិកា ២០២៦');
    expect(formatDate(iso, 'fr')).toBe('Nov 22, 2026');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'kh')).toBe('');
    expect(formatDate('', 'kh')).toBe('');
    expect(formatDate('not a date', 'kh')).toBe('');
  });
});

describe('formatDate, long style in UTC', () => {
  const long = { style: 'long', utc: true } as const;

  it('writes dates in English and in Khmer with Khmer digits', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z', 'en', long)).toBe('November 22, 2026');
    expect(formatDate('2026-11-22T10:00:00.000Z', 'kh', long)).toBe('ថ្ងៃទី ២២ ខែវិច្ឆិកា ឆ្នាំ ២០២៦');
    expect(formatDate('2026-01-05', 'kh', long)).toBe('ថ្ងៃទី ៥ ខែមករា ឆ្នាំ ២០២៦');
  });

  it('reads the day in UTC, whatever the time zone', () => {
    expect(formatDate('2026-12-31T23:59:00.000Z', 'en', long)).toBe('December 31, 2026');
    expect(formatDate('2027-01-01T00:00:00.000Z', 'kh', long)).toBe('ថ្ងៃទី ១ ខែមករា ឆ្នាំ ២០២៧');
    expect(formatDate('2026-03-08T18:45:00.000Z', 'kh', { ...long, withTime: true })).toBe(
      'ថ្ងៃទី ៨ ខែមីនា ឆ្នាំ ២០២៦ ១៨:៤៥',
    );
  });

  it('matches the browser’s long English date for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(2026, month, 9, 12)).toISOString();
      expect(formatDate(iso, 'en', long)).toBe(
        new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      );
    }
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('soon', 'en', long)).toBe('');
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

describe('formatTime', () => {
  const afternoon = new Date(2026, 10, 22, 15, 6).toISOString();

  it('writes the time of day in English, and in Khmer with Khmer digits on a 24-hour clock', () => {
    expect(formatTime(afternoon, 'en')).toBe('3:06 PM');
    expect(formatTime(afternoon, 'kh')).toBe('១៥:០៦');
  });

  it('gives nothing for a missing or broken time', () => {
    expect(formatTime(undefined, 'en')).toBe('');
    expect(formatTime('soon', 'kh')).toBe('');
  });
});
