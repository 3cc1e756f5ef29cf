import { z } from 'zod';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  ORDER_NOTES_MAX_LENGTH,
  PAYMENT_METHODS,
} from './request-limits.ts';
import {
  isOneLine,
  isPlainText,
  ONE_LINE_MESSAGE,
  PLAIN_TEXT_MESSAGE,
} from '../forms/plain-text.ts';
import { MAX_QUANTITY_PER_LINE } from '../cart/cart.ts';
import { emailField } from '../forms/email.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';
import { ORDER_SOURCE_PATTERN } from '../marketing/refill-link.ts';
import { StandingChoiceSchema } from '../standing-orders/standing-choice.ts';
import { PROMO_CODE_MESSAGE, PROMO_CODE_PATTERN } from './promo.ts';

/** Most lines one order may have; the shop sells fewer meals than this. */
export const MAX_ORDER_LINES = 50;

export { GIFT_MESSAGE_MAX_LENGTH, ORDER_NOTES_MAX_LENGTH, PAYMENT_METHODS };

/** Safe characters only, because the key becomes part of a storage key (`order-keys/<key>`). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const PHONE_MESSAGE = 'Please enter a phone number, e.g. 021 123 4567';

/** A New Zealand phone number, leniently: 7 to 20 of digits, spaces, + ( ) and dashes, 7+ digits. */
export function isPhoneNumber(phone: string): boolean {
  return /^[0-9 +()-]{7,20}$/.test(phone) && phone.replace(/\D/g, '').length >= 7;
}

/** A phone number field that must be filled in. */
export function phoneField(message = PHONE_MESSAGE) {
  return z.string({ error: message }).trim().refine(isPhoneNumber, message);
}

const requiredLine = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use at most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE);

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .default('');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine(isPlainText, PLAIN_TEXT_MESSAGE)
    .default('');

