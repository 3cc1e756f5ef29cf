import { z } from 'zod';
import { OrderActorSchema } from './status.ts';

/**
 * One edit staff made to an order before it was packed, as its timeline shows it: who, when,
 * each change in words ("2 × Beef Bolognese → 3", "Address changed") and the total before and
 * after, which is how the amount a paid order was paid stays known after its total changed.
 */
export const OrderEditRecordSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  changes: z.array(z.string().min(1).max(300)).min(1).max(120),
  totalBeforeCents: z.int().nonnegative(),
  totalAfterCents: z.int().nonnegative(),
  /** Staff chose today's prices for the lines the order already had. */
  todaysPrices: z.boolean(),
});
export type OrderEditRecord = z.output<typeof OrderEditRecordSchema>;
