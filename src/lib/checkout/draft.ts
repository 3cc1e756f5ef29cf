// The checkout's values kept in session storage as the shopper types, so a reload or a failed
// step loses nothing. Only the shapes of the empty form are taken back from storage.
import { WHEN_UNAVAILABLE } from '../standing-orders/standing-options.ts';
import { EMPTY_CHECKOUT, STANDING_FREQUENCY_CHOICES, type CheckoutFormValues } from './form.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Takes from `saved` each value whose type matches the template's; the template fills the rest. */
function mergeLike<T>(template: T, saved: unknown): T {
  if (isRecord(template)) {
    if (!isRecord(saved)) return template;
    const merged: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(template))
      merged[name] = mergeLike(value, saved[name]);
    return merged as T;
  }
  return typeof saved === typeof template ? (saved as T) : template;
}

/** The kept form values, or the empty form when nothing (or nothing readable) is kept. */
export function parseDraft(raw: string | null): CheckoutFormValues {
  try {
    const values = mergeLike(EMPTY_CHECKOUT, JSON.parse(raw ?? 'null'));
    const method = values.fulfilment.method === 'pickup' ? 'pickup' : 'delivery';
    const paymentMethod = values.paymentMethod === 'card' ? 'card' : 'bank_transfer';
    const standing = {
      everyWeeks: STANDING_FREQUENCY_CHOICES.includes(values.standing.everyWeeks)
        ? values.standing.everyWeeks
        : 'once',
      whenUnavailable: WHEN_UNAVAILABLE.includes(values.standing.whenUnavailable)
        ? values.standing.whenUnavailable
        : 'next_slot',
    } as const;
    return { ...values, fulfilment: { ...values.fulfilment, method }, paymentMethod, standing };
  } catch {
    return EMPTY_CHECKOUT;
  }
}
