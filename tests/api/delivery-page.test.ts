// /delivery shows the live delivery set-up (src/server/delivery/public-summary.ts), never a copy.
import { describe, expect, it } from 'vitest';
import zonesHandler from '../../netlify/functions/admin-delivery-zones.mts';
import type { Zone } from '../../src/lib/delivery/zones.ts';
import { DEPLOY_PURGED_TAGS } from '../../src/server/http/cdn-cache.ts';
import {
  deliveryPageCacheHeaders,
  deliveryPageData,
} from '../../src/server/delivery/public-summary.ts';
import { seedDelivery } from '../../src/server/seed/delivery.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

// A week before Christmas, so the seeded days shut by law fall in the page's fortnight.
const NOW = new Date('2026-12-17T20:00:00.000Z');
const team = signedInTeam(() => seedDelivery(NOW));

async function changeZone(id: string, changes: Partial<Zone>): Promise<void> {
  const path = `/api/admin/delivery-zones/${id}`;
  const read = await call(zonesHandler, path, { params: { id }, headers: team.staff });
  const saved = await call(zonesHandler, path, {
    method: 'PUT',
    json: { ...(read.body as Zone), ...changes },
    params: { id },
    headers: team.staff,
  });
  expect(saved.status).toBe(200);
}

const feeOf = async (name: string) =>
  (await deliveryPageData(NOW)).zones.find((zone) => zone.name === name)?.fee;

describe('the delivery page data', () => {
  it('shows a fee staff change in the admin, at once', async () => {
    expect(await feeOf('Tauranga')).toBe('$5.00, free from $50.00');
    await changeZone('tauranga', { feeCents: 750, freeDeliveryThresholdCents: 6000 });
    expect(await feeOf('Tauranga')).toBe('$7.50, free from $60.00');
  });

  it('shows a new minimum and drops a zone staff turn off', async () => {
    await changeZone('papamoa', { minimumOrderCents: 3500 });
    const before = await deliveryPageData(NOW);
    expect(before.zones.find((zone) => zone.id === 'papamoa')?.minimum).toBe('$35.00');
    await changeZone('mount-maunganui', { active: false });
    const after = await deliveryPageData(NOW);
    expect(after.zones.map((zone) => zone.id)).not.toContain('mount-maunganui');
    expect(after.zones.map((zone) => zone.id)).toContain('pickup-papamoa');
  });

  it('lists the closed days of the next fortnight', async () => {
    const { closures } = await deliveryPageData(NOW);
    expect(closures.map((day) => day.date)).toContain('2026-12-25');
    expect(closures.find((day) => day.date === '2026-12-25')?.label).toMatch(/^Fri 25 Dec: /);
  });

  it('is kept at the CDN for a minute only, under a tag every deploy purges', () => {
    const headers = deliveryPageCacheHeaders();
    expect(headers['Netlify-CDN-Cache-Control']).toMatch(/s-maxage=60,/);
    expect(headers['Netlify-Cache-Tag']).toBe('delivery-page');
    expect(DEPLOY_PURGED_TAGS).toContain('delivery-page');
  });
});
