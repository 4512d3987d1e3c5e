import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes dates in English and in Khmer with Khmer digits', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z', 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22T10:00:00.000Z', 'kh')).toBe('ថ្ងៃទី ២២ ខែវិច្ឆិកា ឆ្នាំ ២០២៦');
    expect(formatDate('2026-01-05', 'kh')).toBe('ថ្ងៃទី ៥ ខែមករា ឆ្នាំ ២០២៦');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('soon', 'en')).toBe('');
  });
});
