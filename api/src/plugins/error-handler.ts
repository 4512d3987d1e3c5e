import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { CodedProblem, ErrorCode } from '../lib/errors/codes';
import { problemMessage } from '../lib/errors/messages';
import { fieldProblems, type ValidationIssue } from '../lib/errors/zod-issues';
import { HttpError } from '../lib/http-errors';
import { requestLanguage, type ApiLanguage } from '../lib/request-language';

/** Adds request headers to `Vary`, keeping those already there (e.g. Accept-Encoding). */
function varyOn(reply: FastifyReply, headers: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = headers.filter(
    (header) => !current.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase()),
  );
  if (missing.length) reply.header('vary', [...current, ...missing].join(', '));
}

/** Fastify's and @fastify/multipart's own client errors, by their stable `code`. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.media_type_unsupported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.body_length_mismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.json_body_empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.json_body_invalid',
  // Refused by the router, before any route (see the frameworkErrors option in app.ts).
  FST_ERR_BAD_URL: 'request.url_invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'request.path_segment_too_long',
  FST_PARTS_LIMIT: 'upload.parts_limit',
  FST_FILES_LIMIT: 'upload.files_limit',
  FST_FIELDS_LIMIT: 'upload.fields_limit',
  FST_REQ_FILE_TOO_LARGE: 'upload.file_too_large',
  FST_PROTO_VIOLATION: 'upload.field_name_forbidden',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'upload.not_multipart',
  FST_INVALID_JSON_FIELD_ERROR: 'upload.field_json_invalid',
  FST_MP_PREMATURE_CLOSE: 'upload.closed_early',
};

export interface FieldErrorBody extends CodedProblem {
  message: string;
}

/** `{ statusCode, error, code, params, message, fields? }` (and, for some answers, more). */
export interface ErrorBody extends CodedProblem {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, FieldErrorBody>;
}

/**
 * An answer's body in the given language: `message` and each field's message are written from
 * their codes; a form's summary (`Invalid input. name: message; …`) from its field messages.
 */
export function errorBody(
  statusCode: number,
  problem: CodedProblem,
  language: ApiLanguage,
  fields?: Record<string, CodedProblem>,
): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  if (!fields) return { statusCode, error, ...problem, message: problemMessage(problem, language) };
  const described = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      { ...field, message: problemMessage(field, language) },
    ]),
  );
  const summary = Object.entries(described)
    .map(([name, field]) => `${name}: ${field.message}`)
    .join('; ');
  const message = problemMessage({ code: problem.code, params: { summary, ...problem.params } }, language);
  return { statusCode, error, ...problem, message, fields: described };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  problem: CodedProblem,
  fields?: Record<string, CodedProblem>,
  extra?: Record<string, unknown>,
) {
  const language = requestLanguage(request);
  // The words depend on these headers: a cache must not hand one language's answer to the other.
  varyOn(reply, ['Accept-Language', 'Cookie']);
  return reply.status(statusCode).send({ ...errorBody(statusCode, problem, language, fields), ...extra });
}

/** The part of the request a validation error is about (`body`, `querystring`, `params`, …). */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') {
    const params = request.params as Record<string, unknown>;
    return '*' in params ? { ...params, path: params['*'] } : params;
  }
  if (context === 'headers') return request.headers;
  return request.body;
}

/** One place turns every failure into a coded answer in the request's language; 5xx answers
 * never show internals. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: ValidationIssue[] = error.validation.map((item) => ({
      ...(item.params as Record<string, unknown>),
      code: item.keyword as ValidationIssue['code'],
      // A catch-all route's rest of the path (Fastify's `*`) is the `path` parameter of the document.
      path: item.instancePath
        .split('/')
        .filter(Boolean)
        .map((key) => (error.validationContext === 'params' && key === '*' ? 'path' : key)),
      message: item.message ?? '',
    }));
    const fields = fieldProblems(issues, validatedInput(request, error.validationContext));
    return send(request, reply, 400, { code: 'request.invalid_input', params: {} }, fields);
  }
  if (error instanceof HttpError) {
    return send(request, reply, error.statusCode, error.problem, error.fields, error.extra);
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, status, { code: 'server.internal', params: {} });
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (!known) request.log.info({ err: error }, 'request refused');
  return send(request, reply, status, { code: known ?? 'request.bad', params: {} });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, {
      code: 'route.not_found',
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    }),
  );
}
