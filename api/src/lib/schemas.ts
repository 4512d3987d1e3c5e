import { z } from 'zod';
import { ERROR_CODES } from './errors/codes';
import { code } from './errors/zod-issues';

const paramsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values the code's message is written with, e.g. { count: 2 }");

export const errorCodeSchema = z
  .enum(ERROR_CODES)
  .describe(
    'A stable machine code: clients translate it (with params); its meaning never changes. The front ends translate every code in shared/locales/{en,kh}/errors.json',
  );

/** A code, its params and its message: a field's error, or why a voucher does not apply. */
export const problemSchema = z.object({
  code: errorCodeSchema,
  params: paramsSchema,
  message: z.string().describe("The field's message, in the request's language"),
});

/** `{ statusCode, error, code, params, message, fields? }`: every error answer of the API. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().describe('The HTTP status text, always in English, e.g. "Bad Request"'),
  code: errorCodeSchema,
  params: paramsSchema,
  message: z
    .string()
    .describe(
      "The code's message for people (curl, logs), in the request's language: the lng query, else the i18next cookie (kh or en), else Accept-Language (km or kh in any region means Khmer)",
    ),
  fields: z
    .record(z.string(), problemSchema)
    .optional()
    .describe(
      'What is wrong with each invalid field (e.g. "email", "lines.0.quantity"), as a code, params and message',
    ),
});

export const localizedSchema = z.object({ en: z.string(), kh: z.string() });

/** A row id in the path: a PostgreSQL `integer` (serial), so larger numbers are a 400, not a 500. */
export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive(code('id.not_positive_whole'))
    .max(2147483647, code('id.not_positive_whole')),
});

export const pageLinksSchema = z.object({
  first: z.string(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

export const pageMetaSchema = z.object({
  currentPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  lastPage: z.number().int(),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });

export const itemOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Error answers for a route's schema, so OpenAPI documents them too. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
} as const;
