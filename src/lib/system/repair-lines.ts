// The system check's line on the maintenance job's repairs: how much a killed writer left for
// the job to put right. Pure: src/server/system/repair-counts.ts keeps the tallies.
import type { SystemCheckLine } from '../admin/areas/system.ts';
import { ok } from './check-line.ts';

/** Every kind of repair the maintenance job counts. */
export const REPAIR_KINDS = ['orderHolds', 'strayHolds', 'dateKeys'] as const;
/** Repairs by kind. */
export type RepairCounts = Partial<Record<(typeof REPAIR_KINDS)[number], number>>;

/** How many days of repairs the system check sums. */
export const REPAIR_DAYS_SHOWN = 7;

const WHAT: Record<(typeof REPAIR_KINDS)[number], string> = {
  orderHolds: 'stock holds or slot bookings of coming orders set right',
  strayHolds: 'holds no order needed any more given back',
  dateKeys: 'day index keys of moved orders dropped',
};

/**
 * The line: what was repaired in the last days, or that nothing needed it. Repairs are the job
 * doing its work after a store failure, not a fault of the shop, so the line stays ok; many of
 * them say the store has been failing, which the write test line judges.
 */
export function repairsLine(counts: RepairCounts): SystemCheckLine {
  const found = REPAIR_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map(
    (kind) => `${String(counts[kind] ?? 0)} ${WHAT[kind]}`,
  );
  const days = `the last ${String(REPAIR_DAYS_SHOWN)} days`;
  return ok(
    'repairs',
    'Repairs by the maintenance job',
    found.length > 0
      ? `In ${days}: ${found.join('; ')}.`
      : `Nothing a failed write left needed repairing in ${days}.`,
  );
}
