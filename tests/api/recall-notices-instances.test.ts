// Recall notices sent from separate OS processes at once (two admins pressing Send on two
// function instances, each pressing twice): every customer who got the batch is emailed exactly
// once, and the batch's remaining packs leave stock once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecallNoticeResult } from '../../src/lib/recall/recall-notice.ts';
import { batchById } from '../../src/server/batches/store.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { packFromBatch, recordTestBatch } from '../fixtures/recall-batches.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs();

const CUSTOMERS = 6;
let admin: Record<string, string> = {};

beforeAll(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 300);
  admin = await signedInAs('owner', 'admin');
});

describe('recall notices from several processes', () => {
  it('email each customer once and take the packs off sale once', async () => {
    const batch = await recordTestBatch({ code: 'BB-261122-1', packsMade: 60 });
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const order = await placeTestOrder({
        items: [{ productId: 'beef-bolognese', quantity: 2 }],
        customer: {
          name: `Customer ${String(index)}`,
          email: `recall-${String(index)}@example.nz`,
          phone: '021 555 0101',
        },
      });
      await packFromBatch(order, batch, 2);
    }
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
