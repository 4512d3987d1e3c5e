// One Khmer vocabulary for the whole shop: every locale file of every app follows the glossary
// (shared/locales/glossary.json), so Wallet, Wishlist, Cart… read the same in the side menu, the page
// titles, the header and the messages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Term {
  en: string;
  kh: string;
  avoid: string[];
}

const root = path.resolve(__dirname, '../../..');
const glossary = JSON.parse(readFileSync(path.join(root, 'shared/locales/glossary.json'), 'utf8')) as {
  terms: Record<string, Term>;
};

/** Every app's locale folders (shared/locales and each app's locales/), as paths from the root. */
function localeFolders(): string[] {
  const apps = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);
  return apps.flatMap((app) => {
    const folder = path.join(app, 'locales');
    try {
      return readdirSync(path.join(root, folder, 'en')).length > 0 ? [folder] : [];
    } catch {
      return [];
    }
  });
}

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** [file, key, English, Khmer] for every text of every locale file with both languages. */
function texts(): [string, string, string, string][] {
  return localeFolders().flatMap((folder) =>
    readdirSync(path.join(root, folder, 'en'))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => {
        const khFile = path.join(folder, 'kh', name);
        const english = new Map(flatten(readJson(path.join(folder, 'en', name))));
        return flatten(readJson(khFile)).flatMap(([key, khmer]) => {
          const en = english.get(key);
          return en === undefined ? [] : [[khFile, key, en, khmer] as [string, string, string, string]];
        });
      }),
  );
}

/** The English text without the Latin words its Khmer keeps as they are (codes such as `wallet`
 * in "Use cod, wallet, khqr…" are not the shop's words). */
function wordsToTranslate(en: string, khmer: string): string {
  const kept = new Set(khmer.match(/[A-Za-z][A-Za-z-]*/g) ?? []);
  return en.replace(/[A-Za-z][A-Za-z-]*/g, (word) => (kept.has(word) ? '' : word));
}

/** Where a text breaks the glossary: `file key term` and what is wrong. */
function findings(all: [string, string, string, string][]): string[] {
  return all.flatMap(([file, key, en, khmer]) =>
    Object.entries(glossary.terms).flatMap(([name, term]) => {
      if (!new RegExp(term.en, 'i').test(wordsToTranslate(en, khmer))) return [];
      const wrong = term.avoid.filter((variant) => new RegExp(variant).test(khmer));
      if (khmer.includes(term.kh) && wrong.length === 0) return [];
      const id = `${file.split(path.sep).join('/')} ${key} ${name}`;
      return [`${id}: "${khmer}" should say ${term.kh}${wrong.length ? `, not ${wrong.join(' / ')}` : ''}`];
    }),
  );
}

describe('the Khmer glossary', () => {
  const all = texts();

  it('reads the locale files of the shared package and of every app', () => {
    const files = new Set(all.map(([file]) => file.split(path.sep)[0]));
    expect([...files].sort()).toEqual(
      expect.arrayContaining([
        'mfe-account',
        'mfe-backoffice',
        'mfe-catalog',
        'mfe-checkout',
        'mfe-help',
        'shared',
      ]),
    );
    expect(all.length).toBeGreaterThan(1000);
  });

  it('is followed: where English uses a term, Khmer uses its word and no wrong variant', () => {
    const found = findings(all);
    expect(found).toEqual([]);
  });

  it('catches a Khmer text that uses another word (the check can fail)', () => {
    expect(
      findings([
        ['x/kh/a.json', 'menu.wallet', 'Wallet', 'កាបូបលុយ'],
        ['x/kh/a.json', 'menu.wishlist', 'My Wishlist', 'បញ្ជីចំណូលចិត្ត'],
        ['x/kh/a.json', 'codes', 'Use cod, wallet or khqr', 'សូមប្រើ cod, wallet ឬ khqr'],
      ]),
    ).toEqual([
      'x/kh/a.json menu.wallet wallet: "កាបូបលុយ" should say កាបូបប្រាក់, not កាបូបលុយ / កាបូប(?!ប្រាក់)',
      'x/kh/a.json menu.wishlist wishlist: "បញ្ជីចំណូលចិត្ត" should say បញ្ជីប្រាថ្នា, not បញ្ជីចំណូលចិត្ត',
    ]);
  });
});
