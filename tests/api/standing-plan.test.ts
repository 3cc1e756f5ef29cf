// The standing plan the forecast reads in one call: every standing order's due-day keys and the
// coming slot-days' bookings. It must equal a working-out from its sources after every standing
// order save and booking write, and a write whose plan write the store refused must leave it stale
// only until the source's next write or the maintenance job.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { STANDING_DAYS_PREFIX } from '../../src/lib/standing-orders/standing-days.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  dueKeysIn,
  repairStandingPlan,
  standingPlan,
} from '../../src/server/standing-orders/standing-plan.ts';
import {
  createStandingOrder,
  saveStandingOrder,
} from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { refuseWritesOf, repairRun } from '../fixtures/summary-repairs.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const blobs = runOnLocalBlobs({ faults: null });

beforeAll(async () => {
  await seedShop();
});

/** The plan as its sources make it: every due key, and the booking of one slot-day. */
async function planMatches(bookingId: string) {
  const plan = await standingPlan();
  const { blobs: keys } = await retryingStore().list({ prefix: `${STANDING_DAYS_PREFIX}/` });
  expect(dueKeysIn(plan).sort()).toEqual(keys.map((blob) => blob.key).sort());
  const booking = await slotBookings.getRevisioned(bookingId);
  expect(plan.bookings[bookingId]).toEqual(
    booking ? { booking: booking.data, revision: booking.revision } : undefined,
  );
}

describe('the standing plan', () => {
  const bookingId = bookingIdOf(addDays(nzDateOf(new Date()), 9), 'papamoa-thu-1600');
  const closeDay = (closed: boolean) =>
    slotBookings.update(bookingId, (current) => ({
      booked: current?.booked ?? 0,
      orderIds: current?.orderIds ?? [],
      override: { closed },
    }));

  it('follows every standing order save and every booking write', async () => {
    const standing = standingOrderFixture({
      id: randomUUID(),
      nextDate: addDays(nzDateOf(new Date()), 8),
    });
    await createStandingOrder(standing);
    await planMatches(bookingId);
    await closeDay(true);
    await planMatches(bookingId);
    await closeDay(false);
    await planMatches(bookingId);
    await saveStandingOrder(standing.id, (current) => ({ ...current, status: 'paused' }));
    await planMatches(bookingId);
    await slotBookings.delete(bookingId);
    await planMatches(bookingId);
  });

  it('left stale by a refused write, is put right by the next write or the maintenance job', async () => {
    refuseWritesOf(blobs, 'standing-plan/current');
    try {
      await closeDay(true);
    } finally {
      blobs.setFaults(null);
    }
    expect((await standingPlan()).bookings[bookingId]).toBeUndefined();
    await closeDay(true);
    await planMatches(bookingId);
    const standing = standingOrderFixture({
      id: randomUUID(),
      nextDate: addDays(nzDateOf(new Date()), 8),
    });
    refuseWritesOf(blobs, 'standing-plan/current');
    try {
      await createStandingOrder(standing);
    } finally {
      blobs.setFaults(null);
    }
    expect(dueKeysIn(await standingPlan()).some((key) => key.includes(standing.id))).toBe(false);
    const report = await repairRun();
    expect(report.failed).toEqual([]);
    expect(report.repairedSummaries).toBeGreaterThanOrEqual(1);
    await planMatches(bookingId);
    expect(await repairStandingPlan()).toBe(0);
  });
});
