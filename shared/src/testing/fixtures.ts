import type { AddressBookEntry, User } from '../contract';

/** An address book entry with every text field empty, for tests to fill in what they check. */
export function addressEntry(overrides: Partial<AddressBookEntry> = {}): AddressBookEntry {
  return {
    id: 1,
    userId: 1,
    type: 'home',
    isDefault: false,
    province: '',
    building: '',
    home: '',
    street: '',
    village: '',
    commune: '',
    district: '',
    email: '',
    postCode: '',
    ...overrides,
  };
}

/** A signed-in shopper as the API answers one (no address, no birthday or gender, a password). */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Sokha Chan',
    email: 'demo@psar.test',
    phone: null,
    addressBooks: [],
    birthday: null,
    gender: null,
    hasPassword: true,
    role: null,
    ...overrides,
  };
}

type TranslationTree = { [key: string]: string | TranslationTree };

/** A translation file's texts by dotted key (`header.cart_one` → "…"), for the locale tests. */
export function translationLeaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of translationLeaves(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** The `{{placeholders}}` a text interpolates, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

/**
 * Replaces `fetch` with a server that answers every request with `body` as JSON (a translation
 * file, for the i18n tests), and returns the list of URLs asked for, filled as requests come.
 */
export function fetchAnswering(body: unknown): string[] {
  const fetched: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return fetched;
}
