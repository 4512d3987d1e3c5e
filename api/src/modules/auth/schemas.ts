import { z } from 'zod';

export const GENDERS = ['female', 'male', 'other'] as const;

/**
 * The rules the account app's checklist shows (mfe-account/src/components/password-rules.ts):
 * 8–128 characters, a letter of any script (Khmer too) and a digit 0–9.
 */
export const passwordSchema = z
  .string()
  .min(8, { message: 'Use at least 8 characters' })
  .max(128, { message: 'Use at most 128 characters' })
  .regex(/\p{L}/u, { message: 'Include at least one letter' })
  .regex(/\d/, { message: 'Include at least one digit' });

/** 2–80 characters once trimmed, as the account app checks (mfe-account/src/components/name-rules.ts). */
export const nameSchema = z
  .string({ message: 'Enter your name' })
  .trim()
  .min(1, { message: 'Enter your name' })
  .min(2, { message: 'Use at least 2 characters' })
  .max(80, { message: 'Use at most 80 characters' });

/** Cambodian numbers: +855 or 0, then 8–9 digits (spaces and dashes allowed). */
export const cambodianPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^(\+855|0)[1-9]\d{7,8}$/.test(value), { message: 'Enter a Cambodian phone number, e.g. +855 12 345 678' })
  .transform((value) => (value.startsWith('0') ? `+855${value.slice(1)}` : value));

export const signUpBody = z.object({
  name: nameSchema,
  email: z.string().trim().toLowerCase().email({ message: 'Enter a valid email address' }).max(254),
  phone: z.union([cambodianPhoneSchema, z.literal('').transform(() => undefined)]).optional(),
  password: passwordSchema,
});

export const loginBody = z.object({
  login: z.string().trim().min(1, { message: 'Enter your email or phone number' }).max(254),
  password: z.string().min(1, { message: 'Enter your password' }).max(128),
});

export const addressSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(['home', 'office', 'other']),
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

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  addressBooks: z.array(addressSchema),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  hasPassword: z.boolean(),
});
