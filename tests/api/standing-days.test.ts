// Standing orders by due day: the forecast counts their deliveries from the due-day keys alone
// (no standing order is read while its slot takes it), the keys follow a pause, and the
// maintenance backfill gives them to standing orders saved before they existed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import adminStandingOrders from '../../netlify/functions/admin-standing-orders.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Forecast } from '../../src/lib/standing-orders/forecast.ts';
import { STANDING_DAYS_PREFIX } from '../../src/lib/standing-orders/standing-days.ts';
import type { BlobsCall } from '../../src/server/blobs/local-blobs-faults.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  backfillStandingOrderKeys,
  createStandingOrder,
  saveStandingOrder,
} from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());

/** The next Thursday at least a week away: its slot's change-by time is still to come. */
function thursdayAfterAWeek(): string {
  let date = addDays(nzDateOf(new Date()), 7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) date = addDays(date, 1);
  return date;
}

async function forecast(): Promise<Forecast> {
  const answer = await call(adminStandingOrders, '/api/admin/standing-orders/forecast', {
    headers: team.staff,
  });
  expect(answer.status).toBe(200);
  return answer.body as Forecast;
}

const standingOn = async (date: string) =>
  (await forecast()).days.find((day) => day.date === date)?.standingOrders ?? 0;

describe('standing orders by due day', () => {
  const first = thursdayAfterAWeek();
  const ids = [randomUUID(), randomUUID(), randomUUID()];

  it('are counted by the forecast from their keys, reading no standing order', async () => {
    for (const id of ids) {
      await createStandingOrder(
        standingOrderFixture({
          id,
          nextDate: first,
          fulfilment: { ...standingOrderFixture().fulfilment, slotId: 'papamoa-thu-1600' },
          items: [{ productId: 'beef-bolognese', quantity: 2 }],
        }),
      );
    }
    const day = (await forecast()).days.find((found) => found.date === first);
    expect(day?.standingOrders).toBe(3);
    expect(day?.standing).toBe(6);
    const calls: BlobsCall[] = [];
    blobs.setFaults({ rate: 0, pick: (blobsCall) => (calls.push(blobsCall), null) });
    try {
      await forecast();
    } finally {
      blobs.setFaults(null);
    }
    expect(calls.filter((blobsCall) => blobsCall.key.startsWith('standing-orders/'))).toEqual([]);
  });

  it('follow a pause: the paused standing order leaves the forecast', async () => {
    await saveStandingOrder(ids[0] ?? '', (current) => ({ ...current, status: 'paused' }));
    expect(await standingOn(first)).toBe(2);
    const { blobs: keys } = await retryingStore().list({ prefix: `${STANDING_DAYS_PREFIX}/` });
    expect(keys.some((blob) => blob.key.includes(ids[0] ?? '-'))).toBe(false);
  });

  it('are given to standing orders saved before them by the backfill', async () => {
    // A store from before the keys has neither them nor the standing plan made from them.
    const { blobs: keys } = await retryingStore().list({ prefix: `${STANDING_DAYS_PREFIX}/` });
    await Promise.all(keys.map((blob) => retryingStore().delete(blob.key)));
    await retryingStore().delete('standing-plan/current');
    expect(await standingOn(first)).toBe(0);
    expect(await backfillStandingOrderKeys()).toBe(3);
    expect(await standingOn(first)).toBe(2);
  });
});
