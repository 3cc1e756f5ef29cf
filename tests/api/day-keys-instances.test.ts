// The derived keys of a day's orders across function instances: orders of one day placed, then
// paid, from separate OS processes at once must leave the prep day keys equal to the prep list
// built from the orders, the run sheet's day record equal to the sheet built from them, and every
// order's search words showing its state now.
import { beforeAll, describe, expect, it } from 'vitest';
import { prepDayFolder, prepDayOfKeys } from '../../src/lib/orders/prep-days.ts';
import { buildPrepList } from '../../src/lib/orders/prep-list.ts';
import { ORDER_WORDS_PREFIX, wordKeysOf } from '../../src/lib/orders/order-words.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { listOrders } from '../../src/server/orders/orders.ts';
import { runSheetOfDate } from '../../src/server/orders/run-sheet-days.ts';
import { buildRunSheet } from '../../src/lib/orders/run-sheet.ts';
import type { BlobsCall } from '../../src/server/blobs/local-blobs-faults.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs();
let slot: OpenSlot;
const team = signedInTeam(() => seedShop());

beforeAll(async () => {
  const options = await deliveryOptions({ postcode: '3118' });
  const first = options.days.flatMap((day) =>
    day.slots.map((open) => ({ date: day.date, slotId: open.slotId })),
  )[1];
  if (!first) throw new Error('No open Papamoa slot');
  slot = first;
  await deliverySlots.update(slot.slotId, (current) => {
    if (!current) throw new Error('No slot');
    return { ...current, capacity: 200 };
  });
  await setStockLevel('beef-bolognese', 500);
});

/** The day's run sheet as its record gives it (checked to read no order), beside the orders'. */
async function bothRunSheets(date: string) {
  const calls: BlobsCall[] = [];
  blobs.setFaults({ rate: 0, pick: (blobsCall) => (calls.push(blobsCall), null) });
  let fromRecord;
  try {
    fromRecord = await runSheetOfDate(date, null);
  } finally {
    blobs.setFaults(null);
  }
  expect(calls.filter((blobsCall) => blobsCall.key.startsWith('orders/'))).toEqual([]);
  return { fromRecord, fromOrders: buildRunSheet(date, null, await listOrders({ date })) };
}

/** The day's prep list as its keys give it, beside the one built from its orders. */
async function bothPrepLists(date: string) {
  const folder = prepDayFolder(date);
  const { blobs } = await openStore().list({ prefix: folder });
  const fromKeys = prepDayOfKeys(
    date,
    blobs.map((blob) => blob.key.slice(folder.length)),
  );
  const orders = await listOrders({ date });
  return { fromKeys, fromOrders: buildPrepList(date, orders), orders };
}

describe('day keys from several instances', { timeout: 180_000 }, () => {
  it('8 orders of one day from 4 processes, then paid from 4: keys equal the orders', async () => {
    const calls = Array.from({ length: 8 }, (_, index) => ({
      handler: functionModule('orders'),
      path: '/api/orders',
      options: {
        json: papamoaOrderRequest(slot, {
          items: [{ productId: 'beef-bolognese', quantity: 2 + index }],
          customer: {
            name: `Rangi Day ${String(index)}`,
            email: `rangi${String(index)}@example.co.nz`,
            phone: '021 303 4040',
          },
        }),
        ip: newClientIp(),
      },
    }));
    const placed = await callFromInstances(calls, { instances: 4, concurrency: 2 });
    expect(
      placed.map(({ status }) => status),
      JSON.stringify(placed.map(({ body }) => body)),
    ).toEqual(Array.from({ length: 8 }, () => 201));
    const afterPlacing = await bothPrepLists(slot.date);
    expect(afterPlacing.fromKeys).toEqual({ list: afterPlacing.fromOrders, indexed: 8 });
    const sheets = await bothRunSheets(slot.date);
    expect(sheets.fromRecord).toEqual(sheets.fromOrders);

    const ids = placed.map(({ body }) => (body as { id: string }).id);
    const paid = await callFromInstances(
      ids.map((id) => ({
        handler: functionModule('admin-orders'),
        path: `/api/admin/orders/${id}/status`,
        options: {
          json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
          headers: team.staff,
          params: { id },
        },
      })),
      { instances: 4, concurrency: 2 },
    );
    expect(paid.map(({ status }) => status)).toEqual(ids.map(() => 200));
    const afterPaying = await bothPrepLists(slot.date);
    expect(afterPaying.fromKeys).toEqual({ list: afterPaying.fromOrders, indexed: 8 });
    expect(afterPaying.fromOrders.unpaidPacks).toBe(0);
    const paidSheets = await bothRunSheets(slot.date);
    expect(paidSheets.fromRecord).toEqual(paidSheets.fromOrders);
    expect(
      paidSheets.fromRecord.slots.flatMap((one) => one.stops).map((stop) => stop.status),
    ).toEqual(ids.map(() => 'paid'));
    const { blobs } = await openStore().list({ prefix: `${ORDER_WORDS_PREFIX}/rangi/` });
    const wanted = afterPaying.orders.flatMap(wordKeysOf).filter((key) => key.includes('/rangi/'));
    expect(blobs.map((blob) => blob.key).sort()).toEqual(wanted.sort());
  });
});
