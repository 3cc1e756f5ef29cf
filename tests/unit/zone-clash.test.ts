import { describe, expect, it } from 'vitest';
import { zoneClashes, zoneClashMessage } from '../../src/lib/delivery/zone-clash.ts';

const zone = (id: string, postcodes: string[], suburbs: string[], active = true) => ({
  id,
  name: id.toUpperCase(),
  kind: 'delivery' as const,
  active,
  postcodes,
  suburbs,
});

const PAPAMOA = zone('papamoa', ['3118'], ['Pāpāmoa Beach', 'Wairakei']);
const TAURANGA = zone('tauranga', ['3110', '3112'], ['Greerton']);

describe('zoneClashes', () => {
  it('finds the first shared postcode and suburb, naming the other zone', () => {
    const clashes = zoneClashes(zone('new', ['3000', '3112', '3118'], ['papamoa beach']), [
      TAURANGA,
      PAPAMOA,
    ]);
    expect(clashes).toEqual([
      { field: 'postcodes', value: '3112', zone: { id: 'tauranga', name: 'TAURANGA' } },
      { field: 'suburbs', value: 'papamoa beach', zone: { id: 'papamoa', name: 'PAPAMOA' } },
    ]);
    expect(clashes.map(zoneClashMessage)).toEqual([
      'Postcode 3112 is already in TAURANGA, another active zone',
      'Suburb papamoa beach is already in PAPAMOA, another active zone',
    ]);
  });

  it('ignores the zone itself, inactive zones and pickup points', () => {
    expect(zoneClashes(PAPAMOA, [PAPAMOA, TAURANGA])).toEqual([]);
    expect(zoneClashes(zone('old', ['3118'], [], false), [PAPAMOA])).toEqual([]);
    expect(zoneClashes(zone('new', ['3118'], []), [{ ...PAPAMOA, active: false }])).toEqual([]);
    expect(zoneClashes(zone('new', ['3118'], []), [{ ...PAPAMOA, kind: 'pickup' }])).toEqual([]);
    expect(zoneClashes({ ...zone('pickup', ['3118'], []), kind: 'pickup' }, [PAPAMOA])).toEqual([]);
  });
});
