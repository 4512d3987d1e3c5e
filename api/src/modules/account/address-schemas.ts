import { ADDRESS_TYPES, PROVINCE_NAMES } from '@storefront/shared/address-book/provinces';
import { z } from 'zod';

/** Most addresses any one shopper keeps; a longer list is no longer an address book. */
export const MAX_ADDRESSES_PER_USER = 20;

const line = (label: string, max = 120) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `Use at most ${max} characters` })
    .default('');
const requiredLine = (label: string, missing: string) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, { message: missing })
    .max(120, { message: 'Use at most 120 characters' });

/** Spec section 3 fields a shopper sends; id, userId and isDefault are the server's. */
export const addressBody = z.object({
  type: z.enum(ADDRESS_TYPES, { message: 'Choose home, office or other' }).default('home'),
  province: z.enum(PROVINCE_NAMES as [string, ...string[]], { message: 'Choose one of the 25 provinces of Cambodia' }),
  district: requiredLine('District', 'Enter the district (khan/srok)'),
  commune: requiredLine('Commune', 'Enter the commune (sangkat/khum)'),
  village: line('Village'),
  street: line('Street'),
  home: line('House number', 40),
  building: line('Building'),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().email({ message: 'Enter a valid email address' }).max(254)])
    .default(''),
  postCode: z
    .string()
    .trim()
    .regex(/^(\d{5,6})?$/, { message: 'Use the 5 or 6 digits of the postal code, e.g. 12202' })
    .default(''),
  /** Make this the default delivery address (the first address always is). */
  isDefault: z.boolean({ message: 'isDefault must be true or false' }).optional(),
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
