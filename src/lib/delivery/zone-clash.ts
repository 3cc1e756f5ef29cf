import { normalizeSuburb, type Zone } from './zones.ts';

/** What a zone claims for the clash check: its id, name, kind, area and whether it is active. */
type ClaimingZone = Pick<Zone, 'id' | 'name' | 'kind' | 'active' | 'postcodes' | 'suburbs'>;

/** A postcode or suburb that two active delivery zones would both claim. */
export interface ZoneClash {
  field: 'postcodes' | 'suburbs';
  /** The postcode or suburb as the changed zone gives it. */
  value: string;
  zone: { id: string; name: string };
}

/**
 * Where an active delivery zone would claim a postcode or suburb (compared without case, accents
 * or punctuation) that another active delivery zone claims; none for inactive zones and pickup
 * points. At most one clash per field, the first by the changed zone's order.
 */
export function zoneClashes(zone: ClaimingZone, others: readonly ClaimingZone[]): ZoneClash[] {
  if (!zone.active || zone.kind !== 'delivery') return [];
  const rivals = others
    .filter((other) => other.id !== zone.id && other.active && other.kind === 'delivery')
    .sort((a, b) => a.id.localeCompare(b.id));
  const clashes: ZoneClash[] = [];
  for (const postcode of zone.postcodes) {
    const rival = rivals.find((other) => other.postcodes.includes(postcode));
    if (rival) {
      clashes.push({
        field: 'postcodes',
        value: postcode,
        zone: { id: rival.id, name: rival.name },
      });
      break;
    }
  }
  for (const suburb of zone.suburbs) {
    const key = normalizeSuburb(suburb);
    const rival = rivals.find((other) =>
      other.suburbs.some((name) => normalizeSuburb(name) === key),
    );
    if (rival) {
      clashes.push({ field: 'suburbs', value: suburb, zone: { id: rival.id, name: rival.name } });
      break;
    }
  }
  return clashes;
}

/** The message staff read beside the field, e.g. "Postcode 3118 is already in Papamoa". */
export function zoneClashMessage(clash: ZoneClash): string {
  const what = clash.field === 'postcodes' ? 'Postcode' : 'Suburb';
  return `${what} ${clash.value} is already in ${clash.zone.name}, another active zone`;
}