const personName = (what: string) =>
  z
    .string({ error: `${what} must be at least 2 characters` })
    .trim()
    .min(2, `${what} must be at least 2 characters`)
    .max(100, `${what} must be at most 100 characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE);

/** A street address in New Zealand (four-digit postcode). */
export const AddressSchema = z.object({
  line1: requiredLine('Please enter the street address', 100),
  line2: optionalLine(100),
  suburb: requiredLine('Please enter the suburb', 60),
  city: requiredLine('Please enter the town or city', 60),
  postcode: z
    .string({ error: 'Postcode must be 4 digits' })
    .trim()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
});
export type Address = z.output<typeof AddressSchema>;

/** Who is buying: the contact details for the order confirmation and the driver. */
export const CustomerSchema = z.object({
  name: personName('Name'),
  email: emailField({
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
  }),
  phone: phoneField(),
});
export type Customer = z.output<typeof CustomerSchema>;

/** A calendar day in New Zealand, `YYYY-MM-DD`. */
export const OrderDateSchema = z.iso.date({ error: 'Please choose a date' });

/** A slot id as the delivery rules name it; kept to safe characters as it may be part of keys. */
export const SlotIdSchema = z
  .string({ error: 'Please choose a time slot' })
  .trim()
  .min(1, 'Please choose a time slot')
  .max(100, 'Please choose a time slot')
  .regex(/^[\w.:-]+$/, 'Please choose a time slot');

/** Delivery to an address or pickup from the kitchen, each on a date in a slot. */
export const FulfilmentRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('delivery'),
      address: AddressSchema,
      date: OrderDateSchema,
      slotId: SlotIdSchema,
    }),
    z.object({ method: z.literal('pickup'), date: OrderDateSchema, slotId: SlotIdSchema }),
  ],
  { error: 'Choose delivery or pickup' },
);
export type FulfilmentRequest = z.output<typeof FulfilmentRequestSchema>;

/**
 * A pack sent as a gift. There is no separate recipient address: a gift is delivered to the
 * order's delivery address (the checkout labels it the recipient's address), and a gift picked
 * up is handed over by the buyer. The packing slip of a gift never shows prices.
 */
export const GiftSchema = z.object({
  recipientName: personName("The recipient's name"),
  recipientPhone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .refine((phone) => phone === '' || isPhoneNumber(phone), PHONE_MESSAGE)
    .optional()
    .transform((phone) => (phone === '' ? undefined : phone)),
  message: z
    .string()
    .trim()
    .max(
      GIFT_MESSAGE_MAX_LENGTH,
      `Keep the gift message to ${GIFT_MESSAGE_MAX_LENGTH} characters or fewer`,
    )
    .refine(isPlainText, PLAIN_TEXT_MESSAGE)
    .default(''),
  hidePrices: z.literal(true).default(true),
});
export type Gift = z.output<typeof GiftSchema>;

/** A gift as the paper staff print shows it (packing slip, run sheet): who gets it and the note. */
export const PrintedGiftSchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string().optional(),
  message: z.string(),
});

/** How the shopper pays: bank transfer (the default) or card through Stripe Checkout. */
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'Choose how you would like to pay',
});
export type PaymentMethod = z.output<typeof PaymentMethodSchema>;

const OrderItemSchema = z.object({
  productId: z
    .string({ error: 'Choose a meal from the shop' })
    .max(PRODUCT_ID_MAX_LENGTH, 'Choose a meal from the shop')
    .regex(SLUG_PATTERN, 'Choose a meal from the shop'),
  quantity: z
    .int({ error: 'Enter a whole number of packs' })
    .min(1, 'Order at least 1 pack')
    .max(MAX_QUANTITY_PER_LINE, `Order at most ${MAX_QUANTITY_PER_LINE} packs of one meal`),
});
export type OrderItem = z.output<typeof OrderItemSchema>;

/** Lines of the same meal are merged (as the cart does), keeping first-seen order. */
function mergeItems(items: readonly OrderItem[]): OrderItem[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of items) {
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The order's lines: 1 to 50, repeats of a meal merged, at most 99 packs of each meal. */
export const OrderItemsSchema = z
  .array(OrderItemSchema, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different meals`)
  .transform(mergeItems)
  .refine(
    (items) => items.every((item) => item.quantity <= MAX_QUANTITY_PER_LINE),
    `Order at most ${MAX_QUANTITY_PER_LINE} packs of one meal`,
  );

/**
 * POST /api/orders and the checkout form: one schema validates both. Prices never come from
 * the browser; the server prices the items from the catalog.
 */
export const PlaceOrderRequestSchema = z.object({
  idempotencyKey: z
    .string({ error: 'Please reload the page and try again' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Please reload the page and try again'),
  items: OrderItemsSchema,
  customer: CustomerSchema,
  fulfilment: FulfilmentRequestSchema,
  gift: GiftSchema.optional(),
  promoCode: z
    .string({ error: PROMO_CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || PROMO_CODE_PATTERN.test(code), PROMO_CODE_MESSAGE)
    .optional()
    .transform((code) => (code === '' ? undefined : code)),
  paymentMethod: PaymentMethodSchema.default('bank_transfer'),
  notes: optionalText(ORDER_NOTES_MAX_LENGTH),
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
  /** "Deliver this every week / 2 weeks / 4 weeks": the order starts a standing order. */
  standing: StandingChoiceSchema.optional(),
  /** "Remind me when it's time to restock", ticked at checkout. */
  restockReminder: z.boolean({ error: 'Tick the box or leave it' }).default(false),
  /** The reminder link the shopper came through; an unknown one is dropped, never refused. */
  source: z
    .string()
    .optional()
    .catch(undefined)
    .transform((source) => (source && ORDER_SOURCE_PATTERN.test(source) ? source : undefined)),
});
export type PlaceOrderRequest = z.output<typeof PlaceOrderRequestSchema>;
