import type { AddressBookEntry, User } from '@storefront/shared';

export const homeAddress: AddressBookEntry = {
  id: 11,
  userId: 1,
  type: 'home',
  isDefault: true,
  province: 'Phnom Penh',
  building: 'Building 5',
  home: '12B',
  street: 'Street 271',
  village: 'Village 3',
  commune: 'Tuol Tumpung Ti Pir',
  district: 'Chamkar Mon',
  email: 'dara@example.com',
  postCode: '12311',
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Dara Sok',
    email: 'dara@example.com',
    phone: null,
    addressBooks: [],
    birthday: null,
    gender: null,
    hasPassword: true,
    role: null,
    ...overrides,
  };
}
