// The limits and choices of an order request that the checkout's fields show as the page opens.
// Without zod, so the page's first script does not carry the request's schema (request.ts).

/** Longest gift message: it is printed on a card in the box. */
export const GIFT_MESSAGE_MAX_LENGTH = 255;

/** Longest order note for the kitchen or the driver. */
export const ORDER_NOTES_MAX_LENGTH = 500;

/** The ways a shopper pays, in the order the checkout offers them: bank transfer first. */
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;

/** How the shopper pays: bank transfer (the default) or card through Stripe Checkout. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
