// The Stripe stand-in the browser tests pay through, started by Playwright as a web server:
// `E2E_STRIPE_WEBHOOK_URL=http://127.0.0.1:4324/api/stripe/webhook node tests/e2e/stripe-stand-in.ts`.
// It listens on E2E_STRIPE_PORT (4325) and signs its events with the e2e webhook secret.
import { startFakeStripe } from '../fixtures/fake-stripe.ts';
import { E2E_STRIPE, STRIPE_STAND_IN_PORT } from './fixtures/stripe.ts';

const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL;
if (!webhookUrl) throw new Error('Set E2E_STRIPE_WEBHOOK_URL to the shop’s /api/stripe/webhook');

const stripe = await startFakeStripe({
  port: STRIPE_STAND_IN_PORT,
  webhook: { url: webhookUrl, secret: E2E_STRIPE.webhookSecret },
});
console.log(`Stripe stand-in at ${stripe.url}, reporting to ${webhookUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stripe.stop().finally(() => process.exit(0));
  });
}
