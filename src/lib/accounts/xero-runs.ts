// The exports for Xero as staff ask for them and see them listed: a range of NZ days, and what
// each run put in its files. Shared by the contract (src/lib/admin/areas/accounts.ts), the
// server and the Accounts screen.
import { z } from 'zod';
import { addDays } from '../delivery/nz-time.ts';

/** The longest range one export covers: a year (a busy year is still one function's work). */
export const MOST_EXPORT_DAYS = 366;
/** The most invoices one file holds: Xero imports at most 500 invoices a file. */
export const MOST_INVOICES_PER_FILE = 500;

const DaySchema = z.iso.date({ error: 'Choose a date' });

/**
 * POST /api/admin/accounts/xero-exports: no range continues from where the last export ended;
 * a range (both days, NZ) exports that range again, saying which invoices Xero already has.
 */
export const XeroExportRequestSchema = z
  .object({ from: DaySchema.optional(), to: DaySchema.optional() })
  .strict()
  .superRefine((range, ctx) => {
    if ((range.from === undefined) !== (range.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [range.from === undefined ? 'from' : 'to'],
        message: 'Choose both the first and the last day, or neither',
      });
      return;
    }
    if (range.from && range.to && range.from > range.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The range must end on or after its start',
      });
    } else if (range.from && range.to && addDays(range.from, MOST_EXPORT_DAYS - 1) < range.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${String(MOST_EXPORT_DAYS)} days`,
      });
    }
  });
export type XeroExportRequest = z.output<typeof XeroExportRequestSchema>;

/** One export as the list shows it: its range and how much it held. */
export const XeroRunSummarySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Staff chose the range (it may repeat invoices); otherwise it continued from the last. */
  chosen: z.boolean(),
  invoices: z.int().nonnegative(),
  creditNotes: z.int().nonnegative(),
  files: z.int().nonnegative(),
});
export type XeroRunSummary = z.output<typeof XeroRunSummarySchema>;

/** An export just made: its summary, who made it, and what staff should know before importing. */
export const XeroExportRunSchema = XeroRunSummarySchema.extend({
  by: z.string(),
  /** Invoice and credit note numbers this file holds that an earlier export gave Xero already. */
  alreadyInXero: z.array(z.string()),
  /** Orders of the range still awaiting payment: exported once paid, by a later run. */
  waitingForPayment: z.array(z.string()),
});
export type XeroExportRun = z.output<typeof XeroExportRunSchema>;

/** GET /api/admin/accounts/xero-exports: the range the next export covers, and the last runs. */
export const XeroExportsPageSchema = z.object({
  /** Null when nothing is new: the last export reached yesterday. */
  next: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  runs: z.array(XeroRunSummarySchema),
});
export type XeroExportsPage = z.output<typeof XeroExportsPageSchema>;

/** The first day of the month before the one `day` is in: where a first export starts. */
function firstDayOfMonthBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/**
 * The range the next export covers when staff choose none: from the day after the furthest any
 * run reached (or from the first order that run left waiting for payment, if earlier) through
 * yesterday, so a day is exported once it is over. The first export starts at the month before
 * this one. Null when nothing is new.
 */
export function nextExportRange(
  runs: readonly { summary: Pick<XeroRunSummary, 'to' | 'at'>; waitingFrom: string | null }[],
  today: string,
): { from: string; to: string } | null {
  const to = addDays(today, -1);
  const latest = [...runs].sort(
    (a, b) => b.summary.to.localeCompare(a.summary.to) || b.summary.at.localeCompare(a.summary.at),
  )[0];
  let from = latest ? addDays(latest.summary.to, 1) : firstDayOfMonthBefore(today);
  if (latest?.waitingFrom && latest.waitingFrom < from) from = latest.waitingFrom;
  return from <= to ? { from, to } : null;
}
