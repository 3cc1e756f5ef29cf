// The checkout's config (ways to pay, whether the store takes orders), read once per page: the
// page's frame script (checkout-frame.ts) asks for it as the page opens, and the live form takes
// the same answer when it mounts, so it draws the payment choices the frame already showed.
import { callRoute } from '../../lib/api/call-route.ts';
import { checkoutConfigRoute, type CheckoutConfig } from '../../lib/public-api/checkout-reads.ts';

/** The config as the page has it: `loaded` once the server answered (or could not). */
export type LoadedCheckoutConfig = CheckoutConfig & { loaded: boolean };

/** Until the config arrives (or if it cannot be read): bank transfer only, store open. */
export const FALLBACK_CONFIG: LoadedCheckoutConfig = {
  cardPayments: false,
  bankTransfer: true,
  storeOpen: true,
  storeMessage: '',
  loaded: false,
};

let loading: Promise<LoadedCheckoutConfig> | undefined;
let settled: LoadedCheckoutConfig | undefined;

/** Reads the config once for the page; a failed read settles as the fallback, marked loaded. */
export function loadCheckoutConfig(): Promise<LoadedCheckoutConfig> {
  loading ??= callRoute(checkoutConfigRoute, {})
    .then((answer) => ({ ...answer, loaded: true }))
    .catch(() => ({ ...FALLBACK_CONFIG, loaded: true }))
    .then((config) => {
      settled = config;
      return config;
    });
  return loading;
}

/** The config if it has arrived, for a form that mounts after it did. */
export function settledCheckoutConfig(): LoadedCheckoutConfig | undefined {
  return settled;
}
