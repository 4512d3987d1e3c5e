import { addressEntry } from '../testing/fixtures';
import { displayAddress } from './display-address';

describe('displayAddress', () => {
  const address = addressEntry({
    province: 'Siem Reap',
    district: 'Krong Siem Reap',
    commune: 'Sala Kamreuk',
    village: '',
    street: 'St 60',
    home: '12',
  });

  it('joins the parts with commas, the province in English for English', () => {
    expect(displayAddress(address, 'en')).toBe('12, St 60, Sala Kamreuk, Krong Siem Reap, Siem Reap');
  });

  it('names the province in Khmer for Khmer, and leaves the other parts as typed', () => {
    expect(displayAddress(address, 'kh')).toBe('12, St 60, Sala Kamreuk, Krong Siem Reap, សៀមរាប');
  });

  it('keeps a province it does not know as stored', () => {
    expect(displayAddress({ ...address, province: 'Atlantis' }, 'kh')).toMatch(/, Atlantis$/);
  });
});
