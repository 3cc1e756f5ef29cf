import { bankAccountSet } from '../../lib/checkout/payment-methods.ts';
import type { CheckoutConfig } from '../../lib/public-api/checkout.ts';
import { readShopSettings } from '../settings.ts';
import { cardPaymentsEnabled } from './stripe-client.ts';

/** Which ways to pay the checkout offers and whether the shop takes orders, as settings say now. */
export async function readCheckoutConfig(): Promise<CheckoutConfig> {
  const settings = await readShopSettings();
  return {
    cardPayments: cardPaymentsEnabled(),
    bankTransfer: bankAccountSet(settings),
    storeOpen: settings.storeOpen,
    storeMessage: settings.storeOpen ? '' : settings.pausedMessage,
  };
}
