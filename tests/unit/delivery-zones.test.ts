import { describe, expect, it } from 'vitest';
import { deliveryFee } from '../../src/lib/cart/cart.ts';
import {
  DELIVERY_MINIMUM_ORDER_CENTS,
  FREE_DELIVERY_THRESHOLD_CENTS,
} from '../../src/lib/delivery/defaults.ts';
import {
  amountBelowMinimumOrder,
  amountUntilFreeDelivery,
  deliveryFeeFor,
  feeRulesOf,
  findDeliveryZone,
  findPickupZone,
  meetsMinimumOrder,
  normalizeSuburb,
  qualifiesForFreeDelivery,
  ZoneSchema,
  type Zone,
  type ZoneFeeRules,
} from '../../src/lib/delivery/zones.ts';
import { siteConfig } from '../../src/server/content/content.ts';
import { SEED_ZONES } from '../../src/server/seed/delivery-data.ts';

const zone = (fields: Partial<Zone> & Pick<Zone, 'id'>): Zone =>
  ZoneSchema.parse({
    name: fields.id,
    kind: 'delivery',
    feeCents: 0,
    postcodes: ['3118'],
    ...fields,
  });

const papamoa = zone({ id: 'papamoa', suburbs: ['Papamoa', 'Papamoa Beach'], postcodes: ['3118'] });
const mount = zone({ id: 'mount-maunganui', suburbs: ['Mount Maunganui'], postcodes: ['3116'] });
const tauranga = zone({
  id: 'tauranga',
  suburbs: ['Welcome Bay', 'Greerton'],
  postcodes: ['3110', '3112'],
  feeCents: 500,
  freeDeliveryThresholdCents: 5000,
});
const pickup = zone({
  id: 'pickup-papamoa',
  kind: 'pickup',
  postcodes: [],
  pickupAddress: '24 Te Okuroa Drive, Papamoa',
});
const zones = [tauranga, pickup, mount, papamoa];

describe('finding the zone of an address', () => {
  it('finds a zone by postcode or by suburb, ignoring case, spaces, macrons and dots', () => {
    expect(findDeliveryZone(zones, { postcode: '3118' })?.id).toBe('papamoa');
    expect(findDeliveryZone(zones, { postcode: ' 3112 ' })?.id).toBe('tauranga');
    expect(findDeliveryZone(zones, { suburb: '  pāpāmoa   BEACH ' })?.id).toBe('papamoa');
    expect(findDeliveryZone(zones, { suburb: 'Mount. Maunganui' })?.id).toBe('mount-maunganui');
  });

  it('trusts the postcode over a suburb of another zone, and prefers a zone matching both', () => {
    expect(findDeliveryZone(zones, { postcode: '3116', suburb: 'Welcome Bay' })?.id).toBe(
      'mount-maunganui',
    );
    const split = zone({ id: 'a-east-3118', suburbs: ['Wairakei'], postcodes: ['3118'] });
    const withSplit = [split, ...zones];
    expect(findDeliveryZone(withSplit, { postcode: '3118', suburb: 'Papamoa' })?.id).toBe(
      'papamoa',
    );
    expect(findDeliveryZone(withSplit, { postcode: '3118', suburb: 'Wairakei' })?.id).toBe(
      'a-east-3118',
    );
  });

  it('finds nothing outside every zone, for pickup points, or for inactive zones', () => {
    expect(findDeliveryZone(zones, { postcode: '3015', suburb: 'Rotorua' })).toBeNull();
    expect(findDeliveryZone(zones, {})).toBeNull();
    expect(findDeliveryZone([{ ...papamoa, active: false }], { postcode: '3118' })).toBeNull();
    expect(findDeliveryZone([pickup], { suburb: 'pickup-papamoa' })).toBeNull();
  });

  it('offers the first active pickup zone', () => {
    expect(findPickupZone(zones)?.id).toBe('pickup-papamoa');
    expect(findPickupZone([{ ...pickup, active: false }, papamoa])).toBeNull();
  });

  it('normalises suburbs for matching', () => {
    expect(normalizeSuburb(' Ōtūmoetai ')).toBe('otumoetai');
    expect(normalizeSuburb("Mt. Maunganui's")).toBe('mt maunganui s');
  });
});

