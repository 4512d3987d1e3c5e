import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { code } from '../../lib/errors/zod-issues';
import { badRequest, notFound, type Problem } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { isProvince } from '@storefront/shared/address-book/provinces';
import type { Mailer } from '../mail/service';
import { optionalUser, parseFields, useMultipart } from './form-fields';
import {
  affiliateApplications,
  contentPages,
  feedback,
  jobApplications,
  jobs,
  sellerApplications,
} from './schema';
import { JOB_TEAMS } from './seed/jobs';
import { readMultipartForm, type UploadStore } from './uploads';

const pageSchema = z.object({
  slug: z.string(),
  title: localizedSchema,
  summary: localizedSchema,
  body: localizedSchema,
  updatedAt: z.string(),
});
const pageSummarySchema = pageSchema.omit({ body: true });
const jobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  team: z.string(),
  title: localizedSchema,
  location: localizedSchema,
  employment: z.enum(['full_time', 'part_time', 'internship']),
  description: localizedSchema,
});
const created = itemOf(z.object({ id: z.number().int() }));
const uploadErrors = { 413: errorResponses[400], 415: errorResponses[400] };

const name = z.string().trim().min(1, code('form.name_required')).max(100, code('string.too_long_sentence'));
const email = z.string().trim().email(code('form.email_invalid')).max(200);
// Cambodian numbers: 0 or +855, then 8–9 digits (spaces and dashes allowed).
const phone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+855|0)[1-9]\d{7,8}$/, code('form.phone_invalid')));

export const SELLER_CATEGORIES = [
  'fashion',
  'electronics',
  'home',
  'beauty',
  'food',
  'handicrafts',
  'sports',
  'other',
] as const;

const sellerFields = z.object({
  shopName: z
    .string()
    .trim()
    .min(2, code('seller.shop_name_required'))
    .max(80, code('string.too_long_sentence')),
  contactName: name,
  email,
  phone,
  // The same 25 provinces (English names) as the address book.
  province: z.string().refine(isProvince, code('seller.province_required')),
  category: z.enum(SELLER_CATEGORIES, code('seller.category_required')),
});
const jobApplicationFields = z.object({
  name,
  email,
  phone,
  coverLetter: z.string().trim().max(3000, code('string.too_long_sentence')).optional(),
});

