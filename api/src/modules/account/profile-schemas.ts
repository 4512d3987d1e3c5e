import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { GENDERS, cambodianPhoneSchema, nameSchema, passwordSchema } from '../auth/schemas';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OLDEST_YEAR = 1900;

/** 'YYYY-MM-DD', a real calendar day, not in the future. */
export const birthdaySchema = z
  .string()
  .trim()
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, code('profile.birthday_format'))
  .refine(
    (value) => Number(value.slice(0, 4)) >= OLDEST_YEAR && new Date(`${value}T00:00:00Z`) <= new Date(),
    code('profile.birthday_unreal'),
  );

const emptyToNull = z.literal('').transform(() => null);

export const profileBody = z.object({
  name: nameSchema,
  phone: z.union([cambodianPhoneSchema, emptyToNull, z.null()]).default(null),
  birthday: z.union([birthdaySchema, emptyToNull, z.null()]).default(null),
  gender: z.union([z.enum(GENDERS, code('profile.gender_invalid')), emptyToNull, z.null()]).default(null),
});
export type ProfileInput = z.infer<typeof profileBody>;

export const changePasswordBody = z.object({
  /** Required once the account has a password; an account made by a social login sets its first one without. */
  currentPassword: z.string(code('profile.current_password_required')).max(128).default(''),
  newPassword: passwordSchema,
});
