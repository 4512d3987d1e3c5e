// Spec section 5: "Two addresses are equal if all fields other than id, isDefault, type, userId,
// email, postCode match." Spec section 9: "Address display joined by commas in order building,
// home, street, village, commune, district, province."
import type { AddressBookEntry } from '../contract';

/** The address lines in display order; these are also the fields compared by `addressesEqual`. */
export const ADDRESS_LINE_FIELDS = [
  'building',
  'home',
  'street',
  'village',
  'commune',
  'district',
  'province',
] as const;

export type AddressLineField = (typeof ADDRESS_LINE_FIELDS)[number];

/**
 * The address lines only, so callers can pass form values without id, userId, type, etc.
 * A full `AddressBookEntry` is accepted too.
 */
export type AddressLines = Pick<AddressBookEntry, AddressLineField>;

/** Trims a field; a missing value (null or undefined from loose API or form data) counts as ''. */
function normalise(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * Whether two addresses are the same place: every field other than id, isDefault, type, userId,
 * email and postCode matches. Values are compared after trimming surrounding whitespace and are
 * case-sensitive ('Phnom Penh' ≠ 'phnom penh'); a missing value equals ''.
 */
export function addressesEqual(a: AddressLines, b: AddressLines): boolean {
  return ADDRESS_LINE_FIELDS.every((field) => normalise(a[field]) === normalise(b[field]));
}

/**
 * One-line display of an address: building, home, street, village, commune, district and province
 * (in that order), each trimmed, joined by ', ', skipping empty, blank or missing parts.
 * Gives '' when every part is empty.
 */
export function formatAddress(address: Partial<AddressLines>): string {
  return ADDRESS_LINE_FIELDS.map((field) => normalise(address[field]))
    .filter((part) => part !== '')
    .join(', ');
}
