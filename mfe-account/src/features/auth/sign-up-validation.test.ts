import { isPhone, isStrongEnough, validateSignUp, type SignUpValues } from './sign-up-validation';

const valid: SignUpValues = {
  name: 'Dara Sok',
  email: 'dara@example.com',
  phone: '',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('validateSignUp', () => {
  it('accepts a complete form, with or without a phone', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, phone: '+855 12 345 678' })).toEqual({});
  });

  it('requires name, email, password and its confirmation', () => {
    expect(validateSignUp({ name: ' ', email: '', phone: '', password: '', confirmPassword: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmRequired',
    });
  });

  it.each(['dara', 'dara@', 'dara@example', 'da ra@example.com', '@example.com'])(
    'rejects the email %p',
    (email) => {
      expect(validateSignUp({ ...valid, email }).email).toBe('emailInvalid');
    },
  );

  it('checks the password rule and the confirmation', () => {
    expect(validateSignUp({ ...valid, password: 'abc1234', confirmPassword: 'abc1234' }).password).toBe(
      'passwordWeak',
    );
    expect(validateSignUp({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).password).toBe(
      'passwordWeak',
    );
    expect(validateSignUp({ ...valid, password: '12345678', confirmPassword: '12345678' }).password).toBe(
      'passwordWeak',
    );
    expect(validateSignUp({ ...valid, confirmPassword: 'secret124' }).confirmPassword).toBe(
      'confirmMismatch',
    );
  });

  it('knows letters of any script and phone number shapes', () => {
    expect(isStrongEnough('ពាក្យសម្ងាត់១2')).toBe(true);
    expect(isPhone('012 345 678')).toBe(true);
    expect(isPhone('+855-12-345-678')).toBe(true);
    expect(isPhone('+1 202 555 0100')).toBe(false);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('call me')).toBe(false);
    expect(validateSignUp({ ...valid, phone: 'abc' }).phone).toBe('phoneInvalid');
  });

  // The same cases as the API's sign-up test (api/src/modules/auth/auth.test.ts): the form and the
  // server agree on letters of any script, digits 0–9 and names of 2–80 characters.
  it.each([
    ['a Khmer-letter password with a digit', { name: 'សុខា', password: 'ពាក្យសម្ងាត់1' }, {}],
    [
      'a password with Khmer digits only',
      { name: 'Sokha', password: 'ពាក្យសម្ងាត់១២' },
      { password: 'passwordWeak' },
    ],
    ['a password without any letter', { name: 'Sokha', password: '12345678!' }, { password: 'passwordWeak' }],
    ['a one-character name', { name: ' ស ', password: 'Secret123' }, { name: 'nameTooShort' }],
    ['a blank name', { name: '   ', password: 'Secret123' }, { name: 'nameRequired' }],
    ['an 81-character name', { name: 'ក'.repeat(81), password: 'Secret123' }, { name: 'nameTooLong' }],
  ])('checks %s as the API does', (_case, input, errors) => {
    expect(validateSignUp({ ...valid, ...input, confirmPassword: input.password })).toEqual(errors);
  });
});
