// Client-side checks of the sign-up form. The server checks again; its 400 `fields` are shown
// the same way. Each error is a key under `signUp.errors.*` in the account namespace.
import { isCambodianPhone } from '../../components/cambodian-phone';
import { nameProblem, passwordMeetsRules } from '@storefront/shared';

export const SIGN_UP_FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrorKey =
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'passwordRequired'
  | 'passwordWeak'
  | 'confirmRequired'
  | 'confirmMismatch';
export type SignUpErrors = Partial<Record<SignUpField, SignUpErrorKey>>;

export { PASSWORD_MIN_LENGTH } from '@storefront/shared';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with optional leading +, spaces, dashes or dots between groups, e.g. 012 345 678, +855 12 345 678. */
const PHONE_SHAPE = /^\+?\d[\d\s.-]*\d$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** A Cambodian number as the API accepts it (+855 or 0, then 8–9 digits). */
export function isPhone(value: string): boolean {
  return PHONE_SHAPE.test(value.trim()) && isCambodianPhone(value);
}

/** At least 8 characters, with at least one letter (any script) and one digit. */
export function isStrongEnough(password: string): boolean {
  return passwordMeetsRules(password);
}

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const name = nameProblem(values.name);
  if (name) errors.name = name;
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!isEmail(values.email)) errors.email = 'emailInvalid';
  if (values.phone.trim() && !isPhone(values.phone)) errors.phone = 'phoneInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (!isStrongEnough(values.password)) errors.password = 'passwordWeak';
  if (!values.confirmPassword) errors.confirmPassword = 'confirmRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'confirmMismatch';
  return errors;
}
