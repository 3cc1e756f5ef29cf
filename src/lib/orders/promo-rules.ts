// How a promo code applies to an order: whether it may be used now and the cents it takes off.
// Pure, without zod: the checkout prices its summary with it as the page opens.
import { lazily } from '../lazily.ts';
import { formatNZD } from '../money.ts';
import type { Promo, PromoKind } from './promo.ts';

/** The one message for a code that is malformed or unknown, so guessing learns nothing. */
export const PROMO_CODE_MESSAGE = 'That promo code is not valid';

/** Why a code cannot be used now; `unknown` is for a code that does not exist. */
export type PromoRejectionReason =
  | 'unknown'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'minimum_not_met'
  | 'used_by_customer';

/** A refused code: the typed reason and the sentence the checkout shows beside the field. */
export interface PromoRejection {
  reason: PromoRejectionReason;
  message: string;
}

/** An accepted code: the cents off the goods, and whether it makes delivery free. */
export interface PromoDiscount {
  code: string;
  kind: PromoKind;
  discountCents: number;
  freeDelivery: boolean;
}

/** The outcome of trying a code on an order. */
export type PromoOutcome = ({ ok: true } & PromoDiscount) | ({ ok: false } & PromoRejection);

const nzDay = lazily(
  () =>
    new Intl.DateTimeFormat('en-NZ', {
      timeZone: 'Pacific/Auckland',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

/** The refusal for a reason, with its message (dates in New Zealand time). */
export function promoRejection(
  reason: PromoRejectionReason,
  promo?: Pick<Promo, 'startsAt' | 'minimumSubtotalCents'>,
): PromoRejection {
  const messages: Record<PromoRejectionReason, string> = {
    unknown: PROMO_CODE_MESSAGE,
    inactive: 'That promo code is no longer available',
    not_started: promo?.startsAt
      ? `That promo code can be used from ${nzDay().format(new Date(promo.startsAt))}`
      : 'That promo code cannot be used yet',
    expired: 'That promo code has expired',
    used_up: 'That promo code has been used up',
    used_by_customer: 'You have already used that promo code',
    minimum_not_met: `Spend ${formatNZD(promo?.minimumSubtotalCents ?? 0)} or more to use that promo code`,
  };
  return { reason, message: messages[reason] };
}

/** The cents a code takes off a subtotal: percentages round to the cent, never more than it. */
export function promoDiscountCents(promo: Pick<Promo, 'kind' | 'value'>, subtotalCents: number) {
  if (promo.kind === 'percent') return Math.round((subtotalCents * promo.value) / 100);
  if (promo.kind === 'fixed') return Math.min(promo.value, subtotalCents);
  return 0;
}

/**
 * Tries a code on goods worth `subtotalCents` (before any discount) at `now`. `orderId` names
 * the order asking, so an order that already holds a use of a limited code is not refused.
 */
export function applyPromo(
  promo: Promo,
  options: { subtotalCents: number; now: Date; orderId?: string },
): PromoOutcome {
  const { subtotalCents, now, orderId } = options;
  const refuse = (reason: PromoRejectionReason): PromoOutcome => ({
    ok: false,
    ...promoRejection(reason, promo),
  });
  if (!promo.active) return refuse('inactive');
  if (promo.startsAt && now.getTime() < Date.parse(promo.startsAt)) return refuse('not_started');
  if (promo.endsAt && now.getTime() >= Date.parse(promo.endsAt)) return refuse('expired');
  const holdsUse = orderId !== undefined && promo.redeemedOrderIds.includes(orderId);
  if (promo.maxUses !== undefined && !holdsUse && promo.redeemedOrderIds.length >= promo.maxUses) {
    return refuse('used_up');
  }
  if (subtotalCents < promo.minimumSubtotalCents) return refuse('minimum_not_met');
  return {
    ok: true,
    code: promo.code,
    kind: promo.kind,
    discountCents: promoDiscountCents(promo, subtotalCents),
    freeDelivery: promo.kind === 'free_delivery',
  };
}
