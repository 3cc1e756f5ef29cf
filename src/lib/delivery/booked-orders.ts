import { z } from 'zod';

/** An order holding a place in a dated slot, as a warning lists it (links go to its admin page). */
export const BookedOrderSchema = z.object({
  orderId: z.string().min(1),
  /** Null while the order is still being placed (its place is taken, its record not yet written). */
  orderNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  date: z.string(),
  slotId: z.string(),
  slotLabel: z.string().nullable(),
  zoneId: z.string(),
});
export type BookedOrder = z.output<typeof BookedOrderSchema>;

/** The body of a 409 that asks staff to confirm a change affecting booked orders. */
export const BookingsWarningSchema = z.object({
  message: z.string(),
  reason: z.string(),
  bookings: z.array(BookedOrderSchema),
});
export type BookingsWarning = z.output<typeof BookingsWarningSchema>;

/** The bookings of a 409 answer's body, or null when the body is no bookings warning. */
export function bookingsWarningOf(body: unknown, reason: string): BookingsWarning | null {
  const parsed = BookingsWarningSchema.safeParse(body);
  return parsed.success && parsed.data.reason === reason ? parsed.data : null;
}
