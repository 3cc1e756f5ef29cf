import { useEffect, useState } from 'react';
import { callRoute } from '../../lib/api/call-route.ts';
import { checkoutConfigRoute, type CheckoutConfig } from '../../lib/public-api/checkout-reads.ts';

/** The config as the page has it: `loaded` once the server answered (or could not). */
export type LoadedCheckoutConfig = CheckoutConfig & { loaded: boolean };

/** Until the config arrives (or if it cannot be read): bank transfer only, store open. */
const FALLBACK: LoadedCheckoutConfig = {
  cardPayments: false,
  bankTransfer: true,
  storeOpen: true,
  storeMessage: '',
  loaded: false,
};

/** Reads the checkout config once; the server re-checks both rules when the order is placed. */
export function useCheckoutConfig(): LoadedCheckoutConfig {
  const [config, setConfig] = useState(FALLBACK);
  useEffect(() => {
    const controller = new AbortController();
    callRoute(checkoutConfigRoute, {}, controller.signal)
      .then((answer) => {
        setConfig({ ...answer, loaded: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) setConfig({ ...FALLBACK, loaded: true });
      });
    return () => {
      controller.abort();
    };
  }, []);
  return config;
}
