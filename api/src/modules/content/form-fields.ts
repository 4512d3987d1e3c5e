import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import { fieldProblems } from '../../lib/errors/zod-issues';
import { invalidInput } from '../../lib/http-errors';
import { OPTIONAL_SESSION } from '../../plugins/openapi';

/** A multipart form's text fields checked like a JSON body: 400 with a problem per field. */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw invalidInput(fieldProblems(result.error.issues, fields));
}

/** Multipart parsing for this plugin's routes (skipped when an outer scope registered it). */
export async function useMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
}

/** Sets `request.auth` when a valid session cookie came along; anonymous otherwise. */
export function optionalUser(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.cookies || Object.keys(request.cookies).length === 0) return;
    try {
      await app.requireUser(request, reply);
    } catch {
      request.auth = null;
    }
  };
  // The OpenAPI document says such routes take a session but do not need one.
  return Object.assign(handler, { [OPTIONAL_SESSION]: true });
}
