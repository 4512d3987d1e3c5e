import type { AddressBookEntry, User } from '../contract';
import { DEFAULT_COUNTRY, deliveryLocation } from './delivery-location';

const address = (id: number, isDefault: boolean, province: string): AddressBookEntry => ({
  id,
  userId: 1,
  type: 'home',
  isDefault,
  province,
  building: '',
  home: '',
  street: '',
  village: '',
  commune: '',
  district: '',
  email: '',
  postCode: '',
});

const user = (addressBooks: AddressBookEntry[]): User => ({
  id: 1,
  name: 'Dara',
  email: 'dara@example.com',
  phone: null,
  addressBooks,
  birthday: null,
  gender: null,
  hasPassword: true,
  role: null,
});

describe('deliveryLocation', () => {
  it('defaults the country to Cambodia', () => {
    expect(DEFAULT_COUNTRY).toBe('Cambodia');
  });

  it("shows the province of the user's default address", () => {
    expect(deliveryLocation(user([address(1, false, 'Kampot'), address(2, true, 'Siem Reap')]))).toBe(
      'Siem Reap',
    );
  });

  it('shows the country for a signed-out user', () => {
    expect(deliveryLocation(null)).toBe('Cambodia');
  });

  it('shows the country when the user has no addresses', () => {
    expect(deliveryLocation(user([]))).toBe('Cambodia');
  });

  it('shows the country when no address is the default (never a non-default province)', () => {
    expect(deliveryLocation(user([address(1, false, 'Kampot')]))).toBe('Cambodia');
  });

  it('shows the country when the default address has an empty or blank province', () => {
    expect(deliveryLocation(user([address(1, true, '')]))).toBe('Cambodia');
    expect(deliveryLocation(user([address(1, true, '   ')]))).toBe('Cambodia');
  });

  it('trims the province', () => {
    expect(deliveryLocation(user([address(1, true, ' Battambang ')]))).toBe('Battambang');
  });

  it('uses the first default address when several are marked default', () => {
    expect(deliveryLocation(user([address(1, true, 'Kep'), address(2, true, 'Kampot')]))).toBe('Kep');
  });

  it('accepts another country name', () => {
    expect(deliveryLocation(null, 'កម្ពុជា')).toBe('កម្ពុជា');
    expect(deliveryLocation({ addressBooks: [address(1, true, 'ភ្នំពេញ')] }, 'កម្ពុជា')).toBe('ភ្នំពេញ');
  });
});
