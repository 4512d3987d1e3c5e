// The contract between the help module and the content helper who writes the article files
// (api/src/modules/help/seed/articles/<group-slug>.ts, each `export const articles: HelpArticleSeed[]`).
export interface HelpArticleSeed {
  categoryId: number /* a sub-category id 1–98 */;
  slug: string;
  title: { en: string; kh: string };
  body: { en: string; kh: string } /* Markdown */;
  top?: boolean; /* shown in Top questions */
}
