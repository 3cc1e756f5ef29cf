import { messageForStatus, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api-errors.ts';

/** An error a handler answers with: status, the spec's message, and optional per-field errors. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message?: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? messageForStatus(status) ?? UNEXPECTED_ERROR_MESSAGE);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 400 with one message per invalid field, the shape forms show beside their fields. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, undefined, { errors });
}
