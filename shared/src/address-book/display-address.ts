import { formatAddress, type AddressLines } from '../rules/address';
import { provinceLabel } from './provinces';

/**
 * Spec section 9: the address joined by commas, with the province in the interface language
 * (an address book entry, or the address snapshot of an order). What every app shows a shopper;
 * `formatAddress` alone keeps the stored (English) province.
 */
export function displayAddress(address: Partial<AddressLines>, language: string): string {
  return formatAddress({
    ...address,
    province: address.province ? provinceLabel(address.province, language) : address.province,
  });
}
