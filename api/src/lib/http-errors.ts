/**
 * An error the API answers with as is: `{ statusCode, error, message, fields?, ...extra }`. The
 * message is English; the error handler answers a Khmer request in Khmer (lib/error-messages-kh.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More properties of the answer, e.g. the fresh quote of a 409 at checkout. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** `Invalid input. name: message; …`: a form's field messages in one line. */
export const invalidInputMessage = (fields: Record<string, string>) =>
  `Invalid input. ${Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join('; ')}`;

/** 400 for a form whose fields failed their checks, one message per field. */
export const invalidInput = (fields: Record<string, string>) =>
  new HttpError(400, invalidInputMessage(fields), fields);
