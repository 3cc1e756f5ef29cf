// Why domain code refuses something, said in the domain's words: the API kits map it to an HTTP
// answer (src/server/http/errors.ts, httpErrorOf), so no domain code names a status.

/**
 * What kind of refusal: `invalid` input a field can fix (400), `not_found` (404), a `conflict`
 * with the current state (409), `refused` data that was understood but not accepted (422), an
 * `upstream` service that failed (502), or the shop too `busy` to finish just now (503).
 */
export type DomainErrorKind =
  'invalid' | 'not_found' | 'conflict' | 'refused' | 'upstream' | 'busy';

/** What a refusal says beyond its kind; all of it reaches the client's answer. */
export interface DomainErrorOptions {
  /** The sentence for the client; without it, the fixed sentence for its kind. */
  message?: string;
  /** One message per field the client can fix. */
  errors?: Record<string, string>;
  /** More the client can act on, e.g. `{reason: 'out_of_stock', items}`. */
  details?: Record<string, unknown>;
  /** For `busy`: when to try again. */
  retryAfterSeconds?: number;
}

/** A refusal raised by domain code: its kind, and what the client is told. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly messageGiven: boolean;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly details: Readonly<Record<string, unknown>>;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, options: DomainErrorOptions = {}) {
    super(options.message ?? kind);
    this.name = 'DomainError';
    this.kind = kind;
    this.messageGiven = options.message !== undefined;
    this.errors = options.errors;
    this.details = options.details ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Input refused with one message per field, the shape forms show beside their fields. */
export function invalidInput(errors: Record<string, string>): DomainError {
  return new DomainError('invalid', { errors });
}
