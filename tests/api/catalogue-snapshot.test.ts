// The catalogue snapshot (products, zones and weekly slots in one record): every write to one of
// its sources, through the admin API or any other writer, is seen in it; a source write whose
// snapshot write the store refused leaves it stale only until the maintenance job's check; and
// the screens that read it see the change.
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import slotsHandler from '../../netlify/functions/admin-delivery-slots.mts';
import zonesHandler from '../../netlify/functions/admin-delivery-zones.mts';
import specialDatesHandler from '../../netlify/functions/admin-special-dates.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import type { Zone } from '../../src/lib/delivery/zones.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import {
  catalogueSnapshot,
  repairCatalogueSnapshot,
  type CatalogueSnapshot,
} from '../../src/server/catalog/catalogue-snapshot.ts';
import { deliverySlots, deliveryZones, specialDates } from '../../src/server/delivery/store.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());
const productsApi = callerOf(adminProducts);
const zonesApi = callerOf(zonesHandler);
const slotsApi = callerOf(slotsHandler);
const specialDatesApi = callerOf(specialDatesHandler);

const byId = <T extends { id: string }>(records: T[]) =>
  [...records].sort((a, b) => (a.id < b.id ? -1 : 1));
const byDate = <T extends { date: string }>(records: T[]) =>
  [...records].sort((a, b) => (a.date < b.date ? -1 : 1));

/** The snapshot as its sources make it now: what it must equal. */
async function fromSources(): Promise<Omit<CatalogueSnapshot, 'sources'>> {
  const [allProducts, zones, slots, days] = await Promise.all([
    products.list(),
    deliveryZones.list(),
    deliverySlots.list(),
    specialDates.list(),
  ]);
  return {
    products: byId(allProducts),
    zones: byId(zones),
    slots: byId(slots),
    specialDates: byDate(days),
  };
}

/** The snapshot without its source ETags, lists in order. */
async function snapshotNow(): Promise<Omit<CatalogueSnapshot, 'sources'>> {
  const snapshot = await catalogueSnapshot();
  return {
    products: byId(snapshot.products),
    zones: byId(snapshot.zones),
    slots: byId(snapshot.slots),
    specialDates: byDate(snapshot.specialDates),
  };
}

/** PUT /api/admin/products/{id} with `changes`, as the shop's admin. */
async function editProduct(id: string, changes: Record<string, unknown>) {
  const read = await productsApi(`/api/admin/products/${id}`, {
    params: { id },
    headers: team.admin,
  });
  const product = read.body as AdminProduct;
  return productsApi(`/api/admin/products/${id}`, {
    method: 'PUT',
    params: { id },
    json: { ...ProductFieldsSchema.parse(product), ...changes, revision: product.revision },
    headers: team.admin,
  });
}

