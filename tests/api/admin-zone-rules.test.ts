import { describe, expect, it } from 'vitest';
import optionsHandler from '../../netlify/functions/delivery-options.mts';
import zonesHandler from '../../netlify/functions/admin-delivery-zones.mts';
import type { BookingsWarning } from '../../src/lib/delivery/booked-orders.ts';
import type { DeliveryOptions } from '../../src/lib/delivery/options.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Zone } from '../../src/lib/delivery/zones.ts';
import { auditLog } from '../../src/server/audit.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedShop);

const zones = callerOf(zonesHandler);

const KATIKATI = {
  name: 'Katikati',
  kind: 'delivery',
  postcodes: ['3129'],
  suburbs: ['Katikati', 'Aongatete'],
  feeCents: 1200,
  freeDeliveryThresholdCents: null,
  minimumOrderCents: 4000,
};

const putZone = (id: string, json: unknown, headers: Record<string, string>) =>
  zones(`/api/admin/delivery-zones/${id}`, { method: 'PUT', json, params: { id }, headers });

const zoneNow = async (id: string): Promise<Zone> =>
  (await zones(`/api/admin/delivery-zones/${id}`, { params: { id }, headers: team.staff }))
    .body as Zone;

/** Books `orderId` into a dated slot directly, as a placed order would have. */
async function book(date: string, slotId: string, orderId: string): Promise<void> {
  await slotBookings.update(bookingIdOf(date, slotId), (current) => {
    const orderIds = [...(current?.orderIds ?? []), orderId];
    return { booked: orderIds.length, orderIds };
  });
}

describe('zones may not share a postcode or suburb while both are active', () => {
  it('refuses a new active zone claiming a postcode of another, naming it beside the field', async () => {
    const { status, body } = await zones('/api/admin/delivery-zones', {
      method: 'POST',
      json: { ...KATIKATI, postcodes: ['3129', '3118'] },
      headers: team.staff,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      reason: 'zone_clash',
      zone: { id: 'papamoa', name: 'Papamoa' },
      message: 'Postcode 3118 is already in Papamoa, another active zone',
      errors: { postcodes: 'Postcode 3118 is already in Papamoa, another active zone' },
    });
    expect(
      (
        await zones('/api/admin/delivery-zones/katikati', {
          params: { id: 'katikati' },
          headers: team.staff,
        })
      ).status,
    ).toBe(404);
  });

  it('compares suburbs without case or macrons, and lets an inactive zone overlap', async () => {
    const clash = await zones('/api/admin/delivery-zones', {
      method: 'POST',
      json: { ...KATIKATI, suburbs: ['Katikati', 'PĀPĀMOA beach'] },
      headers: team.admin,
    });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        errors: { suburbs: 'Suburb PĀPĀMOA beach is already in Papamoa, another active zone' },
      },
    });
    const inactive = await zones('/api/admin/delivery-zones', {
      method: 'POST',
      json: { ...KATIKATI, id: 'katikati-draft', postcodes: ['3118'], active: false },
      headers: team.admin,
    });
    expect(inactive.status).toBe(201);
    // Making it active is a change like any other: refused while Papamoa claims 3118.
    const activate = await putZone(
      'katikati-draft',
      { ...KATIKATI, postcodes: ['3118'], active: true },
      team.admin,
    );
    expect(activate).toMatchObject({
      status: 409,
      body: { errors: { postcodes: expect.stringContaining('Papamoa') as unknown } },
    });
    expect((await zoneNow('katikati-draft')).active).toBe(false);
  });

  it('lets a zone keep its own postcodes when edited, and pickup points have none to clash', async () => {
    const papamoa = await zoneNow('papamoa');
    const saved = await putZone('papamoa', { ...papamoa, feeCents: 250 }, team.staff);
    expect(saved).toMatchObject({ status: 200, body: { feeCents: 250, postcodes: ['3118'] } });
    await putZone('papamoa', { ...papamoa }, team.staff);
  });

  it('refuses bad postcodes (400)', async () => {
    const papamoa = await zoneNow('papamoa');
    const bad = await putZone('papamoa', { ...papamoa, postcodes: ['31180'] }, team.staff);
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { 'postcodes.0': 'Enter a 4-digit postcode' } },
    });
  });
});

