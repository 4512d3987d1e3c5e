import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, requestLanguage as detectLanguage } from '@storefront/shared/i18n/request-language';

/**
 * The languages the API answers its messages in. `kh` is the project's code for Khmer (the
 * front end's `locales/kh`, the `{ en, kh }` texts); requests may say `km` (ISO 639-1) or `kh`.
 */
export type ApiLanguage = 'en' | 'kh';

/** A request's language, found as the shell's server finds a page's (shared's one detection). */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return detectLanguage({
    query: typeof query?.lng === 'string' ? query.lng : undefined,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
