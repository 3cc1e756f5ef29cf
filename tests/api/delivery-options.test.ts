import { beforeAll, describe, expect, it } from 'vitest';
import optionsHandler from '../../netlify/functions/delivery-options.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { DeliveryOptions } from '../../src/lib/delivery/options.ts';
import { deliveryZoneFor, pickupZone } from '../../src/server/delivery/lookup.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { reserveSlot } from '../../src/server/delivery/reservations.ts';
import { specialDates } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

// Monday 23 November 2026, 4:00pm in Papamoa: Tuesday's 4pm slot has just closed.
const NOW = new Date('2026-11-23T03:00:00Z');

beforeAll(async () => {
  await seedShop();
});

const slotIdsOf = (options: DeliveryOptions['days']) =>
  options.flatMap((day) => day.slots.map((slot) => `${day.date} ${slot.slotId}`));

describe('deliveryOptions at a fixed time', () => {
  it('gives Papamoa free delivery and its open slots for 14 days, plus pickup', async () => {
    const options = await deliveryOptions({ postcode: '3118' }, NOW);
    expect(options.zone).toEqual({
      id: 'papamoa',
      name: 'Papamoa',
      kind: 'delivery',
      feeCents: 0,
      freeDeliveryThresholdCents: null,
      minimumOrderCents: 3000,
    });
    expect(slotIdsOf(options.days)).toEqual([
      '2026-11-26 papamoa-thu-1600',
      '2026-11-28 papamoa-sat-0900',
      '2026-12-01 papamoa-tue-1600',
      '2026-12-03 papamoa-thu-1600',
      '2026-12-05 papamoa-sat-0900',
    ]);
    expect(options.days[0]).toEqual({
      date: '2026-11-26',
      label: 'Thu 26 Nov',
      slots: [
        {
          slotId: 'papamoa-thu-1600',
          start: '16:00',
          end: '18:00',
          label: 'Thu 26 Nov, 4:00pm–6:00pm',
          remaining: 20,
        },
      ],
    });
    expect(options.pickup).toMatchObject({
      id: 'pickup-papamoa',
      kind: 'pickup',
      feeCents: 0,
      minimumOrderCents: 0,
      pickupAddress: '24 Te Okuroa Drive, Papamoa, Tauranga 3118',
    });
    // Weekdays 9am-5pm from Wednesday 25 November: Tuesday's pickup closed at 9am today.
    expect(options.pickup?.days.map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('leaves out closed days and full slots, and counts places taken', async () => {
    await specialDates.createOnce('2026-12-01', { date: '2026-12-01', kind: 'closed', note: '' });
    const thursday = {
      date: '2026-11-26',
      slotId: 'papamoa-thu-1600',
      zoneId: 'papamoa',
      now: NOW,
    };
    await reserveSlot({ ...thursday, orderId: 'order-a' });
    await reserveSlot({ ...thursday, orderId: 'order-b' });
    for (let index = 0; index < 20; index += 1) {
      await reserveSlot({
        date: '2026-11-28',
        slotId: 'papamoa-sat-0900',
        zoneId: 'papamoa',
        orderId: `saturday-${index}`,
        now: NOW,
      });
    }
    const options = await deliveryOptions({ suburb: 'Papamoa Beach' }, NOW);
    expect(slotIdsOf(options.days)).toEqual([
      '2026-11-26 papamoa-thu-1600',
      '2026-12-03 papamoa-thu-1600',
      '2026-12-05 papamoa-sat-0900',
    ]);
    expect(options.days[0]?.slots[0]?.remaining).toBe(18);
    expect(options.pickup?.days.map((day) => day.date)).not.toContain('2026-12-01');
  });
});

describe('zone look-up for placing an order', () => {
  it('finds the stored zone of an address and the pickup point', async () => {
    expect(await deliveryZoneFor({ postcode: '3116', suburb: 'Bayfair' })).toMatchObject({
      id: 'mount-maunganui',
      feeCents: 0,
    });
    expect(await deliveryZoneFor({ postcode: '3015', suburb: 'Rotorua' })).toBeNull();
    expect(await pickupZone()).toMatchObject({ id: 'pickup-papamoa', kind: 'pickup' });
  });
});

describe('GET /api/delivery/options', () => {
  it('answers the zone, fee rules and open days for a Tauranga postcode, never cached', async () => {
    const { status, headers, body } = await call(
      optionsHandler,
      '/api/delivery/options?postcode=3110',
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const options = body as DeliveryOptions;
    expect(options.zone).toMatchObject({
      id: 'tauranga',
      feeCents: 500,
      freeDeliveryThresholdCents: 5000,
    });
    const today = nzDateOf(new Date());
    expect(options.days.length).toBeGreaterThan(0);
    for (const day of options.days) {
      expect(day.date >= today && day.date <= addDays(today, 13)).toBe(true);
      for (const slot of day.slots) expect(slot.remaining).toBeGreaterThan(0);
    }
  });

  it('finds a zone by suburb, whatever its case and spacing', async () => {
    const { body } = await call(optionsHandler, '/api/delivery/options?suburb=%20omanu%20BEACH');
    expect((body as DeliveryOptions).zone?.id).toBe('mount-maunganui');
  });

  it('answers no zone and no days outside every zone, still offering pickup', async () => {
    for (const query of ['postcode=3015', 'suburb=Rotorua', '', 'postcode=']) {
      const { status, body } = await call(optionsHandler, `/api/delivery/options?${query}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ zone: null, days: [], pickup: { id: 'pickup-papamoa' } });
      expect((body as DeliveryOptions).pickup?.days.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 with the field at fault for a malformed postcode or suburb', async () => {
    const postcode = await call(optionsHandler, '/api/delivery/options?postcode=31180');
    expect(postcode).toMatchObject({
      status: 400,
      body: {
        message: 'The request was invalid. Please check your information and try again.',
        errors: { postcode: 'Enter a 4-digit postcode' },
      },
    });
    const suburb = await call(optionsHandler, '/api/delivery/options?suburb=%3Cscript%3E');
    expect(suburb.status).toBe(400);
    expect(suburb.body).toMatchObject({ errors: { suburb: expect.any(String) as string } });
  });

  it('answers 405 to other methods', async () => {
    const { status, headers } = await call(optionsHandler, '/api/delivery/options', {
      method: 'POST',
      json: {},
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});
