import { messageForStatus, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api-errors.ts';

/** An error a handler answers with: status, the message for that status, optional field errors. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** More the client can act on, e.g. `{reason: 'out_of_stock', items}`; added to the body. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    message?: string,
    options: {
      errors?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message ?? messageForStatus(status) ?? UNEXPECTED_ERROR_MESSAGE);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

/** 400 with one message per invalid field, the shape forms show beside their fields. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, undefined, { errors });
}
