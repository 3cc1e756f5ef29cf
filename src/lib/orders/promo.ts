import { z } from 'zod';
import { oneLineField } from '../forms/plain-text.ts';
import { formatNZD } from '../money.ts';
import { PROMO_CODE_MESSAGE } from './promo-rules.ts';

/** What a promo code looks like once normalised: upper-case letters, digits, dashes, underscores. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,29}$/;

export { PROMO_CODE_MESSAGE };

/** Most orders a limited code can track; a limit keeps its stored list of orders small. */
export const MAX_PROMO_USES = 10_000;

/** A promo code as typed: case-insensitive, stored and compared upper-case. */
export const PromoCodeSchema = z
  .string({ error: PROMO_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, PROMO_CODE_MESSAGE);

/** The kinds of offer: a percentage off the goods, a fixed amount off, or free delivery. */
export const PromoKindSchema = z.enum(['percent', 'fixed', 'free_delivery']);
export type PromoKind = z.output<typeof PromoKindSchema>;

/** The fields staff set on a code, shared by the stored record and the admin form. */
export const promoFieldsShape = {
  kind: PromoKindSchema,
  value: z.int({ error: 'Enter a whole number' }).nonnegative('Cannot be negative'),
  minimumSubtotalCents: z
    .int({ error: 'Enter an amount in whole cents' })
    .nonnegative('Cannot be negative')
    .max(10_000_000, 'At most $100,000')
    .default(0),
  startsAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
  endsAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
  maxUses: z
    .int({ error: 'Enter a whole number of uses' })
    .positive('At least 1 use')
    .max(MAX_PROMO_USES, `At most ${MAX_PROMO_USES.toLocaleString('en-NZ')} uses`)
    .optional(),
  /** One use per customer email, taken atomically at checkout. */
  onePerCustomer: z.boolean().default(false),
  /** A standing order started with the code gets it on every delivery, not the first alone. */
  everyStandingDelivery: z.boolean().optional(),
  active: z.boolean(),
};

interface PromoFields {
  kind: PromoKind;
  value: number;
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

/** The rules across fields: a percentage from 1 to 100, a fixed amount of 1 cent or more, dates in order. */
export function checkPromoFields(promo: PromoFields, context: z.RefinementCtx): void {
  if (promo.kind === 'percent' && (promo.value < 1 || promo.value > 100)) {
    context.addIssue({
      code: 'custom',
      message: 'A percentage must be from 1 to 100',
      path: ['value'],
    });
  }
  if (promo.kind === 'fixed' && promo.value < 1) {
    context.addIssue({
      code: 'custom',
      message: 'A fixed discount must be at least 1 cent',
      path: ['value'],
    });
  }
  if (promo.startsAt && promo.endsAt && Date.parse(promo.startsAt) >= Date.parse(promo.endsAt)) {
    context.addIssue({
      code: 'custom',
      message: 'The end must be after the start',
      path: ['endsAt'],
    });
  }
}

/**
 * A promo code as stored under `promo-codes/<CODE>`. `value` is a whole percentage (1 to 100)
 * for `percent`, cents for `fixed`, and 0 for `free_delivery`. Codes with `maxUses` keep the
 * ids of the orders that used them, so a use is counted once per order and can be given back.
 */
export const PromoSchema = z
  .object({
    code: PromoCodeSchema,
    ...promoFieldsShape,
    redeemedOrderIds: z.array(z.string().min(1).max(100)).max(MAX_PROMO_USES).default([]),
  })
  .superRefine(checkPromoFields);
export type Promo = z.output<typeof PromoSchema>;

export {
  applyPromo,
  promoDiscountCents,
  promoRejection,
  type PromoDiscount,
  type PromoOutcome,
  type PromoRejection,
  type PromoRejectionReason,
} from './promo-rules.ts';

/** What the checkout says when a code is accepted, e.g. "10% off" or "Free delivery". */
export function promoSummary(promo: Pick<Promo, 'kind' | 'value'>): string {
  if (promo.kind === 'percent') return `${promo.value}% off`;
  if (promo.kind === 'fixed') return `${formatNZD(promo.value)} off`;
  return 'Free delivery';
}

/** POST /api/promo/check: a code and the cart's subtotal, for instant feedback at checkout. */
export const PromoCheckRequestSchema = z.object({
  code: oneLineField(
    z
      .string({ error: 'Enter a promo code' })
      .trim()
      .min(1, 'Enter a promo code')
      .max(50, PROMO_CODE_MESSAGE),
  ),
  subtotalCents: z.int({ error: 'The cart subtotal is missing' }).nonnegative().max(10_000_000),
});
export type PromoCheckRequest = z.output<typeof PromoCheckRequestSchema>;

/** The answer of POST /api/promo/check; the order itself is priced again on the server. */
export const PromoCheckSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  kind: PromoKindSchema.nullable(),
  discountCents: z.int().nonnegative(),
  message: z.string(),
});
export type PromoCheck = z.output<typeof PromoCheckSchema>;

/** What the back office shows of a code: scheduled, active, expired, used up or off. */
export const PromoStatusSchema = z.enum(['scheduled', 'active', 'expired', 'used_up', 'off']);
export type PromoStatus = z.output<typeof PromoStatusSchema>;

/** A code's status at `now`; turned off wins, then an end in the past, then a full use limit. */
export function promoStatus(
  promo: Pick<Promo, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'redeemedOrderIds'>,
  now: Date,
): PromoStatus {
  if (!promo.active) return 'off';
  if (promo.endsAt && now.getTime() >= Date.parse(promo.endsAt)) return 'expired';
  if (promo.maxUses !== undefined && promo.redeemedOrderIds.length >= promo.maxUses) {
    return 'used_up';
  }
  if (promo.startsAt && now.getTime() < Date.parse(promo.startsAt)) return 'scheduled';
  return 'active';
}

/** A customer's email as one-per-customer codes compare it: trimmed, lower-case. */
export function normaliseCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}
