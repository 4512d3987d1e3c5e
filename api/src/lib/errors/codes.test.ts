import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@storefront/shared/locales/en/errors.json';
import kh from '@storefront/shared/locales/kh/errors.json';
import { ERROR_CODES, ERROR_PARAMS, type ErrorCode } from './codes';

/** Every translation key of a locale file (`stock.insufficient`), values (`values.…`) aside. */
function codesOf(messages: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = `${prefix}${key}`;
    if (name === 'values') continue;
    if (typeof value === 'string') found.set(name, value);
    else for (const [inner, text] of codesOf(value as object, `${name}.`)) found.set(inner, text);
  }
  return found;
}

/** `{{count}}` and the `{{from}}` inside `$t(errors:values.order_status.{{from}})`. */
const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((match) => match[1]!));

/** The API's source files, tests and the registry itself aside. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$|test-helper|codes\.ts$/.test(name) ? [full] : [];
  });
}

describe('the error codes, the front ends’ translations and the code that answers them', () => {
  const locales = { en: codesOf(en), kh: codesOf(kh) };

  it.each(['en', 'kh'] as const)(
    'every code the API can answer has a %s translation, and no other',
    (language) => {
      const translated = [...locales[language].keys()].sort();
      expect(translated).toEqual([...ERROR_CODES].sort());
    },
  );

  it.each(['en', 'kh'] as const)('%s messages use only the params their code is given', (language) => {
    const wrong = ERROR_CODES.filter((code) => {
      const allowed = new Set<string>(ERROR_PARAMS[code]);
      return [...placeholders(locales[language].get(code) ?? '')].some((name) => !allowed.has(name));
    });
    expect(wrong).toEqual([]);
  });

  it('English messages use every param their code is given', () => {
    const unused = ERROR_CODES.filter((code) =>
      (ERROR_PARAMS[code] as readonly string[]).some(
        (name) => !placeholders(locales.en.get(code) ?? '').has(name),
      ),
    );
    expect(unused).toEqual([]);
  });

  it('every code is answered somewhere in the API (a code nothing answers is gone from the set)', () => {
    // The API's own code, and the request and answer schemas it shares with the front ends.
    const contract = path.dirname(require.resolve('@storefront/shared/contract/common'));
    const source = [...sourceFiles(path.resolve(__dirname, '../..')), ...sourceFiles(contract)]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unanswered = ERROR_CODES.filter((code: ErrorCode) => !source.includes(`'${code}'`));
    expect(unanswered).toEqual([]);
  });
});
