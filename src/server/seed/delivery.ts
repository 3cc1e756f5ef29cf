import type { RecordCollection } from '../blobs/records.ts';
import type { SpecialDate } from '../../lib/delivery/slots.ts';
import { daysShutByLawBetween, holidayHorizon } from '../delivery/holidays.ts';
import { deliverySlots, deliveryZones, specialDates } from '../delivery/store.ts';
import { SEED_SLOTS, SEED_ZONES } from './delivery-data.ts';
import { seedLog } from './seed-log.ts';

/** What one delivery seed run did, by seed-log id (`delivery-zones/papamoa`, …). */
export interface DeliverySeedReport {
  created: string[];
  skipped: string[];
}

async function seedEach<T>(
  collection: RecordCollection<T>,
  records: readonly T[],
  idOf: (record: T) => string,
  now: Date,
  report: DeliverySeedReport,
): Promise<void> {
  for (const record of records) {
    const id = idOf(record);
    const logId = `${collection.prefix}/${id}`;
    if (await seedLog.get(logId)) {
      report.skipped.push(logId);
      continue;
    }
    // createOnce: a record staff made under the same id is left alone.
    await collection.createOnce(id, record);
    await seedLog.createOnce(logId, { seededAt: now.toISOString() });
    report.created.push(logId);
  }
}

/**
 * Closes the days shut by law or custom (daysShutByLawBetween) for the next two years, each
 * once: a day staff opened again (by deleting its closure) stays open, and a day staff set up
 * themselves is left as it is. The maintenance job runs it too, so the years roll forward.
 */
export async function seedDaysShutByLaw(
  now = new Date(),
  report: DeliverySeedReport = { created: [], skipped: [] },
): Promise<DeliverySeedReport> {
  const closures: SpecialDate[] = daysShutByLawBetween(...holidayHorizon(now)).map((day) => ({
    date: day.date,
    kind: 'closed',
    note: `Shut for ${day.name} by law or custom; delete this to open`,
    holiday: day.name,
  }));
  await seedEach(specialDates, closures, (closure) => closure.date, now, report);
  return report;
}

/** Writes the launch delivery zones and weekly slots, once each. Safe to run any number of times. */
export async function seedDelivery(now = new Date()): Promise<DeliverySeedReport> {
  const report: DeliverySeedReport = { created: [], skipped: [] };
  await seedEach(deliveryZones, SEED_ZONES, (zone) => zone.id, now, report);
  await seedEach(deliverySlots, SEED_SLOTS, (slot) => slot.id, now, report);
  await seedDaysShutByLaw(now, report);
  return report;
}
