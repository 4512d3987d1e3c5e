import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../lib/http-errors';

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}

/** One place turns every failure into `{ statusCode, error, message, fields? }`; 5xx answers
 * never show internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params as Record<string, unknown>);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const summary = Object.entries(fields)
        .map(([name, message]) => `${name}: ${message}`)
        .join('; ');
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: `Invalid input. ${summary}`, fields });
    }
    if (error instanceof HttpError) {
      const body = { statusCode: error.statusCode, error: STATUS_CODES[error.statusCode] ?? 'Error', message: error.message };
      return reply.status(error.statusCode).send(error.fields ? { ...body, fields: error.fields } : body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
