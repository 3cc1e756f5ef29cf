import { z } from 'zod';

/** GET /api/admin/restock-reminders/stats: reminders that went out, and those that led to an order. */
export const RestockReminderStatsSchema = z.object({
  sent: z.int().nonnegative(),
  ledToOrder: z.int().nonnegative(),
});
export type RestockReminderStats = z.output<typeof RestockReminderStatsSchema>;
