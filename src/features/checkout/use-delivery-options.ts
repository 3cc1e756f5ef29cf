import { useCallback, useEffect, useState } from 'react';
import { callRoute } from '../../lib/api/call-route.ts';
import type { DeliveryOptions, OptionDay } from '../../lib/delivery/options.ts';
import { deliveryOptionsRead } from '../../lib/public-api/checkout-reads.ts';
import type { checkoutApi } from '../../lib/public-api/checkout.ts';

/**
 * The route as the checkout group declares it, for its query's type: the page calls it through
 * deliveryOptionsRead, the same route less the query schema that only the server reads.
 */
type DeliveryOptionsRoute = (typeof checkoutApi)['api']['deliveryOptions'];

/** How long the postcode must stay unchanged before it is looked up. */
export const LOOKUP_DELAY_MS = 300;

/** The delivery options for the postcode typed so far (pickup only until it has 4 digits). */
export interface DeliveryLookup {
  status: 'loading' | 'ready' | 'failed';
  /** The 4-digit postcode these options are for, or '' for none (pickup only). */
  postcode: string;
  options: DeliveryOptions | null;
}

/**
 * Looks the postcode up live, for the cart's `packs` (slots without room for them are left
 * out): debounced, and a newer postcode or cart aborts the request still running for an older
 * one, so a slow answer never replaces a newer one. `reload` asks again at once.
 */
export function useDeliveryOptions(typedPostcode: string, packs: number) {
  const postcode = /^\d{4}$/.test(typedPostcode.trim()) ? typedPostcode.trim() : '';
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<(DeliveryLookup & { generation: number }) | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const query = { ...(postcode ? { postcode } : {}), packs };
        callRoute<DeliveryOptionsRoute>(
          deliveryOptionsRead as DeliveryOptionsRoute,
          { query },
          controller.signal,
        )
          .then((options) => {
            setAnswer({ status: 'ready', postcode, options, generation });
          })
          .catch(() => {
            if (!controller.signal.aborted) {
              setAnswer({ status: 'failed', postcode, options: null, generation });
            }
          });
      },
      generation === 0 && !postcode ? 0 : LOOKUP_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postcode, packs, generation]);

  const reload = useCallback(() => {
    setGeneration((count) => count + 1);
  }, []);
  // A new pack count keeps the slots shown until its answer comes (no flicker while the shopper
  // changes quantities); a new postcode does not, as those slots are another zone's.
  const current = answer?.postcode === postcode && answer.generation === generation;
  const lookup: DeliveryLookup =
    answer && current ? answer : { status: 'loading', postcode, options: null };
  return { lookup, reload };
}

/** The days the slot picker offers: the zone's for delivery, the kitchen's for pickup. */
export function daysFor(
  method: 'delivery' | 'pickup',
  options: DeliveryOptions | null,
): OptionDay[] | null {
  if (method === 'pickup') return options?.pickup?.days ?? null;
  return options?.zone ? options.days : null;
}
