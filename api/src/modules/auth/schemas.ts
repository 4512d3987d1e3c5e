import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordHasDigit, passwordHasLetter, nameProblem, type NameProblem } from '@storefront/shared/rules';

export const GENDERS = ['female', 'male', 'other'] as const;

/** The shared rules (`@storefront/shared/rules`), which the account app's checklist shows too. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine(passwordHasLetter, { message: 'Include at least one letter' })
  .refine(passwordHasDigit, { message: 'Include at least one digit' });

const NAME_MESSAGES: Record<NameProblem, string> = {
  nameRequired: 'Enter your name',
  nameTooShort: `Use at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters`,
};

/** The shared name rule: 2–80 characters once trimmed. */
export const nameSchema = z
  .string({ message: NAME_MESSAGES.nameRequired })
  .trim()
  .superRefine((name, context) => {
    const problem = nameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: NAME_MESSAGES[problem] });
  });

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
