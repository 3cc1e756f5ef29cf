import { describe, expect, it } from 'vitest';
import {
  cutoffText,
  feeText,
  minimumText,
  publicDeliveryZones,
} from '../../src/lib/delivery/public-summary.ts';
import type { Slot } from '../../src/lib/delivery/slots.ts';
import type { Zone } from '../../src/lib/delivery/zones.ts';
import { SEED_SLOTS, SEED_ZONES } from '../../src/server/seed/delivery-data.ts';

const zone = (changes: Partial<Zone>): Zone => ({
  id: 'te-puke',
  name: 'Te Puke',
  kind: 'delivery',
  suburbs: ['Te Puke'],
  postcodes: ['3119'],
  feeCents: 800,
  freeDeliveryThresholdCents: null,
  minimumOrderCents: 4000,
  active: true,
  ...changes,
});

const slot = (changes: Partial<Slot>): Slot => ({
  id: 'te-puke-fri-1000',
  zoneId: 'te-puke',
  weekday: 5,
  start: '10:00',
  end: '12:00',
  capacity: 10,
  cutoffHours: 24,
  active: true,
  ...changes,
});

describe('the words of a zone', () => {
  it('says the fee, with the free-delivery threshold when there is one', () => {
    expect(feeText({ feeCents: 0, freeDeliveryThresholdCents: null })).toBe('Free');
    expect(feeText({ feeCents: 500, freeDeliveryThresholdCents: 5000 })).toBe(
      '$5.00, free from $50.00',
    );
    expect(feeText({ feeCents: 800, freeDeliveryThresholdCents: null })).toBe('$8.00');
    expect(feeText({ feeCents: 800, freeDeliveryThresholdCents: 0 })).toBe('Free');
  });

  it('says the minimum order and how far ahead to order', () => {
    expect(minimumText(0)).toBe('No minimum');
    expect(minimumText(3000)).toBe('$30.00');
    expect(cutoffText(0)).toBe('Order up to the start');
    expect(cutoffText(1)).toBe('Order 1 hour ahead');
    expect(cutoffText(24)).toBe('Order 24 hours ahead');
    expect(cutoffText(72)).toBe('Order 3 days ahead');
  });
});

describe('publicDeliveryZones', () => {
  it('shows the seeded zones with their fees, minimums and weekly windows, pickup last', () => {
    const zones = publicDeliveryZones(SEED_ZONES, SEED_SLOTS);
    expect(zones.map(({ name, fee, minimum }) => [name, fee, minimum])).toEqual([
      ['Mount Maunganui', 'Free', '$30.00'],
      ['Papamoa', 'Free', '$30.00'],
      ['Tauranga', '$5.00, free from $50.00', '$30.00'],
      ['Pick up from our Papamoa kitchen', 'Free', 'No minimum'],
    ]);
    const papamoa = zones.find((found) => found.id === 'papamoa');
    expect(papamoa?.area).toBe(
      'Papamoa, Papamoa Beach, Papamoa East, Wairakei, Golden Sands, Palm Beach (postcode 3118)',
    );
    expect(papamoa?.windows).toEqual([
      { label: 'Tuesday, 4:00pm–6:00pm', cutoff: 'Order 24 hours ahead' },
      { label: 'Thursday, 4:00pm–6:00pm', cutoff: 'Order 24 hours ahead' },
      { label: 'Saturday, 9:00am–11:00am', cutoff: 'Order 24 hours ahead' },
    ]);
    expect(zones.at(-1)?.area).toBe('24 Te Okuroa Drive, Papamoa, Tauranga 3118');
  });

  it('leaves out inactive zones and windows, and zones nobody can book', () => {
    const zones = publicDeliveryZones(
      [
        zone({}),
        zone({ id: 'closed', name: 'Closed zone', active: false }),
        zone({ id: 'no-windows', name: 'No windows' }),
      ],
      [
        slot({}),
        slot({ id: 'off', weekday: 1, active: false }),
        slot({ id: 'closed-slot', zoneId: 'closed' }),
      ],
    );
    expect(zones).toEqual([
      {
        id: 'te-puke',
        name: 'Te Puke',
        kind: 'delivery',
        area: 'Te Puke (postcode 3119)',
        fee: '$8.00',
        minimum: '$40.00',
        windows: [{ label: 'Friday, 10:00am–12:00pm', cutoff: 'Order 24 hours ahead' }],
      },
    ]);
  });

  it('names a zone by its postcodes alone when it lists no suburbs', () => {
    const [only] = publicDeliveryZones(
      [zone({ suburbs: [], postcodes: ['3119', '3120'] })],
      [slot({})],
    );
    expect(only?.area).toBe('Postcodes 3119, 3120');
  });
});
