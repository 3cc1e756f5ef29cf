import type { Config } from '@netlify/functions';
import { bankAccountSet } from '../../src/lib/checkout/payment-methods.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { cardPaymentsEnabled } from '../../src/server/payments/stripe-client.ts';
import { readShopSettings } from '../../src/server/settings.ts';

/** GET /api/checkout/config: which ways to pay are offered and whether the shop takes orders. */
export default methodHandler({
  async GET() {
    const settings = await readShopSettings();
    return json({
      cardPayments: cardPaymentsEnabled(),
      bankTransfer: bankAccountSet(settings),
      storeOpen: settings.storeOpen,
      storeMessage: settings.storeOpen ? '' : settings.pausedMessage,
    });
  },
});

export const config: Config = { path: '/api/checkout/config' };
