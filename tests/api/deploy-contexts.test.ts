import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import productsHandler from '../../netlify/functions/products.mts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { installNetlifyRuntime, onDeploy, type TestDeploy } from '../fixtures/netlify-context.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';

runOnLocalBlobs();
installNetlifyRuntime();

const SITE_URL = 'https://www.cubekitchen.co.nz';
const PREVIEW_ORIGIN = 'https://deploy-preview-12--cube-kitchen.netlify.app';
const PREVIEW: TestDeploy = {
  context: 'deploy-preview',
  id: '6566a1b2c3d4e5f6a7b8c9d0',
  siteUrl: SITE_URL,
};
const BRANCH: TestDeploy = {
  context: 'branch-deploy',
  id: '6566a1b2c3d4e5f6a7b8c9ff',
  siteUrl: SITE_URL,
};
const PRODUCTION: TestDeploy = {
  context: 'production',
  id: '6566a1b2c3d4e5f6a7b8c9aa',
  siteUrl: SITE_URL,
};
const PRODUCTION_STOCK = 7;
const LAUNCH_STOCK =
  SEED_PRODUCTS.find(({ product }) => product.id === 'beef-bolognese')?.onHand ?? 0;

/** Every key of the site-wide store with the bytes behind it: what production would see. */
async function siteStoreSnapshot(): Promise<Map<string, string | null>> {
  const store = getStore({ name: 'shop', consistency: 'strong' });
  const { blobs } = await store.list();
  const entries = await Promise.all(
    blobs.map(async ({ key }) => [key, await store.get(key, { type: 'text' })] as const),
  );
  return new Map(entries);
}

/** Places a bank-transfer order on `deploy`, sent from and to `origin`, at its first open slot. */
async function placeOrderOn(deploy: TestDeploy, origin: string) {
  return onDeploy(deploy, `${origin}/api/orders`, async () => {
    // The first request of a deploy with its own store seeds it; the slots come from there.
    await call(productsHandler, `${origin}/api/products`);
    const options = await deliveryOptions({ postcode: '3118' });
    const day = options.days.find((candidate) => candidate.slots.length > 0);
    const slotId = day?.slots[0]?.slotId;
    if (!day || !slotId) throw new Error('No open Papamoa slot');
    const answer = await call(ordersHandler, `${origin}/api/orders`, {
      json: papamoaOrderRequest({ date: day.date, slotId }),
      headers: { origin },
    });
    expect(answer.status).toBe(201);
    const { number } = answer.body as { number: string };
    // The shopper's email is the one with a link back to the shop.
    const mail = (await outbox.list()).filter(
      (message) => message.subject.includes(number) && message.to.includes('aroha@example.co.nz'),
    );
    const onHand = (await stockLevels.get('beef-bolognese'))?.onHand;
    return { number, mail, onHand };
  });
}

beforeAll(async () => {
  // Production's data as staff left it: launch catalogue, and a stock level seeding never gives.
  await seedShop();
  await setStockLevel('beef-bolognese', PRODUCTION_STOCK);
});

describe('deploy contexts', () => {
  it('a deploy preview sells from its own seeded store and never touches the production store', async () => {
    const before = await siteStoreSnapshot();
    const placed = await placeOrderOn(PREVIEW, PREVIEW_ORIGIN);
    expect(await siteStoreSnapshot()).toEqual(before);
    // The preview's store got the launch stock, not production's level, and the order took from it.
    expect(placed.onHand).toBe(LAUNCH_STOCK - 3);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(PRODUCTION_STOCK);
    expect(placed.mail).toHaveLength(1);
    expect(placed.mail[0]?.text).toContain(`${PREVIEW_ORIGIN}/order-confirmation`);
    expect(placed.mail[0]?.text).not.toContain(SITE_URL);
  });

  it('a branch deploy has a store of its own too, apart from the previews', async () => {
    const origin = 'https://staging--cube-kitchen.netlify.app';
    const before = await siteStoreSnapshot();
    const previewStock = await onDeploy(
      PREVIEW,
      `${PREVIEW_ORIGIN}/`,
      async () => (await stockLevels.get('beef-bolognese'))?.onHand,
    );
    const placed = await placeOrderOn(BRANCH, origin);
    expect(await siteStoreSnapshot()).toEqual(before);
    const previewStockAfter = await onDeploy(
      PREVIEW,
      `${PREVIEW_ORIGIN}/`,
      async () => (await stockLevels.get('beef-bolognese'))?.onHand,
    );
    expect(previewStockAfter).toBe(previewStock);
    expect(placed.mail).toHaveLength(1);
    expect(placed.mail[0]?.text).toContain(`${origin}/order-confirmation`);
  });

  it('a fresh preview hit by several first requests at once gets the launch catalogue once', async () => {
    const fresh: TestDeploy = { ...PREVIEW, id: '6566a1b2c3d4e5f6a7b8c9ee' };
    const origin = 'https://deploy-preview-13--cube-kitchen.netlify.app';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        onDeploy(fresh, `${origin}/api/products`, () =>
          call(productsHandler, `${origin}/api/products`),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const launchIds = SEED_PRODUCTS.map(({ product }) => product.id).sort();
    const stock = await onDeploy(fresh, `${origin}/`, async () => ({
      ids: (await stockLevels.listIds()).sort(),
      beef: (await stockLevels.get('beef-bolognese'))?.onHand,
    }));
    expect(stock.ids).toEqual(launchIds);
    expect(stock.beef).toBe(LAUNCH_STOCK);
  });

  it('production sells from the site store, with links to the site address whatever host served it', async () => {
    const placed = await placeOrderOn(PRODUCTION, 'https://main--cube-kitchen.netlify.app');
    expect(placed.onHand).toBe(PRODUCTION_STOCK - 3);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(PRODUCTION_STOCK - 3);
    expect(placed.mail).toHaveLength(1);
    expect(placed.mail[0]?.text).toContain(`${SITE_URL}/order-confirmation`);
  });
});
