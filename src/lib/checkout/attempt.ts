// The idempotency key of an order attempt: one key per attempt, kept across a retry after a
// network failure (the server may have placed the order), renewed once the server has answered
// and the shopper then changes the cart or the form.

/** The attempt as kept in session storage. */
export interface OrderAttempt {
  key: string;
  /** The request without its key, as JSON: what this key was sent with. */
  fingerprint: string;
  /** True once the server gave a definitive answer (an order, or a refusal). */
  answered: boolean;
}

/** What the request says, apart from its key, so a changed cart or form is noticed. */
export function fingerprintOf(request: Record<string, unknown>): string {
  // JSON leaves out undefined values, so the key drops out.
  return JSON.stringify({ ...request, idempotencyKey: undefined });
}

/**
 * The attempt to send now: the kept one while no answer came (a retry after a network failure
 * must reuse its key), or after an answer when nothing changed; else a new one.
 */
export function attemptFor(
  kept: OrderAttempt | null,
  fingerprint: string,
  newKey: () => string,
): OrderAttempt {
  if (kept && (!kept.answered || kept.fingerprint === fingerprint)) {
    return { ...kept, answered: false };
  }
  return { key: newKey(), fingerprint, answered: false };
}

/** Reads a kept attempt; anything malformed counts as none. */
export function parseAttempt(raw: string | null): OrderAttempt | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, fingerprint, answered } = value as Record<string, unknown>;
    return typeof key === 'string' &&
      typeof fingerprint === 'string' &&
      typeof answered === 'boolean'
      ? { key, fingerprint, answered }
      : null;
  } catch {
    return null;
  }
}
