import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/checkout/config: which ways to pay are offered and whether the store takes orders. */
export interface CheckoutConfig {
  cardPayments: boolean;
  /** False while Settings hold no bank account to pay into. */
  bankTransfer: boolean;
  storeOpen: boolean;
  storeMessage: string;
}

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
    apiRequest<Partial<CheckoutConfig>>('/api/checkout/config', { signal: controller.signal })
      .then((answer) => {
        setConfig({
          cardPayments: answer.cardPayments === true,
          bankTransfer: answer.bankTransfer !== false,
          storeOpen: answer.storeOpen !== false,
          storeMessage: typeof answer.storeMessage === 'string' ? answer.storeMessage : '',
          loaded: true,
        });
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
