import { and, asc, count, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ArticleSummary } from '@storefront/shared/contract/help';
import type { Database } from '../../db/client';
import type { ApiLanguage } from '../../lib/request-language';
import { notFound } from '../../lib/http-errors';
import { prefixQuery } from '../catalog/service';
import type { Mailer } from '../mail/service';
import { renderMail } from '../mail/templates';
import { helpArticles, helpCategories, helpFeedback, supportTickets } from './schema';
import { highlightAround, plainText } from './snippets';

const KHMER = /[\u1780-\u17FF]/;
const summaryColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  categoryId: helpArticles.categoryId,
  titleEn: helpArticles.titleEn,
  titleKh: helpArticles.titleKh,
};
type SummaryRow = { id: number; slug: string; categoryId: number; titleEn: string; titleKh: string };
const toSummary = (row: SummaryRow): ArticleSummary => ({
  id: row.id,
  slug: row.slug,
  categoryId: row.categoryId,
  title: { en: row.titleEn, kh: row.titleKh },
});

/** The ticket number a shopper quotes: 'CS-' and the id, six digits at least. */
export const ticketNumber = (id: number) => `CS-${String(id).padStart(6, '0')}`;

export type HelpService = ReturnType<typeof createHelpService>;

export function createHelpService(db: Database, mailer: Mailer) {
  async function categoryRow(id: number) {
    const [row] = await db.select().from(helpCategories).where(eq(helpCategories.id, id)).limit(1);
    return row;
  }

  return {
    async articles(filter: { categoryId?: number; top?: boolean; limit: number }): Promise<ArticleSummary[]> {
      const conditions: SQL[] = [];
      if (filter.categoryId) conditions.push(eq(helpArticles.categoryId, filter.categoryId));
      if (filter.top) conditions.push(eq(helpArticles.top, true));
      const rows = await db
        .select(summaryColumns)
        .from(helpArticles)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(helpArticles.categoryId), asc(helpArticles.position), asc(helpArticles.id))
        .limit(filter.limit);
      return rows.map(toSummary);
    },

    /** A group (its sub-categories and all their articles) or a sub-category (its articles). */
    async category(id: number) {
      const row = await categoryRow(id);
      if (!row) throw notFound('help.category_not_found');
      const group = row.parentId === null ? row : await categoryRow(row.parentId);
      const children =
        row.parentId === null
          ? await db
              .select()
              .from(helpCategories)
              .where(eq(helpCategories.parentId, row.id))
              .orderBy(asc(helpCategories.position))
          : [];
      const categoryIds = row.parentId === null ? children.map((child) => child.id) : [row.id];
      const articleRows = categoryIds.length
        ? await db
            .select(summaryColumns)
            .from(helpArticles)
            .where(inArray(helpArticles.categoryId, categoryIds))
            .orderBy(asc(helpArticles.position), asc(helpArticles.id))
        : [];
      return {
        id: row.id,
        title: { en: row.titleEn, kh: row.titleKh },
        group:
          group && group.id !== row.id
            ? { id: group.id, title: { en: group.titleEn, kh: group.titleKh } }
            : null,
        subCategories: children.map((child) => ({
          id: child.id,
          title: { en: child.titleEn, kh: child.titleKh },
        })),
        articles: articleRows.map(toSummary),
      };
    },

    /** One article with where it sits, up to five related articles and its vote counts. */
    async article(id: number) {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id)).limit(1);
      if (!row) throw notFound('help.article_not_found');
      const category = await categoryRow(row.categoryId);
      const group = category?.parentId ? await categoryRow(category.parentId) : undefined;
      const siblings = category
        ? await db
            .select({ id: helpCategories.id })
            .from(helpCategories)
            .where(eq(helpCategories.parentId, category.parentId ?? category.id))
        : [];
      const related = await db
        .select(summaryColumns)
        .from(helpArticles)
        .where(
          and(
            ne(helpArticles.id, row.id),
            inArray(helpArticles.categoryId, [row.categoryId, ...siblings.map((s) => s.id)]),
          ),
        )
        // Same sub-category first, then the rest of its group.
        .orderBy(
          sql`${helpArticles.categoryId} = ${row.categoryId} desc`,
          asc(helpArticles.position),
          asc(helpArticles.id),
        )
        .limit(5);
      const votes = await db
        .select({ helpful: helpFeedback.helpful, total: count() })
        .from(helpFeedback)
        .where(eq(helpFeedback.articleId, row.id))
        .groupBy(helpFeedback.helpful);
      return {
        id: row.id,
        slug: row.slug,
        categoryId: row.categoryId,
        title: { en: row.titleEn, kh: row.titleKh },
        body: { en: row.bodyEn, kh: row.bodyKh },
        updatedAt: row.updatedAt.toISOString(),
        category: category
          ? { id: category.id, title: { en: category.titleEn, kh: category.titleKh } }
          : null,
        group: group ? { id: group.id, title: { en: group.titleEn, kh: group.titleKh } } : null,
        related: related.map(toSummary),
        votes: {
          helpful: votes.find((vote) => vote.helpful)?.total ?? 0,
          notHelpful: votes.find((vote) => !vote.helpful)?.total ?? 0,
        },
      };
    },

    /**
     * One answer per article and voter (`user:<id>` or `anon:<cookie id>`): voting again replaces
     * the earlier answer instead of adding a row. A shopper who voted before signing in, from the
     * same browser, has that anonymous answer replaced too (`anonymousKey`), so it counts once.
     */
    async vote(
      articleId: number,
      helpful: boolean,
      voter: { userId: number | null; key: string; anonymousKey?: string },
    ) {
      const [row] = await db
        .select({ id: helpArticles.id })
        .from(helpArticles)
        .where(eq(helpArticles.id, articleId))
        .limit(1);
      if (!row) throw notFound('help.article_not_found');
      await db.transaction(async (tx) => {
        if (voter.anonymousKey) {
          await tx
            .delete(helpFeedback)
            .where(and(eq(helpFeedback.articleId, articleId), eq(helpFeedback.voter, voter.anonymousKey)));
        }
        await tx
          .insert(helpFeedback)
          .values({ articleId, helpful, userId: voter.userId, voter: voter.key })
          .onConflictDoUpdate({
            target: [helpFeedback.articleId, helpFeedback.voter],
            set: { helpful: sql`excluded.helpful`, userId: sql`excluded.user_id`, createdAt: sql`now()` },
          });
      });
    },

    /**
     * Full-text search over titles (weight A) and bodies (weight B) in both languages. Title hits
     * rank above body hits; Khmer, written without spaces, also matches inside words.
     */
    async search(keyword: string, page: number, perPage: number) {
      const text = keyword.trim();
      const tsQuery = prefixQuery(text);
      const tsq = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const khmer = KHMER.test(text);
      const fullText = tsq ? sql`${helpArticles.search} @@ ${tsq}` : sql`false`;
      const where = khmer
        ? sql`(${fullText} or ${helpArticles.titleKh} ilike ${pattern} or ${helpArticles.bodyKh} ilike ${pattern})`
        : fullText;
      const titleHit = khmer
        ? sql`(${tsq ? sql`ts_filter(${helpArticles.search}, '{a}') @@ ${tsq}` : sql`false`} or ${helpArticles.titleKh} ilike ${pattern})`
        : tsq
          ? sql`ts_filter(${helpArticles.search}, '{a}') @@ ${tsq}`
          : sql`false`;
      const rank = tsq ? sql`ts_rank(${helpArticles.search}, ${tsq})` : sql`0`;
      // Markdown reduced to its words for snippets: list markers, emphasis, headings, link targets.
      const plain = (column: AnyColumn) =>
        sql`regexp_replace(regexp_replace(${column}, '(^|\\n)\\s*([-+]|\\d+\\.)\\s+', '\\1', 'g'), '[#*_>\`|]|!?\\[|\\]\\([^)]*\\)', ' ', 'g')`;
      const headline = (column: AnyColumn, long: boolean) =>
        tsq
          ? sql<string>`ts_headline('simple', ${long ? plain(column) : column}, ${tsq}, ${long ? 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "' : 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true'})`
          : sql<string>`''`;
      const [totalRow] = await db.select({ total: count() }).from(helpArticles).where(where);
      const rows = await db
        .select({
          ...summaryColumns,
          bodyEn: helpArticles.bodyEn,
          bodyKh: helpArticles.bodyKh,
          titleHit: sql<boolean>`${titleHit}`,
          titleEnMarked: headline(helpArticles.titleEn, false),
          titleKhMarked: headline(helpArticles.titleKh, false),
          snippetEn: headline(helpArticles.bodyEn, true),
          snippetKh: headline(helpArticles.bodyKh, true),
        })
        .from(helpArticles)
        .where(where)
        .orderBy(desc(titleHit), desc(rank), asc(helpArticles.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const hasMark = (value: string) => value.includes('<mark>');
      const data = rows.map((row) => ({
        ...toSummary(row),
        titleMatch: row.titleHit,
        highlight: {
          title: {
            en: hasMark(row.titleEnMarked) ? row.titleEnMarked : row.titleEn,
            kh: hasMark(row.titleKhMarked)
              ? row.titleKhMarked
              : khmer
                ? highlightAround(row.titleKh, text, Infinity)
                : row.titleKh,
          },
          snippet: {
            en: hasMark(row.snippetEn) ? row.snippetEn : highlightAround(plainText(row.bodyEn), text, 160),
            kh: hasMark(row.snippetKh) ? row.snippetKh : highlightAround(plainText(row.bodyKh), text, 160),
          },
        },
      }));
      return { data, total: totalRow?.total ?? 0 };
    },

    async createTicket(input: {
      name: string;
      email: string;
      topic: string;
      orderNumber?: string | undefined;
      message: string;
      attachmentId: number | null;
      userId: number | null;
      /** The requester's language: the care team's e-mailed replies use it. */
      language: ApiLanguage;
    }) {
      const number = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportTickets)
          .values({
            name: input.name,
            email: input.email,
            topic: input.topic,
            orderNumber: input.orderNumber || null,
            message: input.message,
            attachmentId: input.attachmentId,
            userId: input.userId,
            language: input.language,
          })
          .returning({ id: supportTickets.id });
        const value = ticketNumber(row!.id);
        await tx.update(supportTickets).set({ number: value }).where(eq(supportTickets.id, row!.id));
        return value;
      });
      await mailer.send({
        to: input.email,
        ...renderMail('ticket_received', input.language, {
          name: input.name,
          number,
          topic: input.topic,
          orderNumber: input.orderNumber || null,
        }),
      });
      return { number };
    },
  };
}
