// The checkout's session-storage keys, alone in this module so that pages which only forget the
// checkout (the order confirmation) load none of the form's code.

/** The session-storage key of the kept form values. */
export const CHECKOUT_DRAFT_KEY = 'cube-kitchen-checkout';

/** The session-storage key of the current order attempt (its idempotency key). */
export const CHECKOUT_ATTEMPT_KEY = 'cube-kitchen-checkout-attempt';

/** The session-storage key of the card order this tab went to Stripe to pay, until it is settled. */
export const CHECKOUT_CARD_PAYMENT_KEY = 'cube-kitchen-card-payment';

/** The session-storage key of the link this visit came through (`restock-<orderId>`). */
export const CHECKOUT_SOURCE_KEY = 'cube-kitchen-order-source';
