import { z } from 'zod';
import { isProvince } from '../address-book/provinces';
import { listOf, localizedSchema } from './common';
import { code } from './error-codes';
import { named } from './registry';

// Content pages (legal and about pages), site feedback, seller and affiliate applications, and
// job openings with their applications.

/** A content page: Markdown in both languages. */
export const contentPageSchema = named(
  'ContentPage',
  z
    .object({
      slug: z
        .string()
        .describe("The page's route without the leading slash, e.g. 'terms-conditions/terms-of-use'"),
      title: localizedSchema,
      summary: localizedSchema,
      body: localizedSchema,
      updatedAt: z.string().describe('When the page last changed (ISO 8601)'),
    })
    .describe('A content page; its body is Markdown in English and Khmer'),
);
export type ContentPage = z.output<typeof contentPageSchema>;

/** A content page without its body, for lists. */
export const contentPageSummarySchema = named(
  'ContentPageSummary',
  contentPageSchema.omit({ body: true }).describe('A content page without its body'),
);
export type ContentPageSummary = z.output<typeof contentPageSummarySchema>;

/** `GET /pages`. */
export const contentPagesQuery = z.object({
  prefix: z
    .string()
    .max(100)
    .optional()
    .describe("Only the pages whose slug starts with this, e.g. 'terms-conditions/'"),
});
export type ContentPagesQuery = z.input<typeof contentPagesQuery>;

/** `GET /pages/*`: fastify names the rest of the path `*`. */
export const contentPageParams = z.object({
  '*': z
    .string()
    .max(200)
    .describe(
      "The page's slug: the rest of the path, possibly with slashes, e.g. 'terms-conditions/terms-of-use'",
    ),
});
export type ContentPageParams = z.input<typeof contentPageParams>;

/** The teams of the job openings (the filter on /career). */
export const JOB_TEAMS = ['engineering', 'operations', 'customer-care', 'marketing', 'merchants'] as const;
export type JobTeam = (typeof JOB_TEAMS)[number];

export const JOB_EMPLOYMENTS = ['full_time', 'part_time', 'internship'] as const;
export type JobEmployment = (typeof JOB_EMPLOYMENTS)[number];

/** A job opening. */
export const jobSchema = named(
  'JobOpening',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    team: z.string().describe(`The team hiring: one of ${JOB_TEAMS.join(', ')}`),
    title: localizedSchema,
    location: localizedSchema,
    employment: z.enum(JOB_EMPLOYMENTS),
    description: localizedSchema,
  }),
);
export type Job = z.output<typeof jobSchema>;

/** `GET /jobs`. */
export const jobsQuery = z.object({
  team: z.enum(JOB_TEAMS, code('enum.is_one_of')).optional().describe('Only the openings of this team'),
});
export type JobsQuery = z.input<typeof jobsQuery>;

/** The openings and every team (for the filter). */
export const jobListSchema = listOf(jobSchema).extend({
  teams: z.array(z.string()).describe('Every team, whether or not it has openings, for the filter'),
});
export type JobList = z.output<typeof jobListSchema>;

/** The id of what a form stored (feedback, an application). */
export const submissionReceiptSchema = named(
  'SubmissionReceipt',
  z.object({ id: z.number().int().describe("The stored submission's id") }),
);
export type SubmissionReceipt = z.output<typeof submissionReceiptSchema>;

const name = z.string().trim().min(1, code('form.name_required')).max(100, code('string.too_long_sentence'));
const email = z.string().trim().email(code('form.email_invalid')).max(254);
// Cambodian numbers: 0 or +855, then 8–9 digits (spaces and dashes allowed).
const phone = z
  .string()
  .trim()
  .max(30)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+855|0)[1-9]\d{7,8}$/, code('form.phone_invalid')))
  .describe('A Cambodian number: 0 or +855, then 8–9 digits; spaces and dashes are allowed');

/** Site feedback. */
export const siteFeedbackBody = named(
  'SiteFeedbackBody',
  z.object({
    rating: z
      .number(code('feedback.rating_required'))
      .int()
      .min(1, code('feedback.rating_required'))
      .max(5, code('feedback.rating_range'))
      .describe('Stars, 1 (poor) to 5 (excellent)'),
    message: z
      .string(code('feedback.message_required'))
      .trim()
      .min(5, code('feedback.message_too_short'))
      .max(2000, code('string.too_long_sentence')),
    email: z
      .union([z.literal(''), email])
      .optional()
      .describe('Where to send a reply; empty or absent for none'),
  }),
);
export type SiteFeedbackBody = z.input<typeof siteFeedbackBody>;

/** What a seller sells. */
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
export type SellerCategory = (typeof SELLER_CATEGORIES)[number];

/**
 * The seller sign-up form's text fields (`POST /seller-applications`, multipart/form-data, checked
 * by the API's `parseFields`); the required file part `idDocument` is not among them.
 */
export const sellerApplicationForm = named(
  'SellerApplicationForm',
  z
    .object({
      shopName: z
        .string()
        .trim()
        .min(2, code('seller.shop_name_required'))
        .max(80, code('string.too_long_sentence')),
      contactName: name,
      email,
      phone,
      // The same 25 provinces (English names) as the address book.
      province: z
        .string()
        .max(50, code('seller.province_required'))
        .refine(isProvince, code('seller.province_required'))
        .describe("One of Cambodia's 25 provinces by its English name, as in the address book"),
      category: z.enum(SELLER_CATEGORIES, code('seller.category_required')),
    })
    .describe(
      'The text fields of the seller sign-up form (multipart/form-data); the file part "idDocument" (JPEG, PNG, WebP or PDF, up to 5 MB) is required',
    ),
);
export type SellerApplicationForm = z.input<typeof sellerApplicationForm>;

export const AFFILIATE_CHANNELS = ['website', 'facebook', 'tiktok', 'youtube', 'telegram', 'other'] as const;
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number];

export const AUDIENCE_SIZES = ['under_1k', '1k_10k', '10k_100k', 'over_100k'] as const;
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

/** An application to the affiliate programme. */
export const affiliateApplicationBody = named(
  'AffiliateApplicationBody',
  z.object({
    name,
    email,
    phone,
    channel: z.enum(AFFILIATE_CHANNELS, code('affiliate.channel_required')),
    channelUrl: z
      .string()
      .trim()
      .url(code('affiliate.url_invalid'))
      .max(300)
      .describe('The address of the website or social account'),
    audienceSize: z
      .enum(AUDIENCE_SIZES, code('affiliate.audience_required'))
      .describe('How many followers or visitors'),
    message: z.string().trim().max(2000, code('string.too_long_sentence')).optional(),
  }),
);
export type AffiliateApplicationBody = z.input<typeof affiliateApplicationBody>;

/**
 * A job application's text fields (`POST /jobs/{id}/applications`, multipart/form-data, checked by
 * the API's `parseFields`); the required file part `cv` is not among them.
 */
export const jobApplicationForm = named(
  'JobApplicationForm',
  z
    .object({
      name,
      email,
      phone,
      coverLetter: z.string().trim().max(3000, code('string.too_long_sentence')).optional(),
    })
    .describe(
      'The text fields of a job application (multipart/form-data); the file part "cv" (PDF or .docx, up to 5 MB) is required',
    ),
);
export type JobApplicationForm = z.input<typeof jobApplicationForm>;
