import { apiBaseUrl, toLanguage, type OrderLine } from '@storefront/shared';

/** An order line's product name in the interface language (the API sends `{ en, kh }`; also
 * return lines and reviews, which carry the same `name`). */
export function lineName(line: Pick<OrderLine, 'name'>, language: string): string {
  const { en, kh } = line.name;
  return toLanguage(language) === 'kh' && kh ? kh : en;
}

/** Photos come back as `/api/...` paths: point them at the API's origin when it is another host. */
export function apiPhotoUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl()}${path.slice(4)}` : path;
}
