import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/checkout/config: whether cards are taken and whether the store takes orders. */
export interface CheckoutConfig {
  cardPayments: boolean;
  storeOpen: boolean;
  storeMessage: string;
}

/** Until the config arrives (or if it cannot be read): bank transfer only, store open. */
const FALLBACK: CheckoutConfig = { cardPayments: false, storeOpen: true, storeMessage: '' };

/** Reads the checkout config once; the server re-checks both rules when the order is placed. */
export function useCheckoutConfig(): CheckoutConfig {
  const [config, setConfig] = useState(FALLBACK);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Partial<CheckoutConfig>>('/api/checkout/config', { signal: controller.signal })
      .then((answer) => {
        setConfig({
          cardPayments: answer.cardPayments === true,
          storeOpen: answer.storeOpen !== false,
          storeMessage: typeof answer.storeMessage === 'string' ? answer.storeMessage : '',
        });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, []);
  return config;
}
