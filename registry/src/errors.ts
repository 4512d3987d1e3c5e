/** An error the API answers as `{ code, message }` with its HTTP status. */
export class RegistryError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
