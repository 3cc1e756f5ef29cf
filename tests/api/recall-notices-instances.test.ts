// Recall notices sent from separate OS processes at once (two admins pressing Send on two
// function instances, each pressing twice): every customer who got the batch is emailed exactly
// once, and the batch's remaining packs leave stock once. A press whose instance dies before its
// emails leave: the next press tells of the notices still held by it, and a press after their
// lease sends them, each once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecallNoticeResult } from '../../src/lib/recall/recall-notice.ts';
import { batchById } from '../../src/server/batches/store.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { NOTICE_LEASE_MS, sendRecallNotice } from '../../src/server/recall/notices.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import {
  callFromInstances,
  callUntilCrash,
  functionModule,
  type InstanceCall,
} from '../fixtures/instances.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { packFromBatch, recordTestBatch } from '../fixtures/recall-batches.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs();

const CUSTOMERS = 6;
let admin: Record<string, string> = {};
const OWNER = { id: 'owner-id', username: 'owner' };

/** A batch packed into one order each for `count` customers, `prefix-<n>@example.nz`. */
async function batchSentTo(code: string, prefix: string, count: number) {
  const batch = await recordTestBatch({ code, packsMade: 60 });
  for (let index = 0; index < count; index += 1) {
    const order = await placeTestOrder({
      items: [{ productId: 'beef-bolognese', quantity: 2 }],
      customer: {
        name: `Customer ${String(index)}`,
        email: `${prefix}-${String(index)}@example.nz`,
        phone: '021 555 0101',
      },
    });
    await packFromBatch(order, batch, 2);
  }
  return batch;
}

/** How many recall notices each address has in the outbox. */
async function noticesByAddress(subject: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const mail of await outbox.list()) {
    if (mail.subject !== subject) continue;
    const to = mail.to[0] ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

beforeAll(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 300);
  admin = await signedInAs('owner', 'admin');
});

describe('recall notices from several processes', () => {
  it('email each customer once and take the packs off sale once', async () => {
    const batch = await batchSentTo('BB-261122-1', 'recall', CUSTOMERS);
    const stockBefore = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const press: InstanceCall = {
      handler: functionModule('admin-recall'),
      path: '/api/admin/recall/notices',
      options: {
        json: {
          batchIds: [batch.id],
          subject: 'Food recall: Beef Bolognese',
          message: 'Please do not eat Beef Bolognese batch BB-261122-1.',
        },
        headers: admin,
      },
    };
    const answers = await callFromInstances([press, press, press, press], {
      instances: 2,
      concurrency: 2,
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const results = answers.map((answer) => answer.body as RecallNoticeResult);
    expect(results.reduce((sum, result) => sum + result.emailed, 0)).toBe(CUSTOMERS);
    expect(results.reduce((sum, result) => sum + result.packsWithdrawn, 0)).toBe(48);

    const notices = (await outbox.list()).filter((mail) => mail.subject.startsWith('Food recall'));
    expect(notices.map((mail) => mail.to[0]).sort()).toEqual(
      Array.from({ length: CUSTOMERS }, (_, index) => `recall-${String(index)}@example.nz`).sort(),
    );
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(stockBefore - 48);
    const recalled = (await stockMovements.list('beef-bolognese/')).filter(
      (movement) => movement.reason === 'recalled',
    );
    expect(recalled.map((movement) => movement.quantity)).toEqual([-48]);
    expect((await batchById(batch.id))?.withdrawals).toMatchObject([
      { reason: 'recalled', packs: 48 },
    ]);
  });
});

describe('a press whose instance dies before its emails leave', () => {
  it('leaves no customer without the notice: the press after the lease sends the rest, once each', async () => {
    const batch = await batchSentTo('BB-261123-1', 'died', CUSTOMERS);
    const subject = 'Food recall: Beef Bolognese batch BB-261123-1';
    const notice = {
      batchIds: [batch.id],
      subject,
      message: 'Please do not eat Beef Bolognese batch BB-261123-1.',
    };
    await callUntilCrash(
      {
        handler: functionModule('admin-recall'),
        path: '/api/admin/recall/notices',
        options: { json: notice, headers: admin },
      },
      /^outbox\//,
    );
    expect(await noticesByAddress(subject)).toEqual(new Map());

    const now = Date.now();
    const soon = await sendRecallNotice(OWNER, notice, new Date(now + 60_000));
    expect(soon.beingSent).toBeGreaterThan(0);
    expect(soon.emailed + soon.beingSent).toBe(CUSTOMERS);
    const late = await sendRecallNotice(OWNER, notice, new Date(now + NOTICE_LEASE_MS + 60_000));
    expect(late).toMatchObject({ emailed: soon.beingSent, beingSent: 0 });

    const sent = await noticesByAddress(subject);
    expect([...sent.keys()].sort()).toEqual(
      Array.from({ length: CUSTOMERS }, (_, index) => `died-${String(index)}@example.nz`).sort(),
    );
    expect([...sent.values()].every((count) => count === 1)).toBe(true);
  });
});
