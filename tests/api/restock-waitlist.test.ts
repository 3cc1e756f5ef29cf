import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_ACTOR } from '../../src/lib/orders/order.ts';
import waitlistHandler from '../../netlify/functions/restock-waitlist.mts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { listInventory } from '../../src/server/inventory/inventory-table.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { releaseStock, reserveStock } from '../../src/server/inventory/order-stock.ts';
import { restockWaitlist } from '../../src/server/inventory/restock-waitlist.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

async function join(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return call(waitlistHandler, '/api/restock-waitlist', {
    json: {
      productId: 'lamb-rogan-josh',
      email: 'aroha@example.co.nz',
      ...(await solvedChallenge()),
      ...overrides,
    },
    headers,
  });
}

const waitingFor = async (productId: string) => restockWaitlist.list(`${productId}/`);
const noticesTo = async (email: string) =>
  (await outbox.list()).filter((mail) => mail.to.includes(email));

describe('POST /api/restock-waitlist', () => {
  it('puts a shopper on a sold-out meal’s list once, and emails each once when it returns', async () => {
    await setStockLevel('lamb-rogan-josh', 0);
    expect((await join()).status).toBe(201);
    expect((await join({ email: ' Aroha@Example.co.nz ' })).status).toBe(201);
    expect((await join({ email: 'tane@example.co.nz' })).status).toBe(201);
    expect(await waitingFor('lamb-rogan-josh')).toHaveLength(2);
    const row = (await listInventory()).find((item) => item.productId === 'lamb-rogan-josh');
    expect(row?.waiting).toBe(2);

    await setStockLevel('lamb-rogan-josh', 12);
    const notices = await noticesTo('aroha@example.co.nz');
    expect(notices.map((mail) => mail.subject)).toEqual(['Lamb Rogan Josh is back in stock']);
    expect(notices[0]?.text).toContain('/meals/lamb-rogan-josh');
    expect(await noticesTo('tane@example.co.nz')).toHaveLength(1);
    expect(await waitingFor('lamb-rogan-josh')).toEqual([]);

    // Sold out and back again: nobody is waiting, so nobody hears twice.
    const orderId = crypto.randomUUID();
    await reserveStock([{ productId: 'lamb-rogan-josh', quantity: 12 }], orderId);
    await releaseStock([{ productId: 'lamb-rogan-josh', quantity: 12 }], orderId, SHOPPER_ACTOR);
    expect(await noticesTo('aroha@example.co.nz')).toHaveLength(1);
  });

  it('answers 409 for a meal in stock and 404 for no such meal', async () => {
    await setStockLevel('butter-chicken', 8);
    const inStock = await join({ productId: 'butter-chicken' });
    expect(inStock.status).toBe(409);
    expect(inStock.body).toMatchObject({
      message: expect.stringContaining('in stock now') as string,
    });
    expect((await join({ productId: 'no-such-meal' })).status).toBe(404);
    expect(await waitingFor('butter-chicken')).toEqual([]);
  });

  it('answers 400 beside each bad field, and for a wrong answer to the question', async () => {
    await setStockLevel('thai-green-curry', 0);
    const bad = await join({ productId: 'thai-green-curry', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { email: 'Must be a valid email address' } });
    const wrong = await join({ productId: 'thai-green-curry', humanVerification: '999' });
    expect(wrong.status).toBe(400);
    expect(await waitingFor('thai-green-curry')).toEqual([]);
  });

  it('stores nothing for a filled-in honeypot, and refuses a cross-site request', async () => {
    await setStockLevel('thai-green-curry', 0);
    expect((await join({ productId: 'thai-green-curry', website: 'spam.example' })).status).toBe(
      201,
    );
    const crossSite = await join(
      { productId: 'thai-green-curry' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await waitingFor('thai-green-curry')).toEqual([]);
  });
});
