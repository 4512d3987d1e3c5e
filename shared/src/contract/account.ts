import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/form-limits';
import { ADDRESS_TYPES, PROVINCE_NAMES } from '../address-book/provinces';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordHasDigit,
  passwordHasLetter,
} from '../rules/account-rules';
import { code, type ErrorCode } from './error-codes';
import { named } from './registry';
import { STAFF_ROLES } from './staff-roles';

// The shopper's account: the rules of its fields (name, phone, password, birthday, gender), the
// user as the API answers it, the address book (`/api/address-books`) and the profile
// (`/api/profile`). The sign-up, login and password-reset requests (`./auth`) reuse the rules.
// The limits come from the pure rules the front ends check too (`../rules/account-rules`,
// `../address-book/provinces`), so both sides refuse the same values.

// ---------------------------------------------------------------------------------------------
// Field rules

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The longest e-mail address (RFC 5321 path limit). */
export { EMAIL_MAX_LENGTH } from '../rules/form-limits';

/**
 * The longest phone as typed. A Cambodian number is at most 13 characters (`+855` and 9 digits),
 * but spaces and dashes are allowed anywhere (`+855 12-345-678`), so the limit leaves room.
 */
export const PHONE_MAX_LENGTH = 32;

/** The shared rules (`../rules/account-rules`), which the account app's checklist shows too. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, code('string.too_short'))
  .max(PASSWORD_MAX_LENGTH, code('string.too_long'))
  .refine(passwordHasLetter, code('auth.password_needs_letter'))
  .refine(passwordHasDigit, code('auth.password_needs_digit'))
  .describe(
    `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one letter (any script) and one digit`,
  );

/**
 * The shared name rule (as `nameProblem` checks it): 2–80 characters once trimmed. An empty name is
 * `auth.name_required` (and nothing else); the length checks are plain checks, so the document
 * shows them as minLength and maxLength.
 */
export const nameSchema = z
  .string(code('auth.name_required'))
  .trim()
  .min(1, { ...code('auth.name_required'), abort: true })
  .min(NAME_MIN_LENGTH, code('string.too_short'))
  .max(NAME_MAX_LENGTH, code('string.too_long'))
  .describe(`The shopper's name, ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters once trimmed`);

const PHONE_PATTERN = /^(\+855|0)[1-9]\d{7,8}$/;
const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** A valid phone as typed (trimmed, separators kept): turn it into `+855…` with `normalizePhone`. */
export const cambodianPhoneText = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, { ...code('auth.phone_invalid'), abort: true })
  .refine((value) => PHONE_PATTERN.test(withoutSeparators(value)), {
    ...code('auth.phone_invalid'),
    // A failed phone ends its union branch, so the union with '' (and null) answers its general
    // code (value.invalid), as it did when the phone was a transform.
    abort: true,
  })
  .describe(
    'A Cambodian phone number: +855 or 0, then 8 or 9 digits; spaces and dashes are ignored. Stored as +855…',
  );

/** `012 345-678` → `+85512345678`. */
export function normalizePhone(value: string): string {
  const digits = withoutSeparators(value);
  return digits.startsWith('0') ? `+855${digits.slice(1)}` : digits;
}

/** Cambodian numbers: +855 or 0, then 8–9 digits (spaces and dashes allowed), answered as +855…. */
export const cambodianPhoneSchema = cambodianPhoneText.transform(normalizePhone);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OLDEST_YEAR = 1900;

/** 'YYYY-MM-DD', a real calendar day, not in the future. */
export const birthdaySchema = z
  .string()
  .trim()
  .max(10, code('profile.birthday_format'))
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, code('profile.birthday_format'))
  .refine(
    (value) => Number(value.slice(0, 4)) >= OLDEST_YEAR && new Date(`${value}T00:00:00Z`) <= new Date(),
    code('profile.birthday_unreal'),
  )
  .describe(`A real calendar day as YYYY-MM-DD, from ${OLDEST_YEAR} to today`);

// ---------------------------------------------------------------------------------------------
// Answers

/** `{ data: null }`: the answer of an action that has nothing to show (delete, logout). */
export const nullDataSchema = z.object({ data: z.null() });

/** How many sessions a password change signed out. */
export const signedOutSessionsSchema = named(
  'SignedOutSessions',
  z.object({
    signedOutSessions: z
      .number()
      .int()
      .describe('How many sessions (signed-in browsers) the change signed out'),
  }),
);
export type SignedOutSessions = z.output<typeof signedOutSessionsSchema>;

/** Most addresses any one shopper keeps; a longer list is no longer an address book. */
export const MAX_ADDRESSES_PER_USER = 20;

