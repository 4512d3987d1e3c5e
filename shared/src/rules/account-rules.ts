// What a password and a name must be, for the API (which refuses anything else) and the account
// app (whose checklist shows each rule while the shopper types): one definition, so the two never
// disagree. A letter is one of any script (Khmer too); a digit is 0–9. Lengths are counted as
// `string.length` (UTF-16 units) on both sides.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordHasLetter = (password: string) => /\p{L}/u.test(password);
export const passwordHasDigit = (password: string) => /\d/.test(password);

/** Each rule's label is `passwordRules.<key>` in the account app's namespace. */
export const PASSWORD_RULES = [
  { key: 'length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { key: 'letter', test: passwordHasLetter },
  { key: 'digit', test: passwordHasDigit },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password)) && password.length <= PASSWORD_MAX_LENGTH;
}

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;

export type NameProblem = 'nameRequired' | 'nameTooShort' | 'nameTooLong';

/** What is wrong with a name (2 to 80 characters once trimmed), or undefined when it is fine. */
export function nameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length < NAME_MIN_LENGTH) return 'nameTooShort';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}
