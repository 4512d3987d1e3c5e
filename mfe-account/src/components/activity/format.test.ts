import { apiPhotoUrl, lineName } from './format';

describe('lineName and apiPhotoUrl', () => {
  it('picks the Khmer name only when there is one', () => {
    expect(lineName({ name: { en: 'Scarf', kh: 'ក្រមា' } }, 'kh')).toBe('ក្រមា');
    expect(lineName({ name: { en: 'Scarf', kh: '' } }, 'kh')).toBe('Scarf');
    expect(lineName({ name: { en: 'Basket', kh: 'កន្ត្រក' } }, 'en')).toBe('Basket');
  });

  it('points /api paths at the API base and leaves others alone', () => {
    expect(apiPhotoUrl('/api/review-photos/a.png')).toMatch(/\/api\/review-photos\/a\.png$/);
    expect(apiPhotoUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