export const addressBookEntrySchema = named(
  'AddressBookEntry',
  z.object({
    id: z.number().int(),
    userId: z.number().int().describe('The shopper the address belongs to'),
    type: z.enum(ADDRESS_TYPES),
    isDefault: z.boolean().describe('The default delivery address: exactly one of a non-empty address book'),
    province: z.string().describe('The province (English name), one of the 25 of Cambodia'),
    building: z.string().describe("The building's name; '' when not given"),
    home: z.string().describe("The house or flat number; '' when not given"),
    street: z.string().describe("'' when not given"),
    village: z.string().describe("'' when not given"),
    commune: z.string(),
    district: z.string(),
    email: z.string().describe("An e-mail address for the delivery; '' when not given"),
    postCode: z.string().describe("5 or 6 digits; '' when not given"),
  }),
);
export type AddressBookEntry = z.output<typeof addressBookEntrySchema>;

/** The signed-in shopper as every account answer carries it. */
export const userSchema = named(
  'User',
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().describe('+855 followed by 8 or 9 digits; null when not given'),
    addressBooks: z
      .array(addressBookEntrySchema)
      .describe(`The address book, default first (at most ${MAX_ADDRESSES_PER_USER})`),
    birthday: z.string().nullable().describe("'YYYY-MM-DD'; null when not given"),
    gender: z.enum(GENDERS).nullable().describe('null when not given'),
    hasPassword: z
      .boolean()
      .describe('False for an account made through a social login that has no password yet'),
    role: z
      .enum(STAFF_ROLES)
      .nullable()
      .describe('The staff role (the shell then links to the back office); null for a shopper'),
  }),
);
export type User = z.output<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

/** An optional line; `notText` is its code for a value that is not a string. */
const line = (notText: ErrorCode, max = 120) =>
  z.string(code(notText)).trim().max(max, code('string.too_long')).default('');
/** A required line; `missing` is its code for an empty or absent value. */
const requiredLine = (missing: ErrorCode) =>
  z.string(code(missing)).trim().min(1, code(missing)).max(120, code('string.too_long'));

/** Spec section 3 fields a shopper sends; id, userId and isDefault are the server's. */
export const addressBookRequestSchema = named(
  'AddressBookRequest',
  z.object({
    type: z.enum(ADDRESS_TYPES, code('address.type_invalid')).default('home'),
    province: z
      .enum(PROVINCE_NAMES as [string, ...string[]], code('address.province_invalid'))
      .describe("The province's English name"),
    district: requiredLine('address.district_required'),
    commune: requiredLine('address.commune_required'),
    village: line('address.village_not_text'),
    street: line('address.street_not_text'),
    home: line('address.home_not_text', 40).describe('The house or flat number'),
    building: line('address.building_not_text').describe("The building's name"),
    email: z
      .union([
        z.literal(''),
        z.string().trim().toLowerCase().email(code('auth.email_invalid')).max(EMAIL_MAX_LENGTH),
      ])
      .default('')
      .describe("An e-mail address for the delivery, or ''"),
    postCode: z
      .string()
      .trim()
      .max(6, { ...code('address.post_code_invalid'), abort: true })
      .regex(/^(\d{5,6})?$/, code('address.post_code_invalid'))
      .default('')
      .describe("5 or 6 digits, or ''"),
    isDefault: z
      .boolean(code('boolean.invalid'))
      .optional()
      .describe('Make this the default delivery address (the first address always is)'),
  }),
);
export type AddressBookRequest = z.input<typeof addressBookRequestSchema>;
/** An address as the API reads it once validated (defaults filled in). */
export type AddressInput = z.output<typeof addressBookRequestSchema>;

// The transforms sit outside the unions: a union whose branches transform shows empty in the
// OpenAPI document (fastify-type-provider-zod drops branches it cannot see yet).
export const profileUpdateSchema = named(
  'ProfileUpdate',
  z.object({
    name: nameSchema,
    phone: z
      .union([cambodianPhoneText, z.literal(''), z.null()])
      .transform((value) => (value ? normalizePhone(value) : null))
      .default(null)
      .describe("A Cambodian phone number; '' or null clears it"),
    birthday: z
      .union([birthdaySchema, z.literal(''), z.null()])
      .transform((value) => value || null)
      .default(null)
      .describe("YYYY-MM-DD; '' or null clears it"),
    gender: z
      .union([z.enum(GENDERS, code('profile.gender_invalid')), z.literal(''), z.null()])
      .transform((value) => value || null)
      .default(null)
      .describe("'' or null clears it"),
  }),
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
/** A profile change as the API reads it once validated ('' turned into null). */
export type ProfileInput = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = named(
  'PasswordChange',
  z.object({
    currentPassword: z
      .string(code('profile.current_password_required'))
      .max(PASSWORD_MAX_LENGTH)
      .default('')
      .describe(
        'Required once the account has a password; an account made by a social login sets its first one without',
      ),
    newPassword: passwordSchema,
  }),
);
export type PasswordChange = z.input<typeof passwordChangeSchema>;
