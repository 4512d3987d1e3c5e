import { asc } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HelpCategory } from '@storefront/shared/domain';
import type { Database } from '../../db/client';
import { code } from '../../lib/errors/zod-issues';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { optionalUser, parseFields, useMultipart } from '../content/form-fields';
import { readMultipartForm, type UploadStore } from '../content/uploads';
import type { Mailer } from '../mail/service';
import { helpCategories } from './schema';
import { createHelpService } from './service';

const helpCategorySchema = z.object({
  id: z.number().int(),
  title: localizedSchema,
  subCategory: z.array(z.object({ id: z.number().int(), title: localizedSchema })),
});
const categoryRefSchema = z.object({ id: z.number().int(), title: localizedSchema });
const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryId: z.number().int(),
  title: localizedSchema,
});
const categoryDetailSchema = categoryRefSchema.extend({
  group: categoryRefSchema.nullable(),
  subCategories: z.array(categoryRefSchema),
  articles: z.array(articleSummarySchema),
});
const articleSchema = articleSummarySchema.extend({
  body: localizedSchema,
  updatedAt: z.string(),
  category: categoryRefSchema.nullable(),
  group: categoryRefSchema.nullable(),
  related: z.array(articleSummarySchema),
  votes: z.object({ helpful: z.number().int(), notHelpful: z.number().int() }),
});
const searchHitSchema = articleSummarySchema.extend({
  titleMatch: z.boolean(),
  highlight: z.object({ title: localizedSchema, snippet: localizedSchema }),
});

export const CONTACT_TOPICS = [
  'order',
  'payment',
  'delivery',
  'return',
  'refund',
  'wallet',
  'account',
  'other',
] as const;

const ticketFields = z.object({
  name: z.string().trim().min(1, code('form.your_name_required')).max(100, code('string.too_long_sentence')),
  email: z.string().trim().email(code('form.email_invalid')).max(200),
  topic: z.enum(CONTACT_TOPICS, code('contact.topic_required')),
  orderNumber: z
    .string()
    .trim()
    .max(30, code('string.too_long_sentence'))
    .regex(/^$|^[A-Za-z0-9-]+$/, code('contact.order_number_invalid'))
    .optional(),
  message: z
    .string()
    .trim()
    .min(20, code('contact.question_too_short'))
    .max(5000, code('string.too_long_sentence')),
});

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
        tags: ['help'],
        summary: 'The customer-care category tree (groups with their sub-categories)',
        response: { 200: listOf(helpCategorySchema) },
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
        tags: ['help'],
        summary: 'A group with its sub-categories and articles, or a sub-category with its articles',
        params: idParam,
        response: { 200: itemOf(categoryDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await help.category(request.params.id) }),
  );

  r.get(
    '/help/articles',
    {
      schema: {
        tags: ['help'],
        summary: 'Article titles: the top questions, or those of one sub-category',
        querystring: z.object({
          top: z.enum(['true', 'false']).optional(),
          categoryId: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(20),
        }),
        response: { 200: listOf(articleSummarySchema), ...errorResponses },
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
        tags: ['help'],
        summary: 'One article with related articles and its votes',
        params: idParam,
        response: { 200: itemOf(articleSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await help.article(request.params.id) }),
  );

  r.post(
    '/help/articles/:id/feedback',
    {
      preHandler: optionalUser(app),
      schema: {
        tags: ['help'],
        summary: '"Was this helpful?" yes or no',
        params: idParam,
        body: z.object({ helpful: z.boolean(code('boolean.invalid')) }),
        response: { 201: z.object({ data: z.object({ helpful: z.boolean() }) }), ...errorResponses },
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
        tags: ['help'],
        summary:
          'Full-text search over help articles in English and Khmer; title matches first; <mark> highlights',
        querystring: z.object({
          keyword: z
            .string()
            .trim()
            .min(1, code('help.search_required'))
            .max(100, code('string.too_long_sentence')),
          page: z.coerce.number().int().min(1).default(1),
          perPage: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: listOf(searchHitSchema), ...errorResponses },
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
          totalIsEstimate: false,
          hasNext: page * perPage < total,
        }),
      };
    },
  );

  r.post(
    '/support-tickets',
    {
      preHandler: optionalUser(app),
      schema: {
        tags: ['help'],
        summary:
          'Contact us: multipart form (name, email, topic, orderNumber?, message, attachment? JPEG/PNG/WebP/PDF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: itemOf(z.object({ number: z.string() })),
          413: errorResponses[400],
          415: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(ticketFields, fields);
      const attachmentId = file ? await uploads.save(db, 'ticket_attachment', file, 'image_or_pdf') : null;
      const ticket = await help.createTicket({
        ...input,
        attachmentId,
        userId: request.auth?.userId ?? null,
      });
      return reply.status(201).send({ data: ticket });
    },
  );
}
