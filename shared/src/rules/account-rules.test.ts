import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  nameProblem,
  passwordMeetsRules,
  PASSWORD_RULES,
} from './account-rules';

describe('password rules', () => {
  it.each([
    ['Demo1234', true],
    ['demo123', false], // 7 characters
    ['12345678', false], // no letter
    ['abcdefgh', false], // no digit
    ['សួស្តី12345', true], // Khmer letters count as letters
    ['abcdefg១២', false], // Khmer digits are not 0–9
    [`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`, true],
    [`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`, false],
  ])('%p meets the rules: %p', (password, ok) => {
    expect(passwordMeetsRules(password)).toBe(ok);
  });

  it('reports each rule on its own for the checklist', () => {
    expect(PASSWORD_RULES.filter((rule) => !rule.test('abc')).map((rule) => rule.key)).toEqual([
      'length',
      'digit',
    ]);
  });
});

describe('name rule', () => {
  it.each([
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    [' S ', 'nameTooShort'],
    ['So', undefined],
    ['សុខា', undefined],
    ['x'.repeat(NAME_MAX_LENGTH), undefined],
    ['x'.repeat(NAME_MAX_LENGTH + 1), 'nameTooLong'],
  ])('%p → %p', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});
