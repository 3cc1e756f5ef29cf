// An order moved to another date, slot or way of handing it over (issue 24): the record the
// order keeps of each move, for its timeline and for what the shopper has paid.
import { z } from 'zod';
import { AddressSchema, OrderDateSchema, SlotIdSchema } from './request.ts';
import { OrderActorSchema } from './status.ts';

/** Where and when an order was handed over before or after a move, as booked. */
export const BookedPlaceSchema = z.object({
  method: z.enum(['delivery', 'pickup']),
  zoneId: z.string().min(1).max(100),
  zoneName: z.string().min(1),
  date: OrderDateSchema,
  slotId: SlotIdSchema,
  slotLabel: z.string().min(1).max(100),
  /** The delivery address, so an order moved to pickup can go back to delivery. */
  address: AddressSchema.optional(),
});
export type BookedPlace = z.output<typeof BookedPlaceSchema>;

/** One move of an order: who made it, from where to where, and its total before and after. */
export const OrderMoveSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  from: BookedPlaceSchema,
  to: BookedPlaceSchema,
  totalCentsBefore: z.int().nonnegative(),
  totalCentsAfter: z.int().nonnegative(),
});
export type OrderMove = z.output<typeof OrderMoveSchema>;
