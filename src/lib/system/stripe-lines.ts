import type { SystemCheckLine } from '../admin/areas/system.ts';
import { ENV_PLACE, ok } from './check-line.ts';

type Line = SystemCheckLine;

/**
 * The system check's card payment lines: whether Stripe is on and in which mode (a test key in
 * production or a live key on a preview is a warning), and whether its webhook can be verified.
 */
export function stripeLines(
  env: Partial<Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET', string | undefined>>,
  deployContext: string,
): Line[] {
  const key = env.STRIPE_SECRET_KEY?.trim();
  const label = 'Card payments (Stripe)';
  const hookLabel = 'Stripe webhook';
  const production = deployContext === 'production';
  if (!key) {
    const off = 'Off: shoppers can pay by bank transfer only.';
    const hook = ok('stripe-webhook', hookLabel, 'Not needed while card payments are off.');
    if (!production) return [ok('stripe', label, off), hook];
    return [
      {
        id: 'stripe',
        label,
        status: 'warning',
        summary: off,
        action: `To take cards, set STRIPE_SECRET_KEY (sk_live_…) and STRIPE_WEBHOOK_SECRET ${ENV_PLACE}, then redeploy.`,
      },
      hook,
    ];
  }
  const mode = /^(sk|rk)_live_/.test(key) ? 'live' : /^(sk|rk)_test_/.test(key) ? 'test' : null;
  let line: Line;
  if (mode === null) {
    line = {
      id: 'stripe',
      label,
      status: 'problem',
      summary: 'The key is not a Stripe secret key (sk_live_… or sk_test_…).',
      action: `Copy the secret key from Stripe → Developers → API keys into STRIPE_SECRET_KEY ${ENV_PLACE}.`,
    };
  } else if (mode === 'test' && production) {
    line = {
      id: 'stripe',
      label,
      status: 'warning',
      summary: 'Test mode: no real card payment is taken.',
      action: `When you are ready to sell, set the live key (sk_live_…) and the live webhook’s secret ${ENV_PLACE}, then redeploy.`,
    };
  } else if (mode === 'live' && !production) {
    line = {
      id: 'stripe',
      label,
      status: 'warning',
      summary: 'Live mode on a deploy that is not production: orders here take real money.',
      action:
        'Give STRIPE_SECRET_KEY a test key (sk_test_…) for deploy previews and branch deploys (Netlify → Environment variables → different value per deploy context).',
    };
  } else {
    line = ok('stripe', label, `On, ${mode} mode.`);
  }
  const hook = env.STRIPE_WEBHOOK_SECRET?.trim()
    ? ok('stripe-webhook', hookLabel, 'STRIPE_WEBHOOK_SECRET is set.')
    : {
        id: 'stripe-webhook',
        label: hookLabel,
        status: 'problem' as const,
        summary: 'STRIPE_WEBHOOK_SECRET is not set: paid card orders are never marked paid.',
        action: `In Stripe → Developers → Webhooks add the endpoint <your site>/api/stripe/webhook (see the README for its events), then set its signing secret (whsec_…) as STRIPE_WEBHOOK_SECRET ${ENV_PLACE}.`,
      };
  return [line, hook];
}
