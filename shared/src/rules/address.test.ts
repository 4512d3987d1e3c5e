import type { AddressBookEntry } from '../contract';
import { addressesEqual, formatAddress, type AddressLines } from './address';

const entry: AddressBookEntry = {
  id: 1,
  userId: 10,
  type: 'home',
  isDefault: true,
  province: 'Phnom Penh',
  building: 'Building A',
  home: '12B',
  street: 'Street 271',
  village: 'Village 3',
  commune: 'Tuol Tumpung',
  district: 'Chamkar Mon',
  email: 'dara@example.com',
  postCode: '12310',
};

describe('addressesEqual', () => {
  it('is true for the same entry', () => {
    expect(addressesEqual(entry, { ...entry })).toBe(true);
  });

  it('ignores id, isDefault, type, userId, email and postCode', () => {
    const other: AddressBookEntry = {
      ...entry,
      id: 2,
      userId: 99,
      type: 'office',
      isDefault: false,
      email: 'other@example.com',
      postCode: '99999',
    };
    expect(addressesEqual(entry, other)).toBe(true);
  });

  it.each(['province', 'building', 'home', 'street', 'village', 'commune', 'district'] as const)(
    'is false when %s differs',
    (field) => {
      expect(addressesEqual(entry, { ...entry, [field]: `${entry[field]} x` })).toBe(false);
    },
  );

  it('compares trimmed values', () => {
    expect(addressesEqual(entry, { ...entry, street: '  Street 271 ', province: 'Phnom Penh\n' })).toBe(true);
  });

  it('is case-sensitive', () => {
    expect(addressesEqual(entry, { ...entry, province: 'phnom penh' })).toBe(false);
  });

  it('accepts form values without ids', () => {
    const form: AddressLines = {
      province: 'Phnom Penh',
      building: 'Building A',
      home: '12B',
      street: 'Street 271',
      village: 'Village 3',
      commune: 'Tuol Tumpung',
      district: 'Chamkar Mon',
    };
    expect(addressesEqual(form, entry)).toBe(true);
    expect(addressesEqual({ ...form, home: '' }, entry)).toBe(false);
  });

  it('treats blank and empty fields as equal', () => {
    expect(addressesEqual({ ...entry, building: '' }, { ...entry, building: '   ' })).toBe(true);
  });
});

describe('formatAddress', () => {
  it('joins building, home, street, village, commune, district, province in that order', () => {
    expect(formatAddress(entry)).toBe(
      'Building A, 12B, Street 271, Village 3, Tuol Tumpung, Chamkar Mon, Phnom Penh',
    );
  });

  it('does not include email or postCode', () => {
    const text = formatAddress(entry);
    expect(text).not.toContain('dara@example.com');
    expect(text).not.toContain('12310');
  });

  it('skips empty, blank and missing parts and trims the others', () => {
    expect(
      formatAddress({
        building: '',
        home: '  ',
        street: ' Street 2 ',
        commune: 'Daun Penh',
        province: 'Phnom Penh',
      }),
    ).toBe('Street 2, Daun Penh, Phnom Penh');
  });

  it('gives an empty string when every part is empty', () => {
    expect(formatAddress({})).toBe('');
    expect(
      formatAddress({
        ...entry,
        building: '',
        home: '',
        street: '',
        village: '',
        commune: '',
        district: '',
        province: ' ',
      }),
    ).toBe('');
  });

  it('keeps Khmer text intact', () => {
    expect(formatAddress({ street: 'ផ្លូវ ២៧១', province: 'ភ្នំពេញ' })).toBe('ផ្លូវ ២៧១, ភ្នំពេញ');
  });
});
