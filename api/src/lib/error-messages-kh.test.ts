import { errorCodes } from 'fastify';
import { z } from 'zod';
import { KHMER_ERROR_MESSAGES } from './error-messages-kh';
import { findTranslation, placeholders, translateMessage } from './error-translation';
import { collectMessages } from './message-inventory.test-helper';
import { FIELD_FALLBACK_MESSAGE } from '../plugins/error-handler';

const KHMER_LETTERS = /[\u1780-\u17ff]/;

describe('the Khmer catalogue of error messages', () => {
  const inventory = collectMessages();

  it('reads the messages out of the source (the scan itself works)', () => {
    expect([...inventory.helpers.keys()]).toEqual(
      expect.arrayContaining([
        'badRequest',
        'unauthorized',
        'forbidden',
        'notFound',
        'conflict',
        'tooManyRequests',
        'invalidInput',
        'badRequestFor',
        'QuoteChangedError',
      ]),
    );
    const texts = inventory.messages.map((message) => message.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        // A literal, a default parameter, a constant, a zod schema's, a field message, an object map's.
        'The email/phone or password is incorrect.',
        'Please sign in to continue.',
        'This password reset has expired. Please start again.',
        'Include at least one digit',
        'No option of this product matches that choice.',
        'Enter your name',
        // Followed through a function, with its caller's argument, and both branches of a `?:`.
        'Village must be text',
        'This code is not correct. 7 try left.',
        'This code is not correct. 7 tries left.',
        // The error handler's own.
        'Something went wrong on our side. Please try again.',
      ]),
    );
    expect(new Set(texts).size).toBeGreaterThan(200);
  });

  it('has Khmer for every message in the code', () => {
    const missing = inventory.messages
      .filter((message) => !findTranslation(message.text))
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
  });

  it('follows every message argument to its text, but for two computed from messages the scan reads', () => {
    // Both are a voucher check's `message` (vouchers/service.ts `checkVoucher`), read there.
    const computed = [
      ...new Set(inventory.dynamicArguments.map(({ file, expression }) => `${file}: ${expression}`)),
    ].sort();
    expect(computed).toEqual([
      'modules/orders/service.ts: quote.voucherError',
      'modules/vouchers/service.ts: result.message',
    ]);
  });

  it('holds no entry that matches nothing in the code any more', () => {
    const used = new Set(inventory.messages.map((message) => findTranslation(message.text)));
    const stale = KHMER_ERROR_MESSAGES.api
      .filter((translation) => !used.has(translation))
      .map((translation) => translation.en);
    expect(stale).toEqual([]);
  });

  it('says each English text once, in Khmer, with only the placeholders its English has', () => {
    const all = [...KHMER_ERROR_MESSAGES.api, ...KHMER_ERROR_MESSAGES.zod, ...KHMER_ERROR_MESSAGES.framework];
    const english = all.map((translation) => translation.en);
    expect(english.filter((text, index) => english.indexOf(text) !== index)).toEqual([]);
    for (const translation of all) {
      expect({ en: translation.en, khmer: KHMER_LETTERS.test(translation.kh) }).toEqual({
        en: translation.en,
        khmer: true,
      });
      const known = placeholders(translation.en);
      expect({
        en: translation.en,
        unknown: placeholders(translation.kh).filter((name) => !known.includes(name)),
      }).toEqual({ en: translation.en, unknown: [] });
      expect({
        en: translation.en,
        unknown: Object.keys(translation.values ?? {}).filter((name) => !known.includes(name)),
      }).toEqual({ en: translation.en, unknown: [] });
    }
  });

  it("has Khmer for zod's own messages (checks without a custom message)", () => {
    const failures: [z.ZodType, unknown][] = [
      [z.object({ name: z.string() }), {}],
      [z.object({ name: z.string() }), { name: null }],
      [z.object({}), undefined],
      [z.string(), 5],
      [z.number(), 'five'],
      [z.number().int(), 1.5],
      [z.coerce.number(), 'abc'],
      [z.boolean(), 'yes'],
      [z.array(z.number()), 'x'],
      [z.literal(''), 'x'],
      [z.enum(['home', 'office']), 'shop'],
      [z.string().min(1), ''],
      [z.string().min(3), 'ab'],
      [z.string().max(3), 'abcd'],
      [z.string().length(4), 'abc'],
      [z.array(z.number()).min(1), []],
      [z.array(z.number()).max(1), [1, 2]],
      [z.number().min(1), 0],
      [z.number().positive(), 0],
      [z.number().max(5), 6],
      [z.number().lt(5), 5],
      [z.date().max(new Date(0)), new Date(1000)],
      [z.string().email(), 'not-an-email'],
      [z.email(), 'not-an-email'],
      [z.string().url(), 'not a url'],
      [z.string().regex(/^\d+$/), 'abc'],
      [z.number().multipleOf(5), 7],
      [z.strictObject({}), { extra: 1 }],
      [z.strictObject({}), { extra: 1, more: 2 }],
      [z.union([z.string(), z.number()]), true],
      [z.record(z.string().regex(/^a/), z.string()), { b: 'x' }],
    ];
    const messages = failures.flatMap(
      ([schema, input]) =>
        schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? ['(no failure)'],
    );
    expect(messages.filter((message) => !findTranslation(message))).toEqual([]);
    expect(translateMessage('Invalid input: expected string, received undefined', 'kh')).toBe('សូមបំពេញចំណុចនេះ');
    expect(translateMessage('Too big: expected string to have <=254 characters', 'kh')).toBe(
      'សូមប្រើមិនលើសពី 254 តួអក្សរ',
    );
    expect(translateMessage('Invalid input: expected number, received string', 'kh')).toBe(
      'ត្រូវតែជាលេខ (មិនមែនអត្ថបទ)',
    );
  });

  it("has Khmer for Fastify's answers to a malformed request, and the error handler's stand-in", () => {
    const fastifyMessages = [
      errorCodes.FST_ERR_CTP_BODY_TOO_LARGE,
      errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE,
      errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH,
      errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY,
      errorCodes.FST_ERR_CTP_INVALID_JSON_BODY,
    ].map((FastifyError) => new FastifyError().message);
    expect(
      [...fastifyMessages, FIELD_FALLBACK_MESSAGE].filter((message) => !findTranslation(message)),
    ).toEqual([]);
  });
});
