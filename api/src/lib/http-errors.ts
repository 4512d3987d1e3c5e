import { normalizeProblem, type CodedProblem, type Problem } from './errors/codes';

export type { Problem } from './errors/codes';

/** Field path (e.g. `email`, `lines.0.quantity`) → what is wrong with it. */
export type FieldProblems = Record<string, Problem | CodedProblem>;

/**
 * An error the API answers with as is: `{ statusCode, error, code, params, message, fields?,
 * ...extra }`. The message is written from the code in the request's language by the error handler.
 */
export class HttpError extends Error {
  readonly problem: CodedProblem;
  readonly fields?: Record<string, CodedProblem>;

  constructor(
    readonly statusCode: number,
    problem: Problem | CodedProblem,
    fields?: FieldProblems,
    /** More properties of the answer, e.g. the fresh quote of a 409 at checkout. */
    readonly extra?: Record<string, unknown>,
  ) {
    const coded = normalizeProblem(problem);
    super(coded.code);
    this.problem = coded;
    if (fields) {
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [name, normalizeProblem(field)]),
      );
    }
  }
}

export const badRequest = (problem: Problem, fields?: FieldProblems) => new HttpError(400, problem, fields);
export const unauthorized = (problem: Problem = 'auth.sign_in_required') => new HttpError(401, problem);
export const forbidden = (problem: Problem) => new HttpError(403, problem);
export const notFound = (problem: Problem = 'resource.not_found') => new HttpError(404, problem);
export const conflict = (problem: Problem, fields?: FieldProblems) => new HttpError(409, problem, fields);
export const tooManyRequests = (problem: Problem) => new HttpError(429, problem);

/** 400 for a form whose fields failed their checks, one problem per field. */
export const invalidInput = (fields: FieldProblems) =>
  new HttpError(400, { code: 'request.invalid_input', params: {} }, fields);
