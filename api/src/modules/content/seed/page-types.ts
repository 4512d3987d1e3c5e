// The contract between the content module and the content helper who writes the page files
// (api/src/modules/content/seed/pages/<slug>.ts, each `export const page: ContentPageSeed`).
export interface ContentPageSeed {
  slug: string /* the route without the leading slash, e.g. 'privacy-prolicy', 'terms-conditions/terms-of-use', 'about-psar' */;
  title: { en: string; kh: string };
  summary: { en: string; kh: string };
  body: { en: string; kh: string } /* Markdown */;
  updatedAt: string; /* ISO date */
}
