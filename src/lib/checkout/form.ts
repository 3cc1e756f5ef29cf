// The checkout form's values: the form mirrors the POST /api/orders body, so server error paths
// name form fields. Its validation (the server's own schema) is in form-schema.ts, which the page
// loads only once the shopper starts on the form: this module stays free of zod.
import type { PaymentMethod, PlaceOrderRequest } from '../orders/request.ts';
import type { CheckoutDetails } from './form-schema.ts';
import type { WhenUnavailable } from '../standing-orders/standing-choice.ts';

/** What the checkout's fields hold while the shopper types (everything is text or a tick). */
export interface CheckoutFormValues {
  customer: { name: string; email: string; phone: string };
  fulfilment: {
    method: 'delivery' | 'pickup';
    address: { line1: string; line2: string; suburb: string; city: string; postcode: string };
    date: string;
    slotId: string;
  };
  giftEnabled: boolean;
  gift: { recipientName: string; recipientPhone: string; message: string };
  promoCode: string;
  notes: string;
  paymentMethod: PaymentMethod;
  termsAccepted: boolean;
  restockReminder: boolean;
  /** "Just this once" or every 1, 2 or 4 weeks, and what to do when a slot is full. */
  standing: { everyWeeks: StandingFrequencyChoice; whenUnavailable: WhenUnavailable };
}

/** The checkout's frequency choices as the radio buttons hold them. */
export const STANDING_FREQUENCY_CHOICES = ['once', '1', '2', '4'] as const;
export type StandingFrequencyChoice = (typeof STANDING_FREQUENCY_CHOICES)[number];

/** An empty checkout: delivery, bank transfer, nothing ticked. */
export const EMPTY_CHECKOUT: CheckoutFormValues = {
  customer: { name: '', email: '', phone: '' },
  fulfilment: {
    method: 'delivery',
    address: { line1: '', line2: '', suburb: '', city: '', postcode: '' },
    date: '',
    slotId: '',
  },
  giftEnabled: false,
  gift: { recipientName: '', recipientPhone: '', message: '' },
  promoCode: '',
  notes: '',
  paymentMethod: 'bank_transfer',
  termsAccepted: false,
  restockReminder: false,
  standing: { everyWeeks: 'once', whenUnavailable: 'next_slot' },
};

export type { CheckoutDetails };

/**
 * The body the form's values stand for: the gift only when ticked; pickup carries no address;
 * a standing order only when a frequency is chosen.
 */
export function detailsCandidate(values: CheckoutFormValues): Record<string, unknown> {
  const { fulfilment, giftEnabled, gift, standing, ...rest } = values;
  const { address, ...slot } = fulfilment;
  return {
    ...rest,
    fulfilment: fulfilment.method === 'delivery' ? { ...slot, address } : slot,
    ...(giftEnabled ? { gift } : {}),
    ...(standing.everyWeeks === 'once'
      ? {}
      : {
          standing: {
            everyWeeks: Number(standing.everyWeeks),
            whenUnavailable: standing.whenUnavailable,
          },
        }),
  };
}

/** The POST /api/orders body: the validated details, the cart's lines and the attempt's key. */
export function toPlaceOrderRequest(
  details: CheckoutDetails,
  items: readonly { id: string; quantity: number }[],
  idempotencyKey: string,
  source?: string,
): PlaceOrderRequest {
  return {
    ...details,
    idempotencyKey,
    items: items.map(({ id, quantity }) => ({ productId: id, quantity })),
    source,
  };
}

/** Every form field a server message can name, in the order they appear on the page. */
export const CHECKOUT_FIELDS = [
  'customer.name',
  'customer.email',
  'customer.phone',
  'fulfilment.method',
  'fulfilment.address.line1',
  'fulfilment.address.line2',
  'fulfilment.address.suburb',
  'fulfilment.address.city',
  'fulfilment.address.postcode',
  'fulfilment.slotId',
  'gift.recipientName',
  'gift.recipientPhone',
  'gift.message',
  'promoCode',
  'notes',
  'paymentMethod',
  'termsAccepted',
  'restockReminder',
  'standing.everyWeeks',
  'standing.whenUnavailable',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Server paths that are not fields of their own but belong beside one. */
const PATH_ALIASES: Record<string, CheckoutField> = {
  fulfilment: 'fulfilment.method',
  'fulfilment.date': 'fulfilment.slotId',
  'fulfilment.address': 'fulfilment.address.line1',
  customer: 'customer.name',
  gift: 'gift.recipientName',
  standing: 'standing.everyWeeks',
};

/** A 400 answer's messages split into those beside a field and the rest (items, the key). */
export interface SplitServerErrors {
  fields: [CheckoutField, string][];
  other: string[];
}

/** Maps the server's `errors` (zod paths joined with '.') onto the checkout's fields. */
export function splitServerErrors(errors: Record<string, string>): SplitServerErrors {
  const known = new Set<string>(CHECKOUT_FIELDS);
  const byField = new Map<CheckoutField, string>();
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const field = known.has(path) ? (path as CheckoutField) : PATH_ALIASES[path];
    if (field && !byField.has(field)) byField.set(field, message);
    else if (!field) other.push(message);
  }
  const fields = CHECKOUT_FIELDS.flatMap((field): [CheckoutField, string][] => {
    const message = byField.get(field);
    return message === undefined ? [] : [[field, message]];
  });
  return { fields, other };
}
