import { z } from 'zod';
import { isCambodianPhone } from '../../components/cambodian-phone';
import { nameProblem, passwordMeetsRules } from '@storefront/shared';

// Client checks of the profile forms; the API checks again. Messages are keys under
// `profile.errors.*` in the account namespace.

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === value &&
    day <= new Date() &&
    day.getUTCFullYear() >= 1900
  );
}

export const profileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = nameProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isCambodianPhone(value), { message: 'phoneInvalid' }),
  birthday: z
    .string()
    .trim()
    .refine((value) => value === '' || isPastDate(value), { message: 'birthdayInvalid' }),
  gender: z.enum(['', 'female', 'male', 'other']),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** `needsCurrent` is false for an account made by a social login that has no password yet. */
export const changePasswordSchema = (needsCurrent: boolean) =>
  z
    .object({
      currentPassword: needsCurrent ? z.string().min(1, { message: 'currentRequired' }) : z.string(),
      newPassword: z.string().refine(passwordMeetsRules, { message: 'passwordWeak' }),
      confirmPassword: z.string().min(1, { message: 'confirmRequired' }),
    })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: 'confirmMismatch',
    })
    .refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: 'sameAsCurrent',
    });
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
