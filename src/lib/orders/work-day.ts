// Which day the print screens (prep list, run sheet, packing slips) open on when no day is asked.
import { z } from 'zod';
import { CalendarDateSchema } from '../delivery/slots.ts';
import { isDayWork } from './dispatch.ts';
import type { OrderStatus, StatusChange } from './status.ts';

/** How many days ahead of today the print screens look for a day with orders. */
export const WORK_DAY_HORIZON_DAYS = 60;

/** GET /api/admin/work-day?from=: the day to open on, looking from `from` (today in Papamoa). */
export const WorkDayQuerySchema = z.object({ from: CalendarDateSchema.optional() });

/** The day a print screen opens on: the first with orders to handle, or `from` when none has. */
export const WorkDaySchema = z.object({
  date: z.iso.date(),
  /** The date looked from: today in Papamoa unless the request named another. */
  from: z.iso.date(),
  /** The day's orders that are its work (isDayWork); 0 when no day ahead has any. */
  orders: z.int().nonnegative(),
});
export type WorkDay = z.output<typeof WorkDaySchema>;

/** What firstWorkDay needs of an order. */
interface DayOrder {
  status: OrderStatus;
  history: readonly StatusChange[];
}

/**
 * The first of `days` (dates on or after `from`, in any order) with orders that are that day's
 * work: today when today has any, else the next such day; `from` with 0 orders when none has.
 */
export function firstWorkDay(
  from: string,
  days: readonly { date: string; orders: readonly DayOrder[] }[],
): WorkDay {
  const ahead = days.filter((day) => day.date >= from).sort((a, b) => a.date.localeCompare(b.date));
  for (const day of ahead) {
    const orders = day.orders.filter(isDayWork).length;
    if (orders > 0) return { date: day.date, from, orders };
  }
  return { date: from, from, orders: 0 };
}
