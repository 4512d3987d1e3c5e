// Spec section 1 (header): "delivery location (province of the user's default address book
// entry, else the country name)".
import type { User } from '../contract';

/** Country shown when the user has no default address with a province. */
export const DEFAULT_COUNTRY = 'Cambodia';

/**
 * The header's delivery location: the (trimmed) province of the user's default address book
 * entry (the first entry with isDefault true) when present and not blank, else `country`.
 * A null user (signed out) gives `country`.
 */
export function deliveryLocation(
  user: Pick<User, 'addressBooks'> | null | undefined,
  country: string = DEFAULT_COUNTRY,
): string {
  const entry = user?.addressBooks?.find((address) => address.isDefault);
  const province = entry?.province?.trim() ?? '';
  return province === '' ? country : province;
}