export async function contentRoutes(
  app: FastifyInstance,
  { db, mailer, uploads }: { db: Database; mailer: Mailer; uploads: UploadStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await useMultipart(app);

  r.get(
    '/pages',
    {
      schema: {
        tags: ['content'],
        summary:
          'Content pages (title and summary), optionally those under a prefix such as terms-conditions/',
        querystring: z.object({ prefix: z.string().max(100).optional() }),
        response: { 200: listOf(pageSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const prefix = request.query.prefix?.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select()
        .from(contentPages)
        .where(prefix ? like(contentPages.slug, `${prefix}%`) : undefined)
        .orderBy(asc(contentPages.slug));
      const data = rows.map((row) => ({
        slug: row.slug,
        title: { en: row.titleEn, kh: row.titleKh },
        summary: { en: row.summaryEn, kh: row.summaryKh },
        updatedAt: row.updatedAt.toISOString(),
      }));
      return {
        data,
        ...pageOf({
          path: '/api/pages',
          query: request.query,
          page: 1,
          perPage: Math.max(data.length, 1),
          total: data.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.get(
    '/pages/*',
    {
      schema: {
        tags: ['content'],
        summary: 'One content page by its route, e.g. /api/pages/terms-conditions/terms-of-use',
        params: z.object({ '*': z.string().max(200) }),
        response: { 200: itemOf(pageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const slug = request.params['*'].replace(/^\/+|\/+$/g, '');
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      if (!row) throw notFound('content.page_not_found');
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        data: {
          slug: row.slug,
          title: { en: row.titleEn, kh: row.titleKh },
          summary: { en: row.summaryEn, kh: row.summaryKh },
          body: { en: row.bodyEn, kh: row.bodyKh },
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },
  );

  r.post(
    '/feedback',
    {
      preHandler: optionalUser(app),
      schema: {
        tags: ['content'],
        summary: 'Site feedback: a rating of 1–5, a message and an optional e-mail for a reply',
        body: z.object({
          rating: z
            .number(code('feedback.rating_required'))
            .int()
            .min(1, code('feedback.rating_required'))
            .max(5, code('feedback.rating_range')),
          message: z
            .string(code('feedback.message_required'))
            .trim()
            .min(5, code('feedback.message_too_short'))
            .max(2000, code('string.too_long_sentence')),
          email: z.union([z.literal(''), email]).optional(),
        }),
        response: { 201: created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(feedback)
        .values({
          rating: request.body.rating,
          message: request.body.message,
          email: request.body.email || null,
          userId: request.auth?.userId ?? null,
        })
        .returning({ id: feedback.id });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.post(
    '/seller-applications',
    {
      schema: {
        tags: ['content'],
        summary:
          'Seller sign-up: multipart form (shopName, contactName, email, phone, province, category, idDocument JPEG/PNG/WebP/PDF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: created, ...uploadErrors, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(sellerFields, fields);
      if (!file) throw badRequestFor('idDocument', 'seller.id_document_required');
      const idDocumentId = await uploads.save(
        db,
        'seller_id',
        { ...file, field: 'idDocument' },
        'image_or_pdf',
      );
      const [row] = await db
        .insert(sellerApplications)
        .values({ ...input, idDocumentId })
        .returning({ id: sellerApplications.id });
      await mailer.send({
        to: input.email,
        subject: 'Your Psar seller application',
        text: `Hello ${input.contactName},\n\nThank you for applying to sell "${input.shopName}" on Psar. Our merchant team checks applications within three working days and will contact you on ${input.phone}.\n\nPsar Merchant Team`,
      });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.post(
    '/affiliate-applications',
    {
      schema: {
        tags: ['content'],
        summary: 'Affiliate programme application',
        body: z.object({
          name,
          email,
          phone,
          channel: z.enum(
            ['website', 'facebook', 'tiktok', 'youtube', 'telegram', 'other'],
            code('affiliate.channel_required'),
          ),
          channelUrl: z.string().trim().url(code('affiliate.url_invalid')).max(300),
          audienceSize: z.enum(
            ['under_1k', '1k_10k', '10k_100k', 'over_100k'],
            code('affiliate.audience_required'),
          ),
          message: z.string().trim().max(2000, code('string.too_long_sentence')).optional(),
        }),
        response: { 201: created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(affiliateApplications)
        .values({ ...request.body, message: request.body.message || null })
        .returning({ id: affiliateApplications.id });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.get(
    '/jobs',
    {
      schema: {
        tags: ['content'],
        summary: 'Job openings, optionally of one team',
        querystring: z.object({ team: z.enum(JOB_TEAMS, code('enum.is_one_of')).optional() }),
        response: { 200: listOf(jobSchema).extend({ teams: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(jobs)
        .where(request.query.team ? and(eq(jobs.team, request.query.team)) : undefined)
        .orderBy(asc(jobs.position), asc(jobs.id));
      const data = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        team: row.team,
        title: { en: row.titleEn, kh: row.titleKh },
        location: { en: row.locationEn, kh: row.locationKh },
        employment: row.employment,
        description: { en: row.descriptionEn, kh: row.descriptionKh },
      }));
      return {
        data,
        teams: [...JOB_TEAMS],
        ...pageOf({
          path: '/api/jobs',
          query: request.query,
          page: 1,
          perPage: Math.max(data.length, 1),
          total: data.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.post(
    '/jobs/:id/applications',
    {
      schema: {
        tags: ['content'],
        summary:
          'Apply for a job: multipart form (name, email, phone, coverLetter?, cv PDF or .docx up to 5 MB)',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 201: created, ...uploadErrors, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [job] = await db
        .select({ id: jobs.id, titleEn: jobs.titleEn })
        .from(jobs)
        .where(eq(jobs.id, request.params.id))
        .limit(1);
      if (!job) throw notFound('job.not_open');
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(jobApplicationFields, fields);
      if (!file) throw badRequestFor('cv', 'job.cv_required');
      const cvId = await uploads.save(db, 'cv', { ...file, field: 'cv' }, 'cv');
      const [row] = await db
        .insert(jobApplications)
        .values({
          jobId: job.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverLetter: input.coverLetter || null,
          cvId,
        })
        .returning({ id: jobApplications.id });
      await mailer.send({
        to: input.email,
        subject: `Your application: ${job.titleEn}`,
        text: `Hello ${input.name},\n\nThank you for applying for ${job.titleEn} at Psar. We read every application and reply within two weeks.\n\nPsar People Team`,
      });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );
}

/** 400 for a form whose required file is missing: the same problem overall and on the field. */
function badRequestFor(field: string, problem: Extract<Problem, string>) {
  return badRequest(problem, { [field]: problem });
}
