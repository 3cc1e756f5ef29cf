import { describe, expect, it } from 'vitest';
import slotsHandler from '../../netlify/functions/admin-delivery-slots.mts';
import zonesHandler from '../../netlify/functions/admin-delivery-zones.mts';
import type { Slot } from '../../src/lib/delivery/slots.ts';
import type { Zone } from '../../src/lib/delivery/zones.ts';
import { auditLog } from '../../src/server/audit.ts';
import { seedDelivery } from '../../src/server/seed/delivery.ts';
import { expectCreationAudited } from '../fixtures/audit.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedDelivery);

const zones = callerOf(zonesHandler);
const slots = callerOf(slotsHandler);
const createZone = (json: unknown, headers: Record<string, string>) =>
  zones('/api/admin/delivery-zones', { method: 'POST', json, headers });
const createSlot = (json: unknown, headers: Record<string, string>) =>
  slots('/api/admin/delivery-slots', { method: 'POST', json, headers });

const WAIHI = {
  name: 'Waihī Beach',
  kind: 'delivery',
  postcodes: ['3611'],
  suburbs: ['Waihi Beach', 'Athenree'],
  feeCents: 900,
  freeDeliveryThresholdCents: 8000,
  minimumOrderCents: 4000,
};

// 401 and cross-site for every route: admin-route-guards.test.ts.
describe('delivery admin API: who may use it', () => {
  it('lets staff as well as admins manage delivery (staff run orders, stock and delivery)', async () => {
    expect((await zones('/api/admin/delivery-zones', { headers: team.staff })).status).toBe(200);
    expect((await slots('/api/admin/delivery-slots', { headers: team.staff })).status).toBe(200);
  });
});

describe('/api/admin/delivery-zones', () => {
  it('lists the seeded zones by id', async () => {
    const { status, body } = await zones('/api/admin/delivery-zones', { headers: team.admin });
    expect(status).toBe(200);
    expect((body as Zone[]).map((zone) => zone.id)).toEqual([
      'mount-maunganui',
      'papamoa',
      'pickup-papamoa',
      'tauranga',
    ]);
  });

  it('creates a zone with an id from its name, refuses a duplicate, and audits it', async () => {
    const created = await createZone(WAIHI, team.staff);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'waihi-beach', ...WAIHI, active: true });
    const again = await createZone(WAIHI, team.admin);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A zone with this id already exists.' },
    });
    await expectCreationAudited('delivery-zone.create', 'delivery-zones/waihi-beach', 'packer');
  });

  it('answers 400 with each field at fault', async () => {
    const { status, body } = await createZone(
      { name: '', kind: 'boat', postcodes: ['311'], feeCents: -1 },
      team.admin,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        name: 'Name is required',
        kind: 'Choose delivery or pickup',
        'postcodes.0': 'Enter a 4-digit postcode',
        feeCents: 'Amounts cannot be negative',
      },
    });
  });

  it('reads, replaces and refuses to delete a zone that still has slots', async () => {
    const path = '/api/admin/delivery-zones/tauranga';
    const params = { id: 'tauranga' };
    const read = await zones(path, { params, headers: team.staff });
    expect(read.body).toMatchObject({ id: 'tauranga', feeCents: 500 });
    const changed = { ...(read.body as Zone), feeCents: 600, id: 'ignored' };
    const replaced = await zones(path, {
      method: 'PUT',
      json: changed,
      params,
      headers: team.admin,
    });
    expect(replaced).toMatchObject({ status: 200, body: { id: 'tauranga', feeCents: 600 } });
    const entry = (await auditLog.list()).find((item) => item.action === 'delivery-zone.update');
    expect(entry).toMatchObject({ before: { feeCents: 500 }, after: { feeCents: 600 } });
    const refused = await zones(path, { method: 'DELETE', params, headers: team.admin });
    expect(refused.status).toBe(409);
  });

  it('deletes a zone without slots, then answers 404 for it', async () => {
    const path = '/api/admin/delivery-zones/waihi-beach';
    const params = { id: 'waihi-beach' };
    expect(await zones(path, { method: 'DELETE', params, headers: team.admin })).toMatchObject({
      status: 200,
      body: { id: 'waihi-beach', deleted: true },
    });
    expect((await zones(path, { params, headers: team.admin })).status).toBe(404);
    expect(
      (await zones(path, { method: 'PUT', json: WAIHI, params, headers: team.admin })).status,
    ).toBe(404);
    expect((await zones(path, { method: 'DELETE', params, headers: team.admin })).status).toBe(404);
    const odd = await zones('/api/admin/delivery-zones/..%2F', {
      params: { id: '../' },
      headers: team.admin,
    });
    expect(odd.status).toBe(404);
  });
});

describe('/api/admin/delivery-slots', () => {
  const SUNDAY = {
    zoneId: 'papamoa',
    weekday: 7,
    start: '10:00',
    end: '12:00',
    capacity: 12,
    cutoffHours: 48,
  };

  it('lists slots, optionally of one zone', async () => {
    const all = await slots('/api/admin/delivery-slots', { headers: team.admin });
    expect((all.body as Slot[]).length).toBe(13);
    const mount = await slots('/api/admin/delivery-slots?zoneId=mount-maunganui', {
      headers: team.admin,
    });
    expect((mount.body as Slot[]).map((slot) => slot.weekday)).toEqual([2, 4, 6]);
  });

  it('creates slots with readable ids, numbering a second (inactive) one at the same time', async () => {
    const first = await createSlot(SUNDAY, team.staff);
    expect(first).toMatchObject({
      status: 201,
      body: { id: 'papamoa-sun-1000', active: true, ...SUNDAY },
    });
    const second = await createSlot({ ...SUNDAY, active: false }, team.staff);
    expect(second.body).toMatchObject({ id: 'papamoa-sun-1000-2' });
    expect(
      (await auditLog.list()).filter((entry) => entry.action === 'delivery-slot.create'),
    ).toHaveLength(2);
  });

  it('answers 400 for bad fields and for a zone that does not exist', async () => {
    const bad = await createSlot(
      { ...SUNDAY, weekday: 8, start: '25:00', capacity: 0 },
      team.admin,
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: {
          weekday: 'Weekdays run to 7 (Sunday)',
          start: 'Enter a 24-hour time as HH:MM',
          capacity: 'At least 1 order',
        },
      },
    });
    const backwards = await createSlot({ ...SUNDAY, end: '09:00' }, team.admin);
    expect(backwards.body).toMatchObject({ errors: { end: 'The end must be after the start' } });
    const noZone = await createSlot({ ...SUNDAY, zoneId: 'atlantis' }, team.admin);
    expect(noZone).toMatchObject({
      status: 400,
      body: { errors: { zoneId: 'Choose an existing zone' } },
    });
  });

  it('replaces and deletes a slot, with 404 for an unknown one', async () => {
    const params = { id: 'papamoa-sun-1000-2' };
    const path = '/api/admin/delivery-slots/papamoa-sun-1000-2';
    const replaced = await slots(path, {
      method: 'PUT',
      json: { ...SUNDAY, capacity: 30, active: false },
      params,
      headers: team.admin,
    });
    expect(replaced.body).toMatchObject({ id: 'papamoa-sun-1000-2', capacity: 30, active: false });
    expect((await slots(path, { method: 'DELETE', params, headers: team.admin })).status).toBe(200);
    expect((await slots(path, { params, headers: team.admin })).status).toBe(404);
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({ action: 'delivery-slot.delete', after: null }),
    );
  });
});