describe('deactivating a zone with future bookings', () => {
  it('answers 409 listing the bookings from today on, then deactivates once confirmed', async () => {
    const today = nzDateOf(new Date());
    const order = await placeTestOrder({ date: addDays(today, 3) });
    await book(addDays(today, 3), 'mount-maunganui-tue-1800', order.id);
    await book(addDays(today, 40), 'mount-maunganui-thu-1800', 'order-still-being-placed');
    await book(addDays(today, -2), 'mount-maunganui-thu-1800', 'delivered-last-week');
    await book(addDays(today, 3), 'papamoa-tue-1600', 'another-zone');
    const mount = await zoneNow('mount-maunganui');

    const warned = await putZone('mount-maunganui', { ...mount, active: false }, team.staff);
    expect(warned.status).toBe(409);
    const warning = warned.body as BookingsWarning;
    expect(warning.reason).toBe('has_future_bookings');
    expect(warning.message).toMatch(/^2 orders are booked in Mount Maunganui from today on\./);
    expect(warning.bookings).toEqual([
      {
        orderId: order.id,
        orderNumber: order.number,
        customerName: 'Aroha Tane',
        date: addDays(today, 3),
        slotId: 'mount-maunganui-tue-1800',
        slotLabel: order.fulfilment.slotLabel,
        zoneId: 'mount-maunganui',
      },
      {
        orderId: 'order-still-being-placed',
        orderNumber: null,
        customerName: null,
        date: addDays(today, 40),
        slotId: 'mount-maunganui-thu-1800',
        slotLabel: null,
        zoneId: 'mount-maunganui',
      },
    ]);
    expect((await zoneNow('mount-maunganui')).active).toBe(true);
    // Other changes to the zone are not held up by its bookings.
    const renamed = await putZone(
      'mount-maunganui',
      { ...mount, minimumOrderCents: 3500 },
      team.staff,
    );
    expect(renamed.status).toBe(200);

    const confirmed = await putZone(
      'mount-maunganui',
      { ...mount, active: false, confirmFutureBookings: true },
      team.staff,
    );
    expect(confirmed).toMatchObject({ status: 200, body: { active: false } });
    expect(confirmed.body).not.toHaveProperty('confirmFutureBookings');
    const entry = (await auditLog.list()).findLast(
      (item) =>
        item.action === 'delivery-zone.update' && item.target === 'delivery-zones/mount-maunganui',
    );
    expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(entry?.after).not.toHaveProperty('confirmFutureBookings');
  });

  it('deactivates a zone with no bookings at once', async () => {
    const tauranga = await zoneNow('tauranga');
    const saved = await putZone('tauranga', { ...tauranga, active: false }, team.admin);
    expect(saved).toMatchObject({ status: 200, body: { active: false } });
    await putZone('tauranga', { ...tauranga, active: true }, team.admin);
  });

  it('stops offering a deactivated zone to shoppers at once', async () => {
    const options = async (postcode: string) =>
      (
        await call(optionsHandler, `/api/delivery/options?postcode=${postcode}`, {
          headers: {},
        })
      ).body as DeliveryOptions;
    // Mount Maunganui (3116) was deactivated above; Tauranga (3110) was switched off and on.
    expect((await options('3116')).zone).toBeNull();
    expect((await options('3116')).days).toEqual([]);
    expect((await options('3110')).zone).toMatchObject({ id: 'tauranga' });
    const mount = await zoneNow('mount-maunganui');
    await putZone('mount-maunganui', { ...mount, active: true }, team.admin);
    expect((await options('3116')).zone).toMatchObject({ id: 'mount-maunganui' });
  });
});
