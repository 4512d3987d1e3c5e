import i18next from 'i18next';
import en from '@storefront/shared/locales/en/errors.json';
import kh from '@storefront/shared/locales/kh/errors.json';
import type { ApiLanguage } from '../request-language';
import type { CodedProblem } from './codes';

/**
 * The sentence for a problem, in the request's language, from the same translations the front
 * ends show (`shared/locales/{en,kh}/errors.json`), so curl users and logs read what shoppers read.
 */
const translations = i18next.createInstance();
void translations.init({
  resources: { en: { errors: en }, kh: { errors: kh } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'kh'],
  ns: ['errors'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function problemMessage(problem: CodedProblem, language: ApiLanguage): string {
  return translations.t(problem.code, { ...problem.params, lng: language });
}
