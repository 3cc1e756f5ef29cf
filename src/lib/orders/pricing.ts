import { z } from 'zod';
import type { PricedOrder } from './price-order.ts';

export {
  deliveryFor,
  gstIncludedIn,
  priceLines,
  priceOrder,
  type LineToPrice,
  type PricedOrder,
  type ZoneFeeRules,
} from './price-order.ts';

/** A priced order line as the order keeps it. */
export const OrderLineSchema = z.object({
  productId: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  unitPriceCents: z.int().nonnegative(),
  quantity: z.int().positive(),
  lineTotalCents: z.int().nonnegative(),
});
export type OrderLine = z.output<typeof OrderLineSchema>;

/**
 * An order's money, all integer cents, GST-inclusive. `amountUntilFreeDeliveryCents` is 0 when
 * delivery is already free (or it is a pickup) and null when the zone has no free delivery.
 */
export const OrderTotalsSchema = z.object({
  subtotalCents: z.int().nonnegative(),
  discountCents: z.int().nonnegative(),
  deliveryFeeCents: z.int().nonnegative(),
  totalCents: z.int().nonnegative(),
  gstCents: z.int().nonnegative(),
  amountUntilFreeDeliveryCents: z.int().nonnegative().nullable(),
  minimumOrderCents: z.int().nonnegative(),
  meetsMinimum: z.boolean(),
});
export type OrderTotals = z.output<typeof OrderTotalsSchema>;

/** The totals alone, as the order record keeps them. */
export function orderTotalsOf(priced: PricedOrder): OrderTotals {
  return OrderTotalsSchema.parse(priced);
}
