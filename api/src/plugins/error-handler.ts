import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { localizeErrorBody, type ErrorBody } from '../lib/error-translation';
import { HttpError, invalidInputMessage } from '../lib/http-errors';
import { requestLanguage } from '../lib/request-language';

/** A field's message should a validation issue come without one. */
export const FIELD_FALLBACK_MESSAGE = 'Invalid value';

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}

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

/**
 * Sends an error answer built in English in the request's language (lib/request-language.ts):
 * Khmer for `Accept-Language: km`/`kh`, or the `i18next` cookie without that header.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody) {
  const language = requestLanguage(request.headers['accept-language'], request.headers.cookie);
  // The words depend on these headers: a cache must not hand one language's answer to the other.
  varyOn(reply, ['Accept-Language', 'Cookie']);
  return reply.status(body.statusCode).send(localizeErrorBody(body, language));
}

/** One place turns every failure into `{ statusCode, error, message, fields? }`, in the
 * request's language; 5xx answers never show internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params as Record<string, unknown>);
        fields[name] ??= issue.message ?? FIELD_FALLBACK_MESSAGE;
      }
      return sendError(request, reply, {
        statusCode: 400,
        error: 'Bad Request',
        message: invalidInputMessage(fields),
        fields,
      });
    }
    if (error instanceof HttpError) {
      const body = {
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode] ?? 'Error',
        message: error.message,
      };
      return sendError(request, reply, {
        ...body,
        ...(error.fields && { fields: error.fields }),
        ...error.extra,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return sendError(request, reply, {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: error.message,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, {
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
