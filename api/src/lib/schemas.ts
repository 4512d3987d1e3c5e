import { z } from 'zod';

/** `{ statusCode, error, message, fields? }`: every error answer of the API. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().describe('The HTTP status text, always in English, e.g. "Bad Request"'),
  message: z
    .string()
    .describe(
      "For the shopper, in the request's language: Khmer when Accept-Language prefers km or kh (any region), English otherwise; without Accept-Language, the i18next cookie (kh or en) decides",
    ),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'A message per invalid field (e.g. "email", "lines.0.quantity"); like message, in the language Accept-Language asks for',
    ),
});

export const localizedSchema = z.object({ en: z.string(), kh: z.string() });

/** A row id in the path: a PostgreSQL `integer` (serial), so larger numbers are a 400, not a 500. */
export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive({ message: 'Must be a positive whole number' })
    .max(2147483647, { message: 'Must be a positive whole number' }),
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
