import { shopAddressLine } from '../../lib/content/content.ts';
import {
  DELIVERY_MINIMUM_ORDER_CENTS,
  FREE_DELIVERY_THRESHOLD_CENTS,
  STANDARD_DELIVERY_FEE_CENTS,
} from '../../lib/delivery/defaults.ts';
import { weeklySlotIdFor, type Slot } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { siteConfig } from '../content/content.ts';

const { address } = siteConfig();

/**
 * The zones a fresh shop starts with. Papamoa and Mount Maunganui are the free-delivery areas the
 * site advertises (content/site.json `freeDeliveryAreas`): fee 0 and no threshold, so delivery is
 * free whatever the total. The rest of Tauranga pays the standard fee, free from the standard
 * threshold (lib/delivery/defaults.ts); every delivery zone asks the standard minimum order.
 */
export const SEED_ZONES: readonly Zone[] = [
  {
    id: 'papamoa',
    name: 'Papamoa',
    kind: 'delivery',
    postcodes: ['3118'],
    suburbs: ['Papamoa', 'Papamoa Beach', 'Papamoa East', 'Wairakei', 'Golden Sands', 'Palm Beach'],
    feeCents: 0,
    freeDeliveryThresholdCents: null,
    minimumOrderCents: DELIVERY_MINIMUM_ORDER_CENTS,
    active: true,
  },
  {
    id: 'mount-maunganui',
    name: 'Mount Maunganui',
    kind: 'delivery',
    postcodes: ['3116'],
    suburbs: [
      'Mount Maunganui',
      'Mt Maunganui',
      'The Mount',
      'Omanu',
      'Omanu Beach',
      'Arataki',
      'Bayfair',
    ],
    feeCents: 0,
    freeDeliveryThresholdCents: null,
    minimumOrderCents: DELIVERY_MINIMUM_ORDER_CENTS,
    active: true,
  },
  {
    id: 'tauranga',
    name: 'Tauranga',
    kind: 'delivery',
    postcodes: ['3110', '3112'],
    suburbs: [
      'Tauranga',
      'Tauranga Central',
      'Tauranga South',
      'Otumoetai',
      'Matua',
      'Bellevue',
      'Brookfield',
      'Judea',
      'Bethlehem',
      'Cherrywood',
      'Gate Pa',
      'Greerton',
      'Parkvale',
      'Pyes Pa',
      'Tauriko',
      'Welcome Bay',
      'Maungatapu',
      'Hairini',
      'Ohauiti',
      'Poike',
    ],
    feeCents: STANDARD_DELIVERY_FEE_CENTS,
    freeDeliveryThresholdCents: FREE_DELIVERY_THRESHOLD_CENTS,
    minimumOrderCents: DELIVERY_MINIMUM_ORDER_CENTS,
    active: true,
  },
  {
    id: 'pickup-papamoa',
    name: 'Pick up from our Papamoa kitchen',
    kind: 'pickup',
    postcodes: [],
    suburbs: [],
    feeCents: 0,
    freeDeliveryThresholdCents: null,
    minimumOrderCents: 0,
    active: true,
    pickupAddress: shopAddressLine(address),
  },
];

const evening = { capacity: 20, cutoffHours: 24, active: true } as const;

/**
 * The weekly windows a fresh shop starts with: the freezer van does Papamoa then the Mount on
 * Tuesday and Thursday evenings and Saturday mornings, Tauranga on Wednesday evenings and
 * Saturday afternoons; pickup matches the kitchen's advertised hours (weekdays 9am-5pm).
 */
export const SEED_SLOTS: readonly Slot[] = [
  {
    id: 'papamoa-tue-1600',
    zoneId: 'papamoa',
    weekday: 2,
    start: '16:00',
    end: '18:00',
    ...evening,
  },
  {
    id: 'papamoa-thu-1600',
    zoneId: 'papamoa',
    weekday: 4,
    start: '16:00',
    end: '18:00',
    ...evening,
  },
  {
    id: 'papamoa-sat-0900',
    zoneId: 'papamoa',
    weekday: 6,
    start: '09:00',
    end: '11:00',
    ...evening,
  },
  {
    id: 'mount-maunganui-tue-1800',
    zoneId: 'mount-maunganui',
    weekday: 2,
    start: '18:00',
    end: '20:00',
    ...evening,
  },
  {
    id: 'mount-maunganui-thu-1800',
    zoneId: 'mount-maunganui',
    weekday: 4,
    start: '18:00',
    end: '20:00',
    ...evening,
  },
  {
    id: 'mount-maunganui-sat-1100',
    zoneId: 'mount-maunganui',
    weekday: 6,
    start: '11:00',
    end: '13:00',
    ...evening,
  },
  {
    id: 'tauranga-wed-1700',
    zoneId: 'tauranga',
    weekday: 3,
    start: '17:00',
    end: '19:00',
    ...evening,
  },
  {
    id: 'tauranga-sat-1400',
    zoneId: 'tauranga',
    weekday: 6,
    start: '14:00',
    end: '16:00',
    ...evening,
  },
  ...[1, 2, 3, 4, 5].map((weekday) => {
    const window = { zoneId: 'pickup-papamoa', weekday, start: '09:00', end: '17:00' };
    return { id: weeklySlotIdFor(window), ...window, capacity: 30, cutoffHours: 24, active: true };
  }),
];
