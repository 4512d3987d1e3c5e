import { profileFormSchema } from './profile-form-schema';

describe('profileFormSchema', () => {
  // The sign-up form and the API use the same name rule (nameProblem in @storefront/shared's rules).
  it('checks the name as the sign-up form and the API do: 2 to 80 characters of any script', () => {
    const messages = (name: string) => {
      const result = profileFormSchema.safeParse({ name, phone: '', birthday: '', gender: '' });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('សុខា')).toEqual([]);
    expect(messages('Bo')).toEqual([]);
    expect(messages(' ស ')).toEqual(['nameTooShort']);
    expect(messages('  ')).toEqual(['nameRequired']);
    expect(messages('ក'.repeat(80))).toEqual([]);
    expect(messages('ក'.repeat(81))).toEqual(['nameTooLong']);
  });
});
