// The shop's standard delivery terms, stated once: the cart's estimate before a zone is known,
// the zones a fresh shop is seeded with, the form for a new zone and the How it works page all
// start from these. Plain numbers (no schema library): the cart on every public page reads them.

/** The standard delivery fee, below the free-delivery threshold. */
export const STANDARD_DELIVERY_FEE_CENTS = 500;

/** Standard delivery is free at or above this subtotal (a fixed local value: no network call). */
export const FREE_DELIVERY_THRESHOLD_CENTS = 5000;

/** Orders under this are not delivered (pickup has no minimum). */
export const DELIVERY_MINIMUM_ORDER_CENTS = 3000;
