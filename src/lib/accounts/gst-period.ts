// GST taxable periods and their due dates, as Inland Revenue sets them: a period is one, two or
// six whole months ending with a chosen month, and its return (and payment) is due on the 28th of
// the month after it ends, except a period ending in November (15 January) or in March (7 May).
import { z } from 'zod';

/** How long a taxable period is, in months (IRD offers monthly, two-monthly and six-monthly). */
export const GST_PERIOD_MONTHS = [1, 2, 6] as const;
/** One of the period lengths IRD offers. */
export type GstPeriodMonths = (typeof GST_PERIOD_MONTHS)[number];

/** Which sales a return counts: money received in the period, or invoices issued in it. */
export const GST_BASES = ['payments', 'invoice'] as const;
/** One of the accounting bases IRD offers (the hybrid basis counts sales as the invoice basis). */
export type GstBasis = (typeof GST_BASES)[number];

/** A calendar month, `YYYY-MM`. */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM, like 2026-03');

/** The GST settings: the period's length, a month a period ends with, and the basis. */
export const GstSettingsSchema = z.object({
  gstPeriodMonths: z
    .union(
      GST_PERIOD_MONTHS.map((months) => z.literal(months)),
      { error: 'Choose monthly, two-monthly or six-monthly' },
    )
    .default(2),
  /** 1 (January) to 12: one month a period ends with; the others follow every period's length. */
  gstPeriodEndMonth: z
    .int({ error: 'Choose the month a GST period ends with' })
    .min(1, 'Choose the month a GST period ends with')
    .max(12, 'Choose the month a GST period ends with')
    .default(3),
  gstBasis: z
    .enum(GST_BASES, { error: 'Choose the payments basis or the invoice basis' })
    .default('payments'),
});
/** The GST settings as stored. */
export type GstSettings = z.output<typeof GstSettingsSchema>;

/** A taxable period: its first and last day and the months it spans, first to last. */
export interface GstPeriod {
  start: string;
  end: string;
  months: string[];
  dueDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthOfYear - 1) + count;
  return `${String(Math.floor(index / 12))}-${pad((index % 12) + 1)}`;
}

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthOfYear, 0)).getUTCDate();
  return `${month}-${pad(days)}`;
}

/** Whether a period of the settings may end with `month` (its month lines up with the end month). */
export function isPeriodEnd(month: string, settings: GstSettings): boolean {
  const monthOfYear = Number(month.slice(5, 7));
  const offset = (monthOfYear - settings.gstPeriodEndMonth + 120) % settings.gstPeriodMonths;
  return offset === 0;
}

/**
 * When a return is due (IRD): the 28th of the month after the period ends, but 15 January for a
 * period ending in November and 7 May for one ending in March.
 */
export function gstDueDate(endMonth: string): string {
  const next = addMonths(endMonth, 1);
  const monthOfYear = endMonth.slice(5, 7);
  if (monthOfYear === '11') return `${addMonths(endMonth, 2)}-15`;
  if (monthOfYear === '03') return `${addMonths(endMonth, 2)}-07`;
  return `${next}-28`;
}

/** The period of the settings ending with `endMonth` (which must be a period end). */
export function periodEndingWith(endMonth: string, settings: GstSettings): GstPeriod {
  const months = Array.from({ length: settings.gstPeriodMonths }, (_, index) =>
    addMonths(endMonth, index - settings.gstPeriodMonths + 1),
  );
  return {
    start: `${months[0] ?? endMonth}-01`,
    end: lastDayOf(endMonth),
    months,
    dueDate: gstDueDate(endMonth),
  };
}

/** The month the period holding `day` (`YYYY-MM-DD`) ends with. */
export function periodEndHolding(day: string, settings: GstSettings): string {
  let month = day.slice(0, 7);
  while (!isPeriodEnd(month, settings)) month = addMonths(month, 1);
  return month;
}
