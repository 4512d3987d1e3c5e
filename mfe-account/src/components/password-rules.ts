// The password rules the API enforces (api/src/modules/auth/schemas.ts), shown while typing.
// Each rule's label is `passwordRules.<key>` in the account namespace. A letter is one of any
// script (Khmer too), a digit is 0–9: the API uses the same patterns, so the checklist and the
// server never disagree.

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  { key: 'length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { key: 'letter', test: (password: string) => /\p{L}/u.test(password) },
  { key: 'digit', test: (password: string) => /\d/.test(password) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password)) && password.length <= 128;
}
