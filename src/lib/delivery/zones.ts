import { z } from 'zod';
import { isSlug, SLUG_PATTERN } from '../slug.ts';

/** New Zealand postcodes are four digits (Papamoa is 3118). */
export const NZ_POSTCODE_PATTERN = /^\d{4}$/;

/** Longest zone, slot or window id. */
const DELIVERY_ID_MAX_LENGTH = 60;

/** Whether a path or key part is a well-formed zone, slot or window id (as DeliveryIdSchema). */
export const isDeliveryId = (id: string): boolean => isSlug(id, DELIVERY_ID_MAX_LENGTH);

/** The id of a zone, slot or extra window: part of Blobs keys and admin URLs. */
export const DeliveryIdSchema = z
  .string({ error: 'Id is required' })
  .trim()
  .min(1, 'Id is required')
  .max(DELIVERY_ID_MAX_LENGTH, `Use at most ${DELIVERY_ID_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single dashes');

/** A postcode as a shopper or staff member types it. */
export const PostcodeSchema = z
  .string({ error: 'Enter a 4-digit postcode' })
  .trim()
  .regex(NZ_POSTCODE_PATTERN, 'Enter a 4-digit postcode');

/** A suburb name: letters (macrons welcome), spaces, dashes, apostrophes and full stops. */
export const SuburbSchema = z
  .string({ error: 'Enter a suburb' })
  .trim()
  .min(1, 'Enter a suburb')
  .max(60, 'Use at most 60 characters')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, 'Use letters, spaces, dashes and apostrophes');

const centsField = (max: number) =>
  z
    .int({ error: 'Enter an amount in whole cents' })
    .min(0, 'Amounts cannot be negative')
    .max(max, `At most ${max} cents`);

/** A zone's fields apart from its id, before the checks across fields (kept apart for .extend). */
export const zoneFieldsShape = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Use at most 80 characters'),
  kind: z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pickup' }),
  suburbs: z.array(SuburbSchema).max(200, 'At most 200 suburbs').default([]),
  postcodes: z.array(PostcodeSchema).max(100, 'At most 100 postcodes').default([]),
  feeCents: centsField(100_000),
  /** Free delivery from this subtotal up; null = no threshold (the fee always applies). */
  freeDeliveryThresholdCents: centsField(1_000_000).nullable().default(null),
  minimumOrderCents: centsField(1_000_000).default(0),
  active: z.boolean({ error: 'Choose whether the zone is active' }).default(true),
  pickupAddress: z.string().trim().min(1).max(200, 'Use at most 200 characters').optional(),
};

/** The checks across a zone's fields: delivery zones need an area, pickup zones an address. */
export function checkZoneFields(
  zone: {
    kind: 'delivery' | 'pickup';
    suburbs: string[];
    postcodes: string[];
    pickupAddress?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (zone.kind === 'delivery' && zone.suburbs.length === 0 && zone.postcodes.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['postcodes'],
      message: 'A delivery zone needs at least one postcode or suburb',
    });
  }
  if (zone.kind === 'pickup' && !zone.pickupAddress) {
    context.addIssue({
      code: 'custom',
      path: ['pickupAddress'],
      message: 'A pickup zone needs the address to collect from',
    });
  }
}

/**
 * A delivery zone (suburbs and postcodes with a fee, a free-delivery threshold and a minimum
 * order) or a pickup point (fee 0, with the address shoppers collect from).
 */
export const ZoneSchema = z
  .object({ id: DeliveryIdSchema, ...zoneFieldsShape })
  .superRefine(checkZoneFields);
export type Zone = z.output<typeof ZoneSchema>;

/** The money rules of a zone, exactly what order pricing needs from it. */
export interface ZoneFeeRules {
  feeCents: number;
  /** Subtotal from which delivery is free; null when it never becomes free (unless fee is 0). */
  freeDeliveryThresholdCents: number | null;
  minimumOrderCents: number;
}

/** The fee rules of a zone, without its area and name. */
export function feeRulesOf(zone: ZoneFeeRules): ZoneFeeRules {
  return {
    feeCents: zone.feeCents,
    freeDeliveryThresholdCents: zone.freeDeliveryThresholdCents,
    minimumOrderCents: zone.minimumOrderCents,
  };
}

/** The delivery fee for a subtotal (cents): free at or above the threshold, else the zone fee. */
export function deliveryFeeFor(rules: ZoneFeeRules, subtotalCents: number): number {
  const { feeCents, freeDeliveryThresholdCents: threshold } = rules;
  if (threshold !== null && subtotalCents >= threshold) return 0;
  return feeCents;
}

/** Whether delivery costs nothing for this subtotal (a zero-fee zone, or over the threshold). */
export function qualifiesForFreeDelivery(rules: ZoneFeeRules, subtotalCents: number): boolean {
  return deliveryFeeFor(rules, subtotalCents) === 0;
}

/**
 * How much more to spend for free delivery: 0 when it is already free, null when this zone never
 * delivers free (a fee and no threshold), else threshold minus subtotal.
 */
export function amountUntilFreeDelivery(rules: ZoneFeeRules, subtotalCents: number): number | null {
  if (qualifiesForFreeDelivery(rules, subtotalCents)) return 0;
  if (rules.freeDeliveryThresholdCents === null) return null;
  return Math.max(0, rules.freeDeliveryThresholdCents - subtotalCents);
}

/** How far a subtotal falls short of the zone's minimum order; 0 when it meets it. */
export function amountBelowMinimumOrder(rules: ZoneFeeRules, subtotalCents: number): number {
  return Math.max(0, rules.minimumOrderCents - subtotalCents);
}

/** Whether a subtotal meets the zone's minimum order. */
export function meetsMinimumOrder(rules: ZoneFeeRules, subtotalCents: number): boolean {
  return amountBelowMinimumOrder(rules, subtotalCents) === 0;
}

/**
 * A suburb reduced to what matters for matching: no case, accents or macrons (Pāpāmoa = Papamoa),
 * punctuation or extra spaces ("Mt. Maunganui " = "mt maunganui").
 */
export function normalizeSuburb(suburb: string): string {
  return suburb
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What an address gives for finding its zone; either may be missing. */
export interface AddressArea {
  postcode?: string | undefined;
  suburb?: string | undefined;
}

/**
 * The active delivery zone for an address. A zone matching both postcode and suburb wins (zones
 * may split a postcode by suburb); then one matching the postcode; then one matching the suburb.
 * Ties go to the zone whose id sorts first, so the answer never depends on storage order.
 */
export function findDeliveryZone(zones: readonly Zone[], area: AddressArea): Zone | null {
  const postcode = area.postcode?.trim() ?? '';
  const suburb = area.suburb ? normalizeSuburb(area.suburb) : '';
  const candidates = zones
    .filter((zone) => zone.active && zone.kind === 'delivery')
    .sort((a, b) => a.id.localeCompare(b.id));
  const byPostcode = (zone: Zone) => postcode !== '' && zone.postcodes.includes(postcode);
  const bySuburb = (zone: Zone) =>
    suburb !== '' && zone.suburbs.some((name) => normalizeSuburb(name) === suburb);
  return (
    candidates.find((zone) => byPostcode(zone) && bySuburb(zone)) ??
    candidates.find(byPostcode) ??
    candidates.find(bySuburb) ??
    null
  );
}

/** The pickup point shoppers are offered: the first active pickup zone by id, if any. */
export function findPickupZone(zones: readonly Zone[]): Zone | null {
  return (
    zones
      .filter((zone) => zone.active && zone.kind === 'pickup')
      .sort((a, b) => a.id.localeCompare(b.id))[0] ?? null
  );
}
