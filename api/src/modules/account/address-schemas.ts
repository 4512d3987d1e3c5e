import { ADDRESS_TYPES, PROVINCE_NAMES } from '@storefront/shared/address-book/provinces';
import { z } from 'zod';
import type { ErrorCode } from '../../lib/errors/codes';
import { code } from '../../lib/errors/zod-issues';

/** Most addresses any one shopper keeps; a longer list is no longer an address book. */
export const MAX_ADDRESSES_PER_USER = 20;

/** An optional line; `notText` is its code for a value that is not a string. */
const line = (notText: ErrorCode, max = 120) =>
  z.string(code(notText)).trim().max(max, code('string.too_long')).default('');
/** A required line; `missing` is its code for an empty or absent value. */
const requiredLine = (missing: ErrorCode) =>
  z.string(code(missing)).trim().min(1, code(missing)).max(120, code('string.too_long'));

/** Spec section 3 fields a shopper sends; id, userId and isDefault are the server's. */
export const addressBody = z.object({
  type: z.enum(ADDRESS_TYPES, code('address.type_invalid')).default('home'),
  province: z.enum(PROVINCE_NAMES as [string, ...string[]], code('address.province_invalid')),
  district: requiredLine('address.district_required'),
  commune: requiredLine('address.commune_required'),
  village: line('address.village_not_text'),
  street: line('address.street_not_text'),
  home: line('address.home_not_text', 40),
  building: line('address.building_not_text'),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().email(code('auth.email_invalid')).max(254)])
    .default(''),
  postCode: z
    .string()
    .trim()
    .regex(/^(\d{5,6})?$/, code('address.post_code_invalid'))
    .default(''),
  /** Make this the default delivery address (the first address always is). */
  isDefault: z.boolean(code('boolean.invalid')).optional(),
});

export type AddressInput = z.infer<typeof addressBody>;

export const addressEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
  province: z.string(),
  building: z.string(),
  home: z.string(),
  street: z.string(),
  village: z.string(),
  commune: z.string(),
  district: z.string(),
  email: z.string(),
  postCode: z.string(),
});
