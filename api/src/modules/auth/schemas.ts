import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordHasDigit,
  passwordHasLetter,
  nameProblem,
  type NameProblem,
} from '@storefront/shared/rules';
import type { ErrorCode } from '../../lib/errors/codes';
import { code } from '../../lib/errors/zod-issues';

export const GENDERS = ['female', 'male', 'other'] as const;

/** The shared rules (`@storefront/shared/rules`), which the account app's checklist shows too. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, code('string.too_short'))
  .max(PASSWORD_MAX_LENGTH, code('string.too_long'))
  .refine(passwordHasLetter, code('auth.password_needs_letter'))
  .refine(passwordHasDigit, code('auth.password_needs_digit'));

/**
 * A problem of the shared name rule as a zod issue. The length issues carry their limit, which
 * their message shows (`string.too_short` / `string.too_long` take it as `count`).
 */
function nameIssue(problem: NameProblem, input: string) {
  if (problem === 'nameTooShort') {
    return {
      code: 'too_small',
      origin: 'string',
      minimum: NAME_MIN_LENGTH,
      inclusive: true,
      input,
      message: 'string.too_short' satisfies ErrorCode,
    } as const;
  }
  if (problem === 'nameTooLong') {
    return {
      code: 'too_big',
      origin: 'string',
      maximum: NAME_MAX_LENGTH,
      inclusive: true,
      input,
      message: 'string.too_long' satisfies ErrorCode,
    } as const;
  }
  return { code: 'custom', input, message: 'auth.name_required' satisfies ErrorCode } as const;
}

/** The shared name rule: 2–80 characters once trimmed. */
export const nameSchema = z
  .string(code('auth.name_required'))
  .trim()
  .superRefine((name, context) => {
    const problem = nameProblem(name);
    if (problem) context.addIssue(nameIssue(problem, name));
  });

/** Cambodian numbers: +855 or 0, then 8–9 digits (spaces and dashes allowed). */
export const cambodianPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^(\+855|0)[1-9]\d{7,8}$/.test(value), code('auth.phone_invalid'))
  .transform((value) => (value.startsWith('0') ? `+855${value.slice(1)}` : value));

export const signUpBody = z.object({
  name: nameSchema,
  email: z.string().trim().toLowerCase().email(code('auth.email_invalid')).max(254),
  phone: z.union([cambodianPhoneSchema, z.literal('').transform(() => undefined)]).optional(),
  password: passwordSchema,
});

export const loginBody = z.object({
  login: z.string().trim().min(1, code('auth.login_required')).max(254),
  password: z.string().min(1, code('auth.password_required')).max(128),
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
