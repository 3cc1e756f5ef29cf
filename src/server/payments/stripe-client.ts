import Stripe from 'stripe';

/** Card payments are offered only when the shop has a Stripe secret key configured. */
export function cardPaymentsEnabled(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY?.trim());
}

/** Raised when card payment code runs without STRIPE_SECRET_KEY; callers check first. */
export class CardPaymentsDisabledError extends Error {
  constructor() {
    super('Card payments are not enabled: STRIPE_SECRET_KEY is not set');
    this.name = 'CardPaymentsDisabledError';
  }
}

/**
 * Where the Stripe client sends requests. STRIPE_API_URL (e.g. http://127.0.0.1:12111) points it
 * at a local stand-in such as stripe-mock for tests; otherwise it is Stripe's own API.
 */
function apiLocation(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const configured = process.env.STRIPE_API_URL?.trim();
  if (!configured) return {};
  const url = new URL(configured);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** A Stripe client for the configured key; made per call, as it is cheap and env may change. */
export function stripeClient(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY?.trim();
  if (!key) throw new CardPaymentsDisabledError();
  return new Stripe(key, {
    ...apiLocation(),
    // Stripe's client adds idempotency keys to its retries, so a retried create is not doubled.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'cube-kitchen' },
  });
}
