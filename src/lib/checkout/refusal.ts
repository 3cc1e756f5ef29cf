// What the checkout tells a shopper when an order cannot go ahead, in words that say what happened
// and with the fixes it offers as buttons. Pure, so every sentence is unit-tested.
import { MAX_QUANTITY_PER_LINE } from '../cart/cart.ts';
import { formatNZD } from '../money.ts';
import { ORDER_REFUSALS, type ShortItem } from './order-answers.ts';

/** A fix the checkout offers beside a problem, as a button or a link. */
export type CheckoutFix = 'fit_cart' | 'pickup' | 'remove_code' | 'add_meals';

/** A problem shown in the checkout's alert: a heading, its sentences and the fixes offered. */
export interface CheckoutProblem {
  title: string;
  lines: string[];
  fixes: CheckoutFix[];
}

const packs = (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'}`;

/** E.g. "Only 58 packs of Super Veg Sauce are left (you asked for 99)." */
export function shortItemSentence(item: ShortItem): string {
  if (item.available <= 0) return `${item.name} has sold out.`;
  const verb = item.available === 1 ? 'is' : 'are';
  return `Only ${packs(item.available)} of ${item.name} ${verb} left (you asked for ${item.requested}).`;
}

/** The alert for a 409 out-of-stock answer: each short meal's facts and "update my cart". */
export function stockProblem(items: readonly ShortItem[]): CheckoutProblem {
  return {
    title: 'We do not have enough of everything in your cart',
    lines: items.map(shortItemSentence),
    fixes: ['fit_cart'],
  };
}

/** The alert for a refusal the shopper fixes outside a field (a 422 answer's `detail`). */
export function refusalProblem(
  reason: string,
  detail: string,
  promoApplied: boolean,
): CheckoutProblem {
  if (reason === ORDER_REFUSALS.belowMinimum) {
    return {
      title: 'Your order is under the delivery minimum',
      lines: [detail],
      fixes: promoApplied ? ['add_meals', 'pickup', 'remove_code'] : ['add_meals', 'pickup'],
    };
  }
  if (reason === ORDER_REFUSALS.outsideZone) {
    return { title: 'We cannot deliver there yet', lines: [detail], fixes: ['pickup'] };
  }
  return { title: 'Your order was not placed', lines: [detail], fixes: [] };
}

/** The alert for an answer about the cart that fits no field (say, a meal no longer sold). */
export function cartProblem(message: string): CheckoutProblem {
  return { title: 'Please check your cart', lines: [message], fixes: [] };
}

/** The figures pricing gives that decide whether a delivery meets its zone's minimum. */
export interface MinimumFigures {
  subtotalCents: number;
  discountCents: number;
  minimumOrderCents: number;
}

/**
 * How many cents the food (after any discount) falls short of the zone's minimum, or 0 when it
 * meets it. Pickup and zones without a minimum give 0.
 */
export function minimumShortfallCents(figures: MinimumFigures): number {
  const goodsCents = figures.subtotalCents - figures.discountCents;
  return Math.max(0, figures.minimumOrderCents - goodsCents);
}

/**
 * The one sentence about a delivery under its minimum, e.g. "Delivery to Papamoa needs at least
 * $30.00 of food after discounts; your order has $28.62. Add $1.38 more, choose pickup, or remove
 * the code."
 */
export function shortfallText(
  zoneName: string,
  figures: MinimumFigures,
  promoApplied: boolean,
  /** False where the shopper cannot switch to pickup or drop the code (My deliveries). */
  otherWays = true,
): string {
  const short = formatNZD(minimumShortfallCents(figures));
  const goods = formatNZD(figures.subtotalCents - figures.discountCents);
  const minimum = formatNZD(figures.minimumOrderCents);
  const todo = !otherWays
    ? `Add ${short} more.`
    : promoApplied
      ? `Add ${short} more, choose pickup, or remove the code.`
      : `Add ${short} more or choose pickup.`;
  return `Delivery to ${zoneName} needs at least ${minimum} of food after discounts; your order has ${goods}. ${todo}`;
}

/** The most packs of a meal the + button allows, and the hint it shows once there. */
export function quantityLimit(stockLeft: number | undefined): { max: number; hint: string } {
  if (stockLeft !== undefined && stockLeft < MAX_QUANTITY_PER_LINE) {
    return { max: Math.max(0, stockLeft), hint: `Only ${stockLeft} left` };
  }
  return { max: MAX_QUANTITY_PER_LINE, hint: `Most you can order: ${MAX_QUANTITY_PER_LINE}` };
}
