import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateApplicationBody,
  contentPageParams,
  contentPageSchema,
  contentPagesQuery,
  contentPageSummarySchema,
  JOB_TEAMS,
  jobApplicationForm,
  jobListSchema,
  jobsQuery,
  sellerApplicationForm,
  siteFeedbackBody,
  submissionReceiptSchema,
} from '@storefront/shared/contract/content';
import type { Database } from '../../db/client';
import { badRequest, notFound, type Problem } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import type { Mailer } from '../mail/service';
import { renderMail } from '../mail/templates';
import { optionalUser, parseFields, useMultipart } from './form-fields';
import {
  affiliateApplications,
  contentPages,
  feedback,
  jobApplications,
  jobs,
  sellerApplications,
} from './schema';
import { MAX_UPLOAD_BYTES, readMultipartForm, type UploadStore } from './uploads';

const uploadErrors = { 413: errorResponses[400], 415: errorResponses[400] };

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
        operationId: 'listContentPages',
        tags: ['content'],
        summary:
          'Content pages (title and summary), optionally those under a prefix such as terms-conditions/',
        description:
          'The titles and summaries of the content pages (legal, about), by slug, all on one page; with prefix, only those whose slug starts with it. Anyone may call it; a prefix over 100 characters answers 400.',
        querystring: contentPagesQuery,
        response: { 200: listOf(contentPageSummarySchema), ...errorResponses },
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
        operationId: 'getContentPage',
        tags: ['content'],
        summary: 'One content page by its route, e.g. /api/pages/terms-conditions/terms-of-use',
        description:
          "One content page with its Markdown body in both languages. The rest of the path after /api/pages/ is the page's slug, which may hold slashes (e.g. terms-conditions/terms-of-use). Anyone may call it; an unknown slug answers 404 content.page_not_found.",
        params: contentPageParams,
        response: { 200: itemOf(contentPageSchema), ...errorResponses },
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
        operationId: 'sendSiteFeedback',
        tags: ['content'],
        summary: 'Site feedback: a rating of 1–5, a message and an optional e-mail for a reply',
        description:
          "Stores feedback about the site. Anyone may send it (a signed-in shopper's feedback is linked to the account); invalid fields answer 400 with a problem per field.",
        body: siteFeedbackBody,
        response: { 201: itemOf(submissionReceiptSchema), ...errorResponses },
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
          language: requestLanguage(request),
        })
        .returning({ id: feedback.id });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.post(
    '/seller-applications',
    {
      config: {
        form: {
          fields: sellerApplicationForm,
          files: {
            idDocument: {
              maxItems: 1,
              maxBytes: MAX_UPLOAD_BYTES,
              description: 'An identity document: JPEG, PNG, WebP or PDF',
            },
          },
        },
      },
      schema: {
        operationId: 'createSellerApplication',
        tags: ['content'],
        summary:
          'Seller sign-up: multipart form (shopName, contactName, email, phone, province, category, idDocument JPEG/PNG/WebP/PDF up to 5 MB)',
        description:
          'Applies to sell on Psar (fields: SellerApplicationForm, plus the file idDocument) and e-mails a confirmation to the applicant. Anyone may call it. Invalid fields answer 400 with a problem per field, a missing idDocument 400 seller.id_document_required; a file over 5 MB answers 413 upload.too_large; a body that is not multipart/form-data or a file of another type answers 415.',
        consumes: ['multipart/form-data'],
        response: { 201: itemOf(submissionReceiptSchema), ...uploadErrors, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(sellerApplicationForm, fields);
      if (!file) throw badRequestFor('idDocument', 'seller.id_document_required');
      const idDocumentId = await uploads.save(
        db,
        'seller_id',
        { ...file, field: 'idDocument' },
        'image_or_pdf',
      );
      const [row] = await db
        .insert(sellerApplications)
        .values({ ...input, idDocumentId, language: requestLanguage(request) })
        .returning({ id: sellerApplications.id });
      await mailer.send({
        to: input.email,
        ...renderMail('seller_application_received', requestLanguage(request), {
          name: input.contactName,
          shopName: input.shopName,
          phone: input.phone,
        }),
      });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.post(
    '/affiliate-applications',
    {
      schema: {
        operationId: 'createAffiliateApplication',
        tags: ['content'],
        summary: 'Affiliate programme application',
        description:
          'Applies to the affiliate programme with the channel (website or social account) and its audience. Anyone may call it; invalid fields answer 400 with a problem per field.',
        body: affiliateApplicationBody,
        response: { 201: itemOf(submissionReceiptSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(affiliateApplications)
        .values({
          ...request.body,
          message: request.body.message || null,
          language: requestLanguage(request),
        })
        .returning({ id: affiliateApplications.id });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );

  r.get(
    '/jobs',
    {
      schema: {
        operationId: 'listJobs',
        tags: ['content'],
        summary: 'Job openings, optionally of one team',
        description:
          'The job openings in display order, all on one page, with every team for the filter. Anyone may call it; an unknown team answers 400 enum.is_one_of.',
        querystring: jobsQuery,
        response: { 200: jobListSchema, ...errorResponses },
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
      config: {
        form: {
          fields: jobApplicationForm,
          files: { cv: { maxItems: 1, maxBytes: MAX_UPLOAD_BYTES, description: 'The CV: PDF or .docx' } },
        },
      },
      schema: {
        operationId: 'createJobApplication',
        tags: ['content'],
        summary:
          'Apply for a job: multipart form (name, email, phone, coverLetter?, cv PDF or .docx up to 5 MB)',
        description:
          'Applies for a job opening (fields: JobApplicationForm, plus the file cv) and e-mails a confirmation to the applicant. Anyone may call it. An unknown opening answers 404 job.not_open; invalid fields answer 400 with a problem per field, a missing cv 400 job.cv_required; a file over 5 MB answers 413 upload.too_large; a body that is not multipart/form-data or a CV that is not PDF or .docx answers 415.',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 201: itemOf(submissionReceiptSchema), ...uploadErrors, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [job] = await db
        .select({ id: jobs.id, titleEn: jobs.titleEn, titleKh: jobs.titleKh })
        .from(jobs)
        .where(eq(jobs.id, request.params.id))
        .limit(1);
      if (!job) throw notFound('job.not_open');
      const { fields, file } = await readMultipartForm(request);
      const input = parseFields(jobApplicationForm, fields);
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
          language: requestLanguage(request),
        })
        .returning({ id: jobApplications.id });
      const language = requestLanguage(request);
      await mailer.send({
        to: input.email,
        ...renderMail('job_application_received', language, {
          name: input.name,
          jobTitle: language === 'kh' ? job.titleKh : job.titleEn,
        }),
      });
      return reply.status(201).send({ data: { id: row!.id } });
    },
  );
}

/** 400 for a form whose required file is missing: the same problem overall and on the field. */
function badRequestFor(field: string, problem: Extract<Problem, string>) {
  return badRequest(problem, { [field]: problem });
}
