import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER_ACTOR } from '../../src/lib/orders/order.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import {
  heldPacks,
  releaseStock,
  reserveStock,
  settleStock,
} from '../../src/server/inventory/order-stock.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { capturePurges } from '../fixtures/cdn-purges.ts';

runOnLocalBlobs();

/** What a stock document counts (its movement bookkeeping left out). */
async function countsOf(productId: string) {
  const level = await stockLevels.get(productId);
  if (!level) return null;
  return { onHand: level.onHand, ...(level.holds ? { holds: level.holds } : {}) };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('reserveStock on the real local Blobs server', () => {
  it('gives exactly 10 of 100 simultaneous one-pack orders the last 10 packs', async () => {
    await setStockLevel('rush-meal', 10);
    const orderIds = Array.from({ length: 100 }, () => randomUUID());
    const results = await Promise.all(
      orderIds.map((orderId) => reserveStock([{ productId: 'rush-meal', quantity: 1 }], orderId)),
    );
    const winners = orderIds.filter((_, index) => results[index]?.ok);
    expect(winners).toHaveLength(10);
    for (const result of results.filter((outcome) => !outcome.ok)) {
      expect(result).toEqual({
        ok: false,
        shortages: [{ productId: 'rush-meal', requested: 1, available: 0 }],
      });
    }
    const level = await stockLevels.get('rush-meal');
    expect(level?.onHand).toBe(0);
    expect(Object.keys(level?.holds ?? {}).sort()).toEqual([...winners].sort());
    expect(heldPacks(level)).toBe(10);
  });

  it('takes nothing when one line of an order is short, and says how many are left', async () => {
    await setStockLevel('plenty-meal', 5);
    await setStockLevel('scarce-meal', 1);
    const result = await reserveStock(
      [
        { productId: 'plenty-meal', quantity: 2 },
        { productId: 'scarce-meal', quantity: 3 },
      ],
      randomUUID(),
    );
    expect(result).toEqual({
      ok: false,
      shortages: [{ productId: 'scarce-meal', requested: 3, available: 1 }],
    });
    expect(await countsOf('plenty-meal')).toEqual({ onHand: 5 });
    expect(await countsOf('scarce-meal')).toEqual({ onHand: 1 });
  });

  it('lists every short line, and treats an unknown product as none left', async () => {
    await setStockLevel('alpha-meal', 1);
    await setStockLevel('beta-meal', 9);
    await setStockLevel('gamma-meal', 0);
    const result = await reserveStock(
      [
        { productId: 'gamma-meal', quantity: 1 },
        { productId: 'beta-meal', quantity: 2 },
        { productId: 'alpha-meal', quantity: 2 },
        { productId: 'no-such-meal', quantity: 1 },
      ],
      randomUUID(),
    );
    expect(result).toEqual({
      ok: false,
      shortages: [
        { productId: 'alpha-meal', requested: 2, available: 1 },
        { productId: 'gamma-meal', requested: 1, available: 0 },
        { productId: 'no-such-meal', requested: 1, available: 0 },
      ],
    });
    expect(await countsOf('beta-meal')).toEqual({ onHand: 9 });
    expect(await countsOf('no-such-meal')).toBeNull();
  });

  it('takes once per order however often it is retried, merging repeated lines', async () => {
    await setStockLevel('retry-meal', 10);
    const orderId = randomUUID();
    const lines = [
      { productId: 'retry-meal', quantity: 2 },
      { productId: 'retry-meal', quantity: 1 },
    ];
    await Promise.all([reserveStock(lines, orderId), reserveStock(lines, orderId)]);
    expect(await reserveStock(lines, orderId)).toEqual({ ok: true });
    expect(await countsOf('retry-meal')).toEqual({ onHand: 7, holds: { [orderId]: 3 } });
    // Taken once: the product is marked as ordered, which refuses its deletion.
    expect((await stockLevels.get('retry-meal'))?.ordered).toBe(true);
  });
});

describe('releaseStock and settleStock', () => {
  it('gives an order’s packs back once, and nothing for an order that took none', async () => {
    await setStockLevel('return-meal', 4);
    const orderId = randomUUID();
    const other = randomUUID();
    await reserveStock([{ productId: 'return-meal', quantity: 3 }], orderId);
    await reserveStock([{ productId: 'return-meal', quantity: 1 }], other);
    const lines = [{ productId: 'return-meal', quantity: 3 }];
    expect(await releaseStock(lines, orderId, SHOPPER_ACTOR)).toEqual(lines);
    expect(await releaseStock(lines, orderId, SHOPPER_ACTOR)).toEqual([]);
    expect(await releaseStock(lines, randomUUID(), SHOPPER_ACTOR)).toEqual([]);
    expect(await countsOf('return-meal')).toEqual({ onHand: 3, holds: { [other]: 1 } });
  });

  it('settles a delivered order: the hold goes, the stock stays taken', async () => {
    await setStockLevel('settle-meal', 4);
    const orderId = randomUUID();
    await reserveStock([{ productId: 'settle-meal', quantity: 3 }], orderId);
    await settleStock([{ productId: 'settle-meal', quantity: 3 }], orderId);
    expect(await countsOf('settle-meal')).toEqual({ onHand: 1 });
    expect(
      await releaseStock([{ productId: 'settle-meal', quantity: 3 }], orderId, SHOPPER_ACTOR),
    ).toEqual([]);
    expect(await countsOf('settle-meal')).toEqual({ onHand: 1 });
  });

  it('keeps holds through a stocktake', async () => {
    await setStockLevel('count-meal', 5);
    const orderId = randomUUID();
    await reserveStock([{ productId: 'count-meal', quantity: 2 }], orderId);
    await setStockLevel('count-meal', 20);
    await releaseStock([{ productId: 'count-meal', quantity: 2 }], orderId, SHOPPER_ACTOR);
    expect(await countsOf('count-meal')).toEqual({ onHand: 22 });
  });

  it('purges cached product answers when an order sells out a meal and when it comes back', async () => {
    const purges = capturePurges();
    await setStockLevel('last-meal', 2);
    purges.length = 0;
    const first = randomUUID();
    await reserveStock([{ productId: 'last-meal', quantity: 1 }], first);
    expect(purges).toEqual([]);
    const second = randomUUID();
    await reserveStock([{ productId: 'last-meal', quantity: 1 }], second);
    const purge = { cache_tags: ['products', 'product-last-meal'], site_id: 'test-site' };
    expect(purges).toEqual([purge]);
    await releaseStock([{ productId: 'last-meal', quantity: 1 }], second, SHOPPER_ACTOR);
    expect(purges).toEqual([purge, purge]);
  });
});
