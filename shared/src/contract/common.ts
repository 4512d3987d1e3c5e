import { z } from 'zod';
import { code, ERROR_CODES } from './error-codes';
import { named } from './registry';

const paramsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values the code's message is written with, e.g. { count: 2 }");

export const errorCodeSchema = named(
  'ErrorCode',
  z
    .enum(ERROR_CODES)
    .describe(
      'A stable machine code: clients translate it (with params); its meaning never changes. The front ends translate every code in shared/locales/{en,kh}/errors.json',
    ),
);

/** A code, its params and its message: a field's error, or why a voucher does not apply. */
export const problemSchema = named(
  'Problem',
  z.object({
    code: errorCodeSchema,
    params: paramsSchema,
    message: z.string().describe("The field's message, in the request's language"),
  }),
);
export type ApiProblem = z.output<typeof problemSchema>;

/** `{ statusCode, error, code, params, message, fields? }`: every error answer of the API. */
export const errorSchema = named(
  'Error',
  z.object({
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
  }),
);
export type ApiErrorBody = z.output<typeof errorSchema>;

/** The interface languages. */
export const LANGUAGES = ['en', 'kh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Text stored in both interface languages. */
export const localizedSchema = named('LocalizedText', z.object({ en: z.string(), kh: z.string() }));
export type LocalizedText = z.output<typeof localizedSchema>;

/** The largest row id: a PostgreSQL `integer` (serial), so larger numbers are a 400, not a 500. */
export const MAX_ROW_ID = 2147483647;

/** A row id in the path. */
export const idParam = z.object({
  id: z.coerce
    .number<number>()
    .int()
    .positive(code('id.not_positive_whole'))
    .max(MAX_ROW_ID, code('id.not_positive_whole')),
});

export const pageLinksSchema = named(
  'PageLinks',
  z.object({
    first: z.string(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
);
export type PageLinks = z.output<typeof pageLinksSchema>;

export const pageMetaSchema = named(
  'PageMeta',
  z.object({
    currentPage: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalIsEstimate: z.boolean(),
    lastPage: z.number().int(),
  }),
);
export type PageMeta = z.output<typeof pageMetaSchema>;

/** A page of a list: `{ data: [...], links, meta }`. */
export const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });
export type ListResponse<Item> = z.output<ReturnType<typeof listOf<z.ZodType<Item>>>>;

/** One record: `{ data: {...} }`. */
export const itemOf = <Item extends z.ZodType>(item: Item) => z.object({ data: item });
export type ItemResponse<Item> = z.output<ReturnType<typeof itemOf<z.ZodType<Item>>>>;
