import { KHMER_ERROR_MESSAGES, type KhmerTranslation } from './error-messages-kh';
import { invalidInputMessage } from './http-errors';
import type { ApiLanguage } from './request-language';

/** `{ statusCode, error, message, fields? }` (and, for some answers, more, e.g. a fresh quote). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const NUMBER_PLACEHOLDERS = new Set(['count', 'min', 'max', 'seconds', 'days']);

/** What a placeholder may stand for: one field name, a number, or any text. */
function placeholderSource(name: string): string {
  if (name === 'field') return '[\\w.-]+';
  if (NUMBER_PLACEHOLDERS.has(name)) return '\\d+(?:\\.\\d+)?';
  return '[\\s\\S]+?';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: KhmerTranslation;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function compile(translation: KhmerTranslation): Pattern {
  const parts = translation.en.split(PLACEHOLDER);
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(${placeholderSource(part)})`))
    .join('');
  return {
    regex: new RegExp(`^${source}$`),
    names: parts.filter((_, index) => index % 2 === 1),
    translation,
  };
}

const ALL = [...KHMER_ERROR_MESSAGES.api, ...KHMER_ERROR_MESSAGES.zod, ...KHMER_ERROR_MESSAGES.framework];
const exact = new Map(
  ALL.filter((translation) => placeholders(translation.en).length === 0).map((translation) => [
    translation.en,
    translation,
  ]),
);
const patterns = ALL.filter((translation) => placeholders(translation.en).length > 0).map(compile);

/** The catalogue entry for an English message, with the values its placeholders stand for. */
function match(english: string): { translation: KhmerTranslation; values: Map<string, string> } | undefined {
  const translation = exact.get(english);
  if (translation) return { translation, values: new Map() };
  for (const { regex, names, translation: candidate } of patterns) {
    const found = regex.exec(english);
    if (found)
      return {
        translation: candidate,
        values: new Map(names.map((name, index) => [name, found[index + 1]!])),
      };
  }
  return undefined;
}

/** The catalogue entry that says an English message in Khmer, if there is one. */
export function findTranslation(english: string): KhmerTranslation | undefined {
  return match(english)?.translation;
}

/** An English message in the given language; a message the catalogue lacks stays English. */
export function translateMessage(english: string, language: ApiLanguage): string {
  if (language === 'en') return english;
  const found = match(english);
  if (!found) return english;
  const { translation, values } = found;
  return translation.kh.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) return whole;
    return translation.values?.[name]?.(value) ?? value;
  });
}

/**
 * An error answer in the given language: `message` and every `fields` value; `error` (the HTTP
 * status text) and everything else stay as they are. A form's summary (`Invalid input. name:
 * message; …`) is written again from the translated fields.
 */
export function localizeErrorBody<Body extends ErrorBody>(body: Body, language: ApiLanguage): Body {
  if (language === 'en') return body;
  if (!body.fields) return { ...body, message: translateMessage(body.message, language) };
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([name, message]) => [name, translateMessage(message, language)]),
  );
  const isSummary = body.message === invalidInputMessage(body.fields);
  const message = translateMessage(isSummary ? invalidInputMessage(fields) : body.message, language);
  return { ...body, message, fields };
}
