// The catalogue snapshot across function instances: products and slots edited at once from
// separate OS processes (each recomputing the snapshot after its own write, none sharing memory)
// must leave the snapshot equal to its sources, every edit in it.
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import {
  catalogueSnapshot,
  repairCatalogueSnapshot,
} from '../../src/server/catalog/catalogue-snapshot.ts';
import { deliverySlots, deliveryZones, specialDates } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import adminProducts from '../../netlify/functions/admin-products.mts';

runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());
const productsApi = callerOf(adminProducts);

const byId = <T extends { id: string }>(records: T[]) =>
  [...records].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('catalogue snapshot from several instances', { timeout: 180_000 }, () => {
  it('8 product and slot edits from 4 processes at once: the snapshot holds every one', async () => {
    const ids = byId(await products.list())
      .slice(0, 4)
      .map((product) => product.id);
    const edits = await Promise.all(
      ids.map(async (id) => {
        const read = await productsApi(`/api/admin/products/${id}`, {
          params: { id },
          headers: team.admin,
        });
        const product = read.body as AdminProduct;
        return {
          handler: functionModule('admin-products'),
          path: `/api/admin/products/${id}`,
          options: {
            method: 'PUT' as const,
            params: { id },
            json: {
              ...ProductFieldsSchema.parse(product),
              name: `${product.name} (edited)`,
              revision: product.revision,
            },
            headers: team.admin,
          },
        };
      }),
    );
    const slotIds = byId(await deliverySlots.list())
      .slice(0, 4)
      .map((slot) => slot.id);
    const slotEdits = await Promise.all(
      slotIds.map(async (id) => {
        const slot = await deliverySlots.get(id);
        if (!slot) throw new Error(`No slot ${id}`);
        const { zoneId, weekday, start, end, cutoffHours } = slot;
        return {
          handler: functionModule('admin-delivery-slots'),
          path: `/api/admin/delivery-slots/${id}`,
          options: {
            method: 'PUT' as const,
            params: { id },
            json: { zoneId, weekday, start, end, cutoffHours, capacity: 77 },
            headers: team.admin,
          },
        };
      }),
    );
    const answers = await callFromInstances([...edits, ...slotEdits], {
      instances: 4,
      concurrency: 2,
    });
    expect(
      answers.map(({ status }) => status),
      JSON.stringify(answers.map(({ body }) => body)),
    ).toEqual([...edits, ...slotEdits].map(() => 200));

    // Nothing for the maintenance job to repair: the writers left it true themselves. The
    // check forgets this process's reused read, so the stored record is read below.
    expect(await repairCatalogueSnapshot()).toBe(0);
    const snapshot = await catalogueSnapshot();
    expect(byId(snapshot.products)).toEqual(byId(await products.list()));
    expect(byId(snapshot.slots)).toEqual(byId(await deliverySlots.list()));
    expect(byId(snapshot.zones)).toEqual(byId(await deliveryZones.list()));
    expect(snapshot.specialDates).toEqual(
      [...(await specialDates.list())].sort((a, b) => (a.date < b.date ? -1 : 1)),
    );
    for (const id of ids) {
      expect(snapshot.products.find((product) => product.id === id)?.name).toMatch(/\(edited\)$/);
    }
    for (const id of slotIds) {
      expect(snapshot.slots.find((slot) => slot.id === id)?.capacity).toBe(77);
    }
  });
});
