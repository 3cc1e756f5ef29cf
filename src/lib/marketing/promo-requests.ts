// What the back office sends and gets for promo codes; the form and the server validate with the
// same schemas, so a field's message is the same in both.
import { z } from 'zod';
import {
  checkPromoFields,
  PromoCodeSchema,
  promoFieldsShape,
  PromoStatusSchema,
} from '../orders/promo.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The form's fields: an empty date or use limit means "none". */
const requestShape = {
  ...promoFieldsShape,
  startsAt: z.preprocess(blankToUndefined, promoFieldsShape.startsAt),
  endsAt: z.preprocess(blankToUndefined, promoFieldsShape.endsAt),
  maxUses: z.preprocess(blankToUndefined, promoFieldsShape.maxUses),
};

/** POST /api/admin/promo-codes: a new code. */
export const NewPromoRequestSchema = z
  .object({ code: PromoCodeSchema, ...requestShape })
  .superRefine(checkPromoFields);
export type NewPromoRequest = z.output<typeof NewPromoRequestSchema>;

/**
 * PUT /api/admin/promo-codes/{code}: the code as it should be (the code itself stays), with the
 * revision the editor loaded, so a change saved meanwhile is not overwritten (409).
 */
export const PromoUpdateRequestSchema = z
  .object({ ...requestShape, revision: z.int().nonnegative() })
  .superRefine(checkPromoFields);
export type PromoUpdateRequest = z.output<typeof PromoUpdateRequestSchema>;

/** A code as the back office shows it: its fields, uses, revenue, status and revision. */
export const PromoViewSchema = z.object({
  code: z.string(),
  kind: promoFieldsShape.kind,
  value: z.int().nonnegative(),
  minimumSubtotalCents: z.int().nonnegative(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  maxUses: z.int().positive().optional(),
  onePerCustomer: z.boolean(),
  everyStandingDelivery: z.boolean(),
  active: z.boolean(),
  /** Orders that used the code and were not cancelled. */
  uses: z.int().nonnegative(),
  /** What those orders came to, in cents (after the discount). */
  revenueCents: z.int().nonnegative(),
  status: PromoStatusSchema,
  /** Once used, its kind and value stay as they are (make a new code instead). */
  locked: z.boolean(),
  revision: z.int().positive(),
});
export type PromoView = z.output<typeof PromoViewSchema>;