describe('fee rules', () => {
  const tRules: ZoneFeeRules = feeRulesOf(tauranga);
  const free: ZoneFeeRules = {
    feeCents: 0,
    freeDeliveryThresholdCents: null,
    minimumOrderCents: 3000,
  };
  const alwaysFee: ZoneFeeRules = {
    feeCents: 800,
    freeDeliveryThresholdCents: null,
    minimumOrderCents: 0,
  };

  it('keeps exactly the three money fields of a zone', () => {
    expect(tRules).toEqual({
      feeCents: 500,
      freeDeliveryThresholdCents: 5000,
      minimumOrderCents: 0,
    });
  });

  it('charges the fee below the threshold and nothing at or above it', () => {
    expect(deliveryFeeFor(tRules, 4999)).toBe(500);
    expect(deliveryFeeFor(tRules, 5000)).toBe(0);
    expect(deliveryFeeFor(tRules, 12000)).toBe(0);
    expect(qualifiesForFreeDelivery(tRules, 4999)).toBe(false);
    expect(qualifiesForFreeDelivery(tRules, 5000)).toBe(true);
  });

  it('says how much more buys free delivery, never below 0', () => {
    expect(amountUntilFreeDelivery(tRules, 3510)).toBe(1490);
    expect(amountUntilFreeDelivery(tRules, 5000)).toBe(0);
    expect(amountUntilFreeDelivery(tRules, 9000)).toBe(0);
  });

  it('delivers free whatever the total in a zero-fee zone, with no threshold', () => {
    expect(deliveryFeeFor(free, 100)).toBe(0);
    expect(amountUntilFreeDelivery(free, 100)).toBe(0);
    expect(qualifiesForFreeDelivery(free, 0)).toBe(true);
  });

  it('never delivers free where there is a fee and no threshold', () => {
    expect(deliveryFeeFor(alwaysFee, 100_000)).toBe(800);
    expect(amountUntilFreeDelivery(alwaysFee, 100_000)).toBeNull();
  });

  it('checks the minimum order', () => {
    expect(meetsMinimumOrder(free, 2999)).toBe(false);
    expect(amountBelowMinimumOrder(free, 2999)).toBe(1);
    expect(meetsMinimumOrder(free, 3000)).toBe(true);
    expect(amountBelowMinimumOrder(free, 4500)).toBe(0);
    expect(meetsMinimumOrder(tRules, 0)).toBe(true);
  });
});

describe('zone validation', () => {
  it('needs an area for delivery zones and an address for pickup zones', () => {
    const noArea = ZoneSchema.safeParse({ id: 'x', name: 'X', kind: 'delivery', feeCents: 0 });
    expect(noArea.error?.issues[0]).toMatchObject({ path: ['postcodes'] });
    const noAddress = ZoneSchema.safeParse({ id: 'x', name: 'X', kind: 'pickup', feeCents: 0 });
    expect(noAddress.error?.issues[0]).toMatchObject({ path: ['pickupAddress'] });
  });

  it('refuses malformed postcodes, ids, suburbs and money', () => {
    const result = ZoneSchema.safeParse({
      id: 'Bad Id',
      name: 'X',
      kind: 'delivery',
      postcodes: ['311'],
      suburbs: ['<script>'],
      feeCents: 4.5,
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['id', 'postcodes.0', 'suburbs.0', 'feeCents']));
  });
});

describe('the seeded zones', () => {
  it('match the free-delivery areas the site advertises', () => {
    for (const area of siteConfig().freeDeliveryAreas) {
      expect(SEED_ZONES.find((seed) => seed.name === area)).toMatchObject({
        kind: 'delivery',
        feeCents: 0,
      });
    }
  });

  it('deliver free to Papamoa and Mount Maunganui whatever the total, and charge in Tauranga', () => {
    const seeded = SEED_ZONES.map((seed) => ZoneSchema.parse(seed));
    const find = (area: { postcode?: string; suburb?: string }) => findDeliveryZone(seeded, area);
    for (const area of [
      { postcode: '3118' },
      { suburb: 'Papamoa Beach' },
      { postcode: '3116' },
      { suburb: 'Omanu' },
    ]) {
      const found = find(area);
      expect(found && deliveryFeeFor(found, 100)).toBe(0);
    }
    const tga = find({ postcode: '3110' });
    expect(tga && [deliveryFeeFor(tga, 4999), deliveryFeeFor(tga, 5000)]).toEqual([500, 0]);
    expect(find({ suburb: 'Welcome Bay' })?.id).toBe(tga?.id);
    expect(findPickupZone(seeded)).toMatchObject({ feeCents: 0, minimumOrderCents: 0 });
  });

  it('charge in Tauranga what the cart estimates, and ask every delivery zone the same minimum', () => {
    const tga = ZoneSchema.parse(SEED_ZONES.find((seed) => seed.id === 'tauranga'));
    for (const subtotal of [1, FREE_DELIVERY_THRESHOLD_CENTS - 1, FREE_DELIVERY_THRESHOLD_CENTS]) {
      expect(deliveryFeeFor(tga, subtotal)).toBe(deliveryFee(subtotal));
    }
    const delivered = SEED_ZONES.filter((seed) => seed.kind === 'delivery');
    expect(new Set(delivered.map((seed) => seed.minimumOrderCents))).toEqual(
      new Set([DELIVERY_MINIMUM_ORDER_CENTS]),
    );
  });
});
