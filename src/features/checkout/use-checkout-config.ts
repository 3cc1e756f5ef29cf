import { useEffect, useState } from 'react';
import {
  FALLBACK_CONFIG,
  loadCheckoutConfig,
  settledCheckoutConfig,
  type LoadedCheckoutConfig,
} from './checkout-config.ts';

export type { LoadedCheckoutConfig } from './checkout-config.ts';

/**
 * What the server renders as the page's frame: both ways to pay, which the frame script narrows
 * to those offered once the config arrives (a shop that takes cards then shows no change).
 */
const FRAME_CONFIG: LoadedCheckoutConfig = { ...FALLBACK_CONFIG, cardPayments: true };

/** The config for the form; the server re-checks both rules when the order is placed. */
export function useCheckoutConfig(): LoadedCheckoutConfig {
  const [config, setConfig] = useState(
    () =>
      settledCheckoutConfig() ?? (typeof window === 'undefined' ? FRAME_CONFIG : FALLBACK_CONFIG),
  );
  useEffect(() => {
    if (config.loaded) return;
    let live = true;
    void loadCheckoutConfig().then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, [config.loaded]);
  return config;
}
