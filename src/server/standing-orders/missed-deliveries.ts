// A standing order's delivery that could not be made by its slot's cut-off is never silent: the
// shopper is emailed by the job (the change notice: moved or skipped, with the reason), and staff
// see it in the activity log and on the dashboard's list of missed deliveries, read from
// `standing-order-missed/<date>/<standing order id>` (written once per delivery; the key's date
// first, so the dashboard reads only recent ones).
import { z } from 'zod';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { CalendarDateSchema } from '../../lib/delivery/slots.ts';
import { recordAudit } from '../audit.ts';
import { recordCollection } from '../blobs/records.ts';
import { followBoardSource, type BoardSection } from '../admin/dashboard-board.ts';

/** One delivery not made by its cut-off: ids and what became of it, no person's data. */
export const MissedDeliverySchema = z.object({
  standingOrderId: z.uuid(),
  date: CalendarDateSchema,
  cutoffAt: z.iso.datetime(),
  /** What the job did instead: moved (to `movedTo`) or skipped. */
  outcome: z.enum(['moved', 'skipped']),
  movedTo: CalendarDateSchema.optional(),
  note: z.string().max(500),
  at: z.iso.datetime(),
});
export type MissedDelivery = z.output<typeof MissedDeliverySchema>;

/** `standing-order-missed/<date>/<standing order id>`: listed by date for the dashboard. */
export const missedDeliveries = recordCollection({
  prefix: 'standing-order-missed',
  schema: MissedDeliverySchema,
  afterSave: () => followBoardSource(missedOnBoard),
});

/** Who the activity log names for the job's own entries. */
const JOB_ACTOR = { id: 'standing-orders', username: 'Standing-order job' };

/**
 * Notes once that a delivery was not made by its cut-off: the record the dashboard lists and an
 * activity-log entry. A rerun after a crash finds the record and writes no second entry.
 */
export async function noteMissedDelivery(missed: MissedDelivery, now: Date): Promise<void> {
  const { created } = await missedDeliveries.createOnce(
    `${missed.date}/${missed.standingOrderId}`,
    missed,
  );
  if (!created) return;
  await recordAudit(
    {
      actor: JOB_ACTOR,
      action: 'standing-order.missed-cutoff',
      target: `standing-orders/${missed.standingOrderId}`,
      before: null,
      after: missed,
      label: `Delivery of ${missed.date} not made by its cut-off`,
    },
    now,
  );
}

/** How many days back (by delivery date) the dashboard lists missed deliveries. */
const MISSED_SHOWN_DAYS = 7;

/**
 * The deliveries missed of the last week and any later date, latest date first: one listing of
 * the keys (few: only missed deliveries have one), then a read of each shown.
 */
export async function recentMissedDeliveries(now: Date): Promise<MissedDelivery[]> {
  const from = addDays(nzDateOf(now), -MISSED_SHOWN_DAYS);
  const shown = (await missedDeliveries.listIds())
    .filter((id) => id.slice(0, 10) >= from)
    .sort()
    .reverse();
  const found = await Promise.all(shown.map((id) => missedDeliveries.get(id)));
  return found.filter((missed): missed is MissedDelivery => missed !== null);
}

/**
 * The dashboard board's section of missed deliveries: those of the last week as of the last
 * write (a delivery ages out of it by date, so the dashboard filters it again by today).
 */
export const missedOnBoard: BoardSection<MissedDelivery[]> = {
  name: 'missed',
  schema: z.array(MissedDeliverySchema),
  compute: () => recentMissedDeliveries(new Date()),
};

/** The board's missed deliveries still within the last week at `now`. */
export function stillRecent(deliveries: readonly MissedDelivery[], now: Date): MissedDelivery[] {
  const from = addDays(nzDateOf(now), -MISSED_SHOWN_DAYS);
  return deliveries.filter((missed) => missed.date >= from);
}
