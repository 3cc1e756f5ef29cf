import type { Promo } from '../../lib/orders/promo.ts';

/** Promo codes a fresh shop starts with; WELCOME10 is the code for trying the checkout. */
export const SEED_PROMOS: readonly Promo[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minimumSubtotalCents: 3000,
    onePerCustomer: false,
    active: true,
    redeemedOrderIds: [],
  },
];
