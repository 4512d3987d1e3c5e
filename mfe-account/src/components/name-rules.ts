// The name rule the API enforces (api/src/modules/auth/schemas.ts `nameSchema`): 2 to 80
// characters once trimmed, counted the same way (UTF-16 units, as `string.length`).

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;

export type NameProblem = 'nameRequired' | 'nameTooShort' | 'nameTooLong';

/** What is wrong with a name, or undefined when the API will accept it. */
export function nameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length < NAME_MIN_LENGTH) return 'nameTooShort';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}
