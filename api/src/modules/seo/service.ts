import { and, asc, eq, exists, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../catalog/schema';
import { contentPages } from '../content/schema';
import { helpArticles, helpCategories } from '../help/schema';
import type { SitemapPage } from './sitemap-xml';

/**
 * Products per sitemap file: each is listed in two languages, so 40,000 `<url>` entries (about
 * 15 MB), under the 50,000 entries and 50 MB a sitemap file may hold.
 */
export const PRODUCTS_PER_SITEMAP = 20_000;

/**
 * Public pages that are not records: the catalog's fixed pages and the customer-care pages of
 * mfe-help's routes (mfe-help/src/app/app.tsx). The content and legal pages (about, terms,
 * privacy, sell, career…) come from `content_pages`, whose slugs are their paths.
 */
export const FIXED_PATHS = [
  '/',
  '/products',
  '/products/deals-of-the-day',
  '/customer-care',
  '/customer-care/category',
  '/customer-care/help-center',
  '/customer-care/help-center/more-articles',
  '/customer-care/order-payment',
  '/customer-care/shipping-delivery',
  '/customer-care/return-refund',
  '/customer-care/contact-us',
] as const;

/** `categories.level`: 1 = main, 2 = sub, 3 = leaf. */
type CategoryLevel = 1 | 2 | 3;

/**
 * Each level's column on products. The product list filters a level by the parameter of the same
 * name (mainCategoryId, subCategoryId, categoryId), as the header's category menu links it.
 */
const LEVEL_COLUMN = {
  1: products.mainCategoryId,
  2: products.subCategoryId,
  3: products.categoryId,
} as const;

/** A product is shown to shoppers when it is published (the catalog's list, detail and search agree). */
const visibleToShoppers = eq(products.published, true);

export function createSeoService(db: Database, { productsPerPart = PRODUCTS_PER_SITEMAP } = {}) {
  return {
    /**
     * How many product sitemaps there are. Part n holds the ids in ((n-1)·size, n·size], so the
     * highest visible id is enough (one step down the primary key), and a product stays in the same
     * file when others come and go.
     */
    async productPartCount(): Promise<number> {
      const [row] = await db
        .select({ highestId: sql<number | null>`max(${products.id})` })
        .from(products)
        .where(visibleToShoppers);
      return Math.ceil(Number(row?.highestId ?? 0) / productsPerPart);
    },

    /** The visible products of part n (from 1), in id order: one range scan of the primary key. */
    async productPages(part: number): Promise<SitemapPage[]> {
      const rows = await db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(
          and(
            visibleToShoppers,
            gt(products.id, (part - 1) * productsPerPart),
            lte(products.id, part * productsPerPart),
          ),
        )
        .orderBy(asc(products.id));
      return rows.map((row) => ({ path: `/products/${row.id}`, lastModified: row.updatedAt }));
    },

    /**
     * Everything but products: the fixed pages, each category's product list (categories without
     * a visible product are left out: an empty list is no page for a search engine), the content
     * pages, and the help centre's categories and articles.
     */
    async sitePages(): Promise<SitemapPage[]> {
      // One semi-join per level (probing the products' index on that level's column for each
      // category): an OR of the three makes the planner scan the whole products table instead.
      const categoriesWithProducts = (level: CategoryLevel) =>
        db
          .select({ id: categories.id })
          .from(categories)
          .where(
            and(
              eq(categories.level, level),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(products)
                  .where(and(visibleToShoppers, eq(LEVEL_COLUMN[level], categories.id))),
              ),
            ),
          )
          .orderBy(asc(categories.position), asc(categories.id));
      const [mainRows, subRows, leafRows, contentRows, helpCategoryRows, articleRows] = await Promise.all([
        categoriesWithProducts(1),
        categoriesWithProducts(2),
        categoriesWithProducts(3),
        db
          .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
          .from(contentPages)
          .orderBy(asc(contentPages.slug)),
        db
          .select({ id: helpCategories.id })
          .from(helpCategories)
          .orderBy(asc(helpCategories.position), asc(helpCategories.id)),
        db
          .select({ id: helpArticles.id, updatedAt: helpArticles.updatedAt })
          .from(helpArticles)
          .orderBy(asc(helpArticles.categoryId), asc(helpArticles.position), asc(helpArticles.id)),
      ]);
      return [
        ...FIXED_PATHS.map((path) => ({ path })),
        ...mainRows.map((row) => ({ path: `/products?mainCategoryId=${row.id}` })),
        ...subRows.map((row) => ({ path: `/products?subCategoryId=${row.id}` })),
        ...leafRows.map((row) => ({ path: `/products?categoryId=${row.id}` })),
        ...contentRows.map((row) => ({ path: `/${row.slug}`, lastModified: row.updatedAt })),
        ...helpCategoryRows.map((row) => ({ path: `/customer-care/category/${row.id}` })),
        ...articleRows.map((row) => ({
          path: `/customer-care/answers?id=${row.id}`,
          lastModified: row.updatedAt,
        })),
      ];
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
