import { messageForStatus, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api/api-errors.ts';
import type { DomainError, DomainErrorKind } from '../../lib/api/domain-error.ts';

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

/** The status of each kind of domain refusal. */
const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  refused: 422,
  upstream: 502,
  busy: 503,
};

/** The HTTP answer of a domain refusal: its kind's status, its message, fields and details. */
export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(STATUS_OF_KIND[error.kind], error.messageGiven ? error.message : undefined, {
    ...(error.errors ? { errors: { ...error.errors } } : {}),
    ...(error.retryAfterSeconds === undefined
      ? {}
      : { headers: { 'Retry-After': String(error.retryAfterSeconds) } }),
    details: { ...error.details },
  });
}