describe('catalogue snapshot', () => {
  it('holds every product, zone and slot the seed wrote', async () => {
    const snapshot = await snapshotNow();
    expect(snapshot).toEqual(await fromSources());
    expect(snapshot.products.length).toBeGreaterThan(0);
    expect(snapshot.zones.length).toBeGreaterThan(0);
    expect(snapshot.slots.length).toBeGreaterThan(0);
    expect(snapshot.specialDates.length).toBeGreaterThan(0);
  });

  it('sees a product edited through the admin API', async () => {
    const edited = await editProduct('beef-bolognese', { name: 'Beef Bolognese (family)' });
    expect(edited.status).toBe(200);
    const snapshot = await snapshotNow();
    expect(snapshot.products.find((product) => product.id === 'beef-bolognese')?.name).toBe(
      'Beef Bolognese (family)',
    );
    expect(snapshot).toEqual(await fromSources());
  });

  it('sees a zone changed and a slot created, changed and deleted', async () => {
    const params = { id: 'tauranga' };
    const zone = (
      await zonesApi('/api/admin/delivery-zones/tauranga', {
        params,
        headers: team.admin,
      })
    ).body as Zone;
    const replaced = await zonesApi('/api/admin/delivery-zones/tauranga', {
      method: 'PUT',
      json: { ...zone, feeCents: 650 },
      params,
      headers: team.admin,
    });
    expect(replaced.status).toBe(200);
    expect((await snapshotNow()).zones.find((found) => found.id === 'tauranga')?.feeCents).toBe(
      650,
    );

    const sunday = {
      zoneId: 'papamoa',
      weekday: 7,
      start: '10:00',
      end: '12:00',
      capacity: 12,
      cutoffHours: 48,
    };
    const created = await slotsApi('/api/admin/delivery-slots', {
      method: 'POST',
      json: sunday,
      headers: team.admin,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await snapshotNow()).slots.map((slot) => slot.id)).toContain(id);
    await slotsApi(`/api/admin/delivery-slots/${id}`, {
      method: 'PUT',
      json: { ...sunday, capacity: 30 },
      params: { id },
      headers: team.admin,
    });
    expect((await snapshotNow()).slots.find((slot) => slot.id === id)?.capacity).toBe(30);
    const deleted = await slotsApi(`/api/admin/delivery-slots/${id}`, {
      method: 'DELETE',
      params: { id },
      headers: team.admin,
    });
    expect(deleted.status).toBe(200);
    expect((await snapshotNow()).slots.map((slot) => slot.id)).not.toContain(id);
    expect(await snapshotNow()).toEqual(await fromSources());
  });

  it('sees a closed day staff add through the admin API', async () => {
    const added = await specialDatesApi('/api/admin/special-dates', {
      method: 'POST',
      json: { date: '2030-12-23', kind: 'closed', note: 'Stocktake' },
      headers: team.admin,
    });
    expect(added.status).toBe(201);
    const day = (await snapshotNow()).specialDates.find((found) => found.date === '2030-12-23');
    expect(day).toMatchObject({ date: '2030-12-23', kind: 'closed' });
    expect(await snapshotNow()).toEqual(await fromSources());
  });

  it('is at most one read for a screen, and nothing to repair when it is true', async () => {
    expect(await repairCatalogueSnapshot()).toBe(0);
    const keys: string[] = [];
    blobs.setFaults({ rate: 0, pick: (blobsCall) => (keys.push(blobsCall.key), null) });
    try {
      await catalogueSnapshot();
    } finally {
      blobs.setFaults(null);
    }
    // The repair forgot the reused read, so this instance reads the record itself.
    expect(keys).toEqual(['catalogue-snapshot/current']);
  });

  it('left stale by a store that refused its write after the source write, is repaired by the maintenance job', async () => {
    // Every write of the snapshot is refused: the product's own write lands first.
    blobs.setFaults({
      rate: 0,
      pick: (blobsCall) =>
        blobsCall.method === 'PUT' && blobsCall.key === 'catalogue-snapshot/current'
          ? 'refuse'
          : null,
    });
    try {
      const edited = await editProduct('super-veg-sauce', { name: 'Super Veg Sauce (new recipe)' });
      // The edit itself is made (and audited): only the derived record is behind.
      expect(edited.status).toBe(200);
    } finally {
      blobs.setFaults(null);
    }
    expect((await products.get('super-veg-sauce'))?.name).toBe('Super Veg Sauce (new recipe)');
    const stale = await snapshotNow();
    expect(stale.products.find((product) => product.id === 'super-veg-sauce')?.name).not.toBe(
      'Super Veg Sauce (new recipe)',
    );
    const report = await runMaintenance({
      origin: 'http://localhost',
      afterAnswer: () => undefined,
      budgetMs: 10_000,
    });
    expect(report.repairedCatalogue).toBe(1);
    expect(await snapshotNow()).toEqual(await fromSources());
    expect(await repairCatalogueSnapshot()).toBe(0);
  });
});
