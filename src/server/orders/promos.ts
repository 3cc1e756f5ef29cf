import {
  applyPromo,
  PromoCodeSchema,
  promoRejection,
  PromoSchema,
  promoSummary,
  type Promo,
  type PromoCheck,
  type PromoOutcome,
} from '../../lib/orders/promo.ts';
import { recordCollection } from '../blobs/records.ts';
import {
  customerKey,
  forgetPromoUses,
  giveBackCustomerUse,
  recordPromoUse,
  takeCustomerUse,
} from './promo-uses.ts';

/** Promo codes, one record each under `promo-codes/<CODE>` (upper-case). */
export const promoCodes = recordCollection({ prefix: 'promo-codes', schema: PromoSchema });

/** The stored promo for a code as the shopper typed it (any case), or null if there is none. */
export async function findPromo(code: string): Promise<Promo | null> {
  const parsed = PromoCodeSchema.safeParse(code);
  return parsed.success ? promoCodes.get(parsed.data) : null;
}

/**
 * Whether a code works on a subtotal, for the checkout's instant feedback. Unknown and
 * malformed codes get the same answer, so guessing learns nothing.
 */
export async function checkPromo(
  code: string,
  subtotalCents: number,
  now = new Date(),
): Promise<PromoCheck> {
  const normalised = code.trim().toUpperCase();
  const promo = await findPromo(normalised);
  if (!promo) {
    const { message } = promoRejection('unknown');
    return { valid: false, code: normalised, kind: null, discountCents: 0, message };
  }
  const outcome = applyPromo(promo, { subtotalCents, now });
  if (!outcome.ok) {
    return {
      valid: false,
      code: promo.code,
      kind: promo.kind,
      discountCents: 0,
      message: outcome.message,
    };
  }
  return {
    valid: true,
    code: promo.code,
    kind: promo.kind,
    discountCents: outcome.discountCents,
    message: `${promoSummary(promo)} applied`,
  };
}

class PromoRefused extends Error {
  readonly outcome: PromoOutcome;
  constructor(outcome: PromoOutcome) {
    super('Promo code refused');
    this.outcome = outcome;
  }
}

/** Takes a limited code's use for an order in the atomic write that checks the limit. */
async function takeLimitedUse(
  promo: Promo,
  orderId: string,
  check: (current: Promo) => PromoOutcome,
): Promise<PromoOutcome> {
  let outcome: PromoOutcome = check(promo);
  try {
    await promoCodes.update(promo.code, (current) => {
      if (!current) throw new PromoRefused({ ok: false, ...promoRejection('unknown') });
      outcome = check(current);
      if (!outcome.ok) throw new PromoRefused(outcome);
      if (current.redeemedOrderIds.includes(orderId)) return current;
      return { ...current, redeemedOrderIds: [...current.redeemedOrderIds, orderId] };
    });
  } catch (error) {
    if (error instanceof PromoRefused) return error.outcome;
    throw error;
  }
  return outcome;
}

/** What the order that uses a code brings: its customer's email and what it costs them. */
export interface PromoUseOrder {
  subtotalCents: number;
  now: Date;
  /** The order's total after the discount, counted as the code's revenue. */
  totalCents?: number;
  /** Required for one-per-customer codes. */
  email?: string;
}

/**
 * Uses a code for an order, checked on the server at submit time. A one-per-customer code first
 * takes its customer's record (`onlyIfNew`, so two orders by one address at once get one use);
 * a code with a use limit records the order's id in the same atomic write that checks the
 * limit, so the last use cannot go to two orders. Every use is then recorded for the back
 * office's counts. A retry for the same order is never counted twice.
 */
export async function claimPromoUse(
  code: string,
  orderId: string,
  order: PromoUseOrder,
): Promise<PromoOutcome> {
  const promo = await findPromo(code);
  if (!promo) return { ok: false, ...promoRejection('unknown') };
  const check = (current: Promo) =>
    applyPromo(current, { subtotalCents: order.subtotalCents, now: order.now, orderId });
  const first = check(promo);
  if (!first.ok) return first;
  const customer = promo.onePerCustomer ? customerKey(order.email) : undefined;
  if (customer !== undefined) {
    const taken = await takeCustomerUse(promo.code, customer, orderId, order.now);
    if (!taken) return { ok: false, ...promoRejection('used_by_customer') };
  }
  const outcome = promo.maxUses === undefined ? first : await takeLimitedUse(promo, orderId, check);
  if (!outcome.ok) {
    if (customer !== undefined) await giveBackCustomerUse(promo.code, customer, orderId);
    return outcome;
  }
  await recordPromoUse(promo.code, orderId, {
    totalCents: order.totalCents ?? 0,
    discountCents: outcome.discountCents,
    claimedAt: order.now.toISOString(),
    ...(customer === undefined ? {} : { customer }),
  });
  return outcome;
}

/** Gives a code's use back when the order is cancelled or abandoned; safe to repeat. */
export async function releasePromoUse(code: string, orderId: string): Promise<void> {
  const promo = await findPromo(code);
  if (!promo) return;
  const uses = await forgetPromoUses(promo.code, orderId);
  for (const use of uses) {
    if (use.customer) await giveBackCustomerUse(promo.code, use.customer, orderId);
  }
  if (!promo.redeemedOrderIds.includes(orderId)) return;
  try {
    await promoCodes.update(promo.code, (current) => {
      // Deleted meanwhile: there is no use left to give back.
      if (!current) throw new PromoRefused({ ok: false, ...promoRejection('unknown') });
      const redeemedOrderIds = current.redeemedOrderIds.filter((id) => id !== orderId);
      return { ...current, redeemedOrderIds };
    });
  } catch (error) {
    if (!(error instanceof PromoRefused)) throw error;
  }
}
