import { asc } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  helpArticleSchema,
  helpArticleSummarySchema,
  helpArticlesQuery,
  helpCategoryDetailSchema,
  helpCategorySchema,
  helpSearchHitSchema,
  helpSearchQuery,
  helpVoteBody,
  helpVoteSchema,
  supportTicketForm,
  supportTicketReceiptSchema,
  type HelpCategory,
} from '@storefront/shared/contract/help';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import { optionalUser, parseFields, useMultipart } from '../content/form-fields';
import { MAX_UPLOAD_BYTES, readMultipartForm, type UploadStore } from '../content/uploads';
import type { Mailer } from '../mail/service';
import { helpCategories } from './schema';
import { createHelpService } from './service';

/** The cookie that lets an anonymous shopper's second vote on an article replace the first. */
export const VOTER_COOKIE = 'psar_hv';
const VOTER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The anonymous voter's id this browser carries, if it is one of ours. */
function voterCookie(request: FastifyRequest): string | undefined {
  const current = request.cookies[VOTER_COOKIE];
  return current && VOTER_ID.test(current) ? current : undefined;
}

/** The anonymous voter's id from its cookie, or a new one (set on the reply for a year). */
function anonymousVoter(request: FastifyRequest, reply: FastifyReply): string {
  const current = voterCookie(request);
  if (current) return current;
  const id = randomUUID();
  // Only an identifier for counting votes, not a credential: Secure whenever the request came over HTTPS.
  reply.setCookie(VOTER_COOKIE, id, {
    path: '/api/help',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
  return id;
}

export async function helpRoutes(
  app: FastifyInstance,
  { db, mailer, uploads }: { db: Database; mailer: Mailer; uploads: UploadStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const help = createHelpService(db, mailer);
  await useMultipart(app);

  r.get(
    '/help/categories',
    {
      schema: {
        operationId: 'listHelpCategories',
        tags: ['help'],
        summary: 'The customer-care category tree (groups with their sub-categories)',
        description:
          'The twelve groups of the customer-care tree, each with its sub-categories, in display order, all on one page. Anyone may call it; the answer may be cached for five minutes.',
        response: { 200: listOf(helpCategorySchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(helpCategories)
        .orderBy(asc(helpCategories.position), asc(helpCategories.id));
      const groups: HelpCategory[] = rows
        .filter((row) => row.parentId === null)
        .map((group) => ({
          id: group.id,
          title: { en: group.titleEn, kh: group.titleKh },
          subCategory: rows
            .filter((row) => row.parentId === group.id)
            .map((sub) => ({ id: sub.id, title: { en: sub.titleEn, kh: sub.titleKh } })),
        }));
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        data: groups,
        ...pageOf({
          path: '/api/help/categories',
          query: {},
          page: 1,
          perPage: Math.max(groups.length, 1),
          total: groups.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.get(
    '/help/categories/:id',
    {
      schema: {
        operationId: 'getHelpCategory',
        tags: ['help'],
        summary: 'A group with its sub-categories and articles, or a sub-category with its articles',
        description:
          'One category of the customer-care tree with its article titles: for a group, its sub-categories and all their articles; for a sub-category, its group and its articles. Anyone may call it; an unknown id answers 404 help.category_not_found.',
        params: idParam,
        response: { 200: itemOf(helpCategoryDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await help.category(request.params.id) }),
  );

  r.get(
    '/help/articles',
    {
      schema: {
        operationId: 'listHelpArticles',
        tags: ['help'],
        summary: 'Article titles: the top questions, or those of one sub-category',
        description:
          'Article titles without bodies, on one page of at most `limit`: the top questions with top=true, those of one sub-category with categoryId, or all of them. Anyone may call it; a malformed query answers 400.',
        querystring: helpArticlesQuery,
        response: { 200: listOf(helpArticleSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { top, categoryId, limit } = request.query;
      const data = await help.articles({ top: top === 'true', categoryId, limit });
      return {
        data,
        ...pageOf({
          path: '/api/help/articles',
          query: request.query,
          page: 1,
          perPage: limit,
          total: data.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.get(
    '/help/articles/:id',
    {
      schema: {
        operationId: 'getHelpArticle',
        tags: ['help'],
        summary: 'One article with related articles and its votes',
        description:
          'One help article with its Markdown body in both languages, its sub-category and group, up to five related articles and its "Was this helpful?" counts. Anyone may call it; an unknown id answers 404 help.article_not_found.',
        params: idParam,
        response: { 200: itemOf(helpArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await help.article(request.params.id) }),
  );

  r.post(
    '/help/articles/:id/feedback',
    {
      preHandler: optionalUser(app),
      schema: {
        operationId: 'voteHelpArticle',
        tags: ['help'],
        summary: '"Was this helpful?" yes or no',
        description:
          'Records whether an article helped. Anyone may vote: a signed-in shopper once per account, an anonymous visitor once per browser (the API sets the psar_hv cookie); voting again replaces the earlier answer. An unknown article answers 404 help.article_not_found.',
        params: idParam,
        body: helpVoteBody,
        response: { 201: itemOf(helpVoteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.userId ?? null;
      const earlier = userId === null ? undefined : voterCookie(request);
      const voter =
        userId === null
          ? { userId, key: `anon:${anonymousVoter(request, reply)}` }
          : // This browser's answer from before signing in is replaced by the shopper's own.
            { userId, key: `user:${userId}`, anonymousKey: earlier && `anon:${earlier}` };
      await help.vote(request.params.id, request.body.helpful, voter);
      return reply.status(201).send({ data: { helpful: request.body.helpful } });
    },
  );

  r.get(
    '/help/search',
    {
      schema: {
        operationId: 'searchHelpArticles',
        tags: ['help'],
        summary:
          'Full-text search over help articles in English and Khmer; title matches first; <mark> highlights',
        description:
          'Finds help articles whose title or body holds the keyword (Khmer also inside words), title matches first, with the matches wrapped in <mark> in a title and a snippet. Anyone may call it; an empty keyword answers 400 help.search_required.',
        querystring: helpSearchQuery,
        response: { 200: listOf(helpSearchHitSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { keyword, page, perPage } = request.query;
      const { data, total } = await help.search(keyword, page, perPage);
      return {
        data,
        ...pageOf({
          path: '/api/help/search',
          query: request.query,
          page,
          perPage,
          total,
        }),
      };
    },
  );

  r.post(
    '/support-tickets',
    {
      config: {
        form: {
          fields: supportTicketForm,
          files: {
            attachment: {
              maxItems: 1,
              maxBytes: MAX_UPLOAD_BYTES,
              description: 'An optional screenshot or document: JPEG, PNG, WebP or PDF',
            },
          },
        },
      },
      preHandler: optionalUser(app),
      schema: {
        operationId: 'createSupportTicket',
        tags: ['help'],
        summary:
          'Contact us: multipart form (name, email, topic, orderNumber?, message, attachment? JPEG/PNG/WebP/PDF up to 5 MB)',
        description:
          "Opens a customer-care ticket from the contact form (fields: SupportTicketForm) and e-mails its number to the sender. Anyone may call it (a signed-in shopper's ticket is linked to the account). Invalid fields answer 400 with a problem per field; a file over 5 MB answers 413 upload.too_large; a body that is not multipart/form-data or a file of another type answers 415.",
        consumes: ['multipart/form-data'],
        response: {
          201: itemOf(supportTicketReceiptSchema),
          413: errorResponses[400],
          415: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(supportTicketForm, fields);
      const attachmentId = file ? await uploads.save(db, 'ticket_attachment', file, 'image_or_pdf') : null;
      const ticket = await help.createTicket({
        ...input,
        attachmentId,
        userId: request.auth?.userId ?? null,
        language: requestLanguage(request),
      });
      return reply.status(201).send({ data: ticket });
    },
  );
}
