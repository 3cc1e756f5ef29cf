import type { RecordCollection } from '../blobs/records.ts';
import { deliverySlots, deliveryZones } from '../delivery/store.ts';
import { SEED_SLOTS, SEED_ZONES } from './delivery-data.ts';
import { seedLog } from './seed-log.ts';

/** What one delivery seed run did, by seed-log id (`delivery-zones/papamoa`, …). */
export interface DeliverySeedReport {
  created: string[];
  skipped: string[];
}

async function seedEach<T extends { id: string }>(
  collection: RecordCollection<T>,
  prefix: string,
  records: readonly T[],
  now: Date,
  report: DeliverySeedReport,
): Promise<void> {
  for (const record of records) {
    const logId = `${prefix}/${record.id}`;
    if (await seedLog.get(logId)) {
      report.skipped.push(logId);
      continue;
    }
    // createOnce: a zone or slot staff made under the same id is left alone.
    await collection.createOnce(record.id, record);
    await seedLog.createOnce(logId, { seededAt: now.toISOString() });
    report.created.push(logId);
  }
}

/** Writes the launch delivery zones and weekly slots, once each. Safe to run any number of times. */
export async function seedDelivery(now = new Date()): Promise<DeliverySeedReport> {
  const report: DeliverySeedReport = { created: [], skipped: [] };
  await seedEach(deliveryZones, 'delivery-zones', SEED_ZONES, now, report);
  await seedEach(deliverySlots, 'delivery-slots', SEED_SLOTS, now, report);
  return report;
}
