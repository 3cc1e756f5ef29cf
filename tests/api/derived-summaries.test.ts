// The summary records the dashboard reads in one call each: the stock snapshot and the dashboard
// board (the standing plan: standing-plan.test.ts). Each must equal a working-out from its sources
// after every kind of change to them, and a change whose summary write the store refused must
// leave it stale only until the source's next change or the maintenance job.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import {
  DASHBOARD_BOARD_SECTIONS,
  dashboardBoard,
  repairDashboardBoard,
} from '../../src/server/admin/dashboard-board-sections.ts';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import {
  onHandIn,
  repairStockSnapshot,
  stockSnapshot,
} from '../../src/server/inventory/stock-snapshot.ts';
import { subscribe } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import {
  markContactMessageHandled,
  saveContactMessage,
} from '../../src/server/public-forms/contact-messages.ts';
import { startDrill } from '../../src/server/recall/drills.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { noteMissedDelivery } from '../../src/server/standing-orders/missed-deliveries.ts';
import {
  createStandingOrder,
  saveStandingOrder,
} from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { refuseWritesOf, repairRun } from '../fixtures/summary-repairs.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const blobs = runOnLocalBlobs({ faults: null });
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };
const ACTOR = { kind: 'staff' as const, id: 'test', username: 'test' };
const board = recordCollection({
  prefix: 'dashboard-board',
  schema: z.record(z.string(), z.unknown()),
});

beforeAll(async () => {
  await seedShop();
});

/** The stock snapshot as the stock documents make it now. */
async function stockFromDocuments() {
  const ids = await stockLevels.listIds();
  const levels = await Promise.all(ids.map((id) => stockLevels.getRevisioned(id)));
  return {
    levels: Object.fromEntries(
      ids.map((id, index) => [
        id,
        { onHand: levels[index]?.data.onHand, revision: levels[index]?.revision },
      ]),
    ),
  };
}

/** The board as stored, and as its sources make it now. */
const storedBoard = async () => board.get('current');
const boardFromSources = async (): Promise<Record<string, unknown>> =>
  Object.fromEntries(
    await Promise.all(
      DASHBOARD_BOARD_SECTIONS.map(async (section): Promise<[string, unknown]> => [
        section.name,
        await section.compute(),
      ]),
    ),
  );

const message = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.co.nz`,
  subject: 'question' as const,
  message: 'Do you deliver on Saturdays?',
  subscribedToNewsletter: false,
});

describe('the stock snapshot', () => {
  it('follows every write of a stock document: a stocktake, an order taking packs, a cancel', async () => {
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
    await setStockLevel('beef-bolognese', 40);
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
    const order = await placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity: 3 }] });
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
    await changeOrderStatus(order.id, 'cancelled', STAFF);
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
    expect(onHandIn(await stockSnapshot(), 'beef-bolognese')).toBe(
      (await stockLevels.get('beef-bolognese'))?.onHand,
    );
  });

  it('left stale by a refused write, is put right by the next write of the product', async () => {
    refuseWritesOf(blobs, 'stock-snapshot/current');
    try {
      await setStockLevel('butter-chicken', 7);
    } finally {
      blobs.setFaults(null);
    }
    expect((await stockLevels.get('butter-chicken'))?.onHand).toBe(7);
    expect(onHandIn(await stockSnapshot(), 'butter-chicken')).not.toBe(7);
    await setStockLevel('butter-chicken', 8);
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
  });

  it('left stale by a refused write, is put right by the maintenance job', async () => {
    refuseWritesOf(blobs, 'stock-snapshot/current');
    try {
      await setStockLevel('lamb-rogan-josh', 3);
    } finally {
      blobs.setFaults(null);
    }
    expect(onHandIn(await stockSnapshot(), 'lamb-rogan-josh')).not.toBe(3);
    const report = await repairRun();
    expect(report.failed).toEqual([]);
    expect(report.repairedSummaries).toBeGreaterThanOrEqual(1);
    expect(await stockSnapshot()).toEqual(await stockFromDocuments());
    expect(await repairStockSnapshot()).toBe(0);
  });
});

describe('the dashboard board', () => {
  it('follows each kind of change to its sources', async () => {
    await dashboardBoard();
    const steps: [string, () => Promise<unknown>][] = [
      ['a message arrives', () => saveContactMessage(message('Aroha'))],
      [
        'a subscriber signs up',
        () => subscribe({ email: 'ben@example.co.nz', name: 'Ben' }, 'newsletter-form'),
      ],
      ['an order is placed', () => placeTestOrder({ date: addDays(nzDateOf(new Date()), 5) })],
      [
        'a standing order starts',
        () => createStandingOrder(standingOrderFixture({ id: randomUUID() })),
      ],
      ['a drill starts', () => startDrill(ACTOR)],
    ];
    for (const [, step] of steps) {
      await step();
      expect(await storedBoard()).toEqual(await boardFromSources());
    }
    const { recent } = (await dashboardBoard()).messages;
    await markContactMessageHandled(ACTOR, recent[0]?.id ?? '');
    expect(await storedBoard()).toEqual(await boardFromSources());
    expect((await dashboardBoard()).messages.open).toBe(0);
    const order = await placeTestOrder({ date: addDays(nzDateOf(new Date()), 6) });
    await changeOrderStatus(order.id, 'paid', STAFF);
    expect(await storedBoard()).toEqual(await boardFromSources());
    const standing = standingOrderFixture({ id: randomUUID() });
    await createStandingOrder(standing);
    await saveStandingOrder(standing.id, (current) => ({ ...current, status: 'paused' }));
    expect(await storedBoard()).toEqual(await boardFromSources());
    const date = nzDateOf(new Date());
    await noteMissedDelivery(
      {
        standingOrderId: standing.id,
        date,
        cutoffAt: new Date().toISOString(),
        outcome: 'skipped',
        note: 'The slot was full',
        at: new Date().toISOString(),
      },
      new Date(),
    );
    expect(await storedBoard()).toEqual(await boardFromSources());
    expect((await dashboardBoard()).missed.map((missed) => missed.date)).toEqual([date]);
  });

  it('left stale by a refused write, is put right by the next change or the maintenance job', async () => {
    refuseWritesOf(blobs, 'dashboard-board/current');
    try {
      await saveContactMessage(message('Cara'));
    } finally {
      blobs.setFaults(null);
    }
    expect(await storedBoard()).not.toEqual(await boardFromSources());
    await saveContactMessage(message('Dan'));
    expect(await storedBoard()).toEqual(await boardFromSources());
    refuseWritesOf(blobs, 'dashboard-board/current');
    try {
      await subscribe({ email: 'eru@example.co.nz', name: 'Eru' }, 'newsletter-form');
    } finally {
      blobs.setFaults(null);
    }
    expect(await storedBoard()).not.toEqual(await boardFromSources());
    const report = await repairRun();
    expect(report.failed).toEqual([]);
    expect(report.repairedSummaries).toBeGreaterThanOrEqual(1);
    expect(await storedBoard()).toEqual(await boardFromSources());
    expect(await repairDashboardBoard()).toBe(0);
  });
});
