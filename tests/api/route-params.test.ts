// Path parameters are parsed by the route's contract before any handler runs: an id that cannot
// be one of ours (a NUL, a climb out of the key prefix, 1,500 characters, an emoji) answers 404
// with the usual message, as an id that does not exist does, and never reaches the store (whose
// keys it broke: 500 for `../`, 503 for a NUL or a key past 600 bytes).
import { describe, expect, it } from 'vitest';
import adminActivity from '../../netlify/functions/admin-activity.mts';
import adminCampaigns from '../../netlify/functions/admin-campaigns.mts';
import adminNewsletters from '../../netlify/functions/admin-newsletters.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import myDeliveries from '../../netlify/functions/my-deliveries.mts';
import products from '../../netlify/functions/products.mts';
import { messageForStatus } from '../../src/lib/api/api-errors.ts';
import { checkedParams, TIMED_ID_PARAM } from '../../src/lib/api/route-params.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam();

const NOT_FOUND = { status: 404, body: { message: messageForStatus(404) } };
const LONG = 'a'.repeat(1500);

describe('odd ids in admin routes', () => {
  it('answer 404 before any store call, for reads and writes', async () => {
    const write = { headers: { ...team.admin, origin: SITE_ORIGIN } };
    expect(
      await call(adminNewsletters, '/api/admin/subscribers/..%2F..%2Fsettings', {
        headers: team.admin,
      }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await call(adminCampaigns, '/api/admin/campaigns/%00', { headers: team.admin }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await call(adminOrders, '/api/admin/orders/%00/edit', { ...write, json: {} }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await call(adminOrders, `/api/admin/orders/${LONG}`, { headers: team.admin }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await call(adminCampaigns, `/api/admin/campaigns/${LONG}`, { headers: team.admin }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await call(adminOrders, '/api/admin/orders/%F0%9F%8D%9D', { headers: team.admin }),
    ).toMatchObject(NOT_FOUND);
  });

  it('still ask for a session first (401), so an odd id tells a stranger nothing', async () => {
    const answer = await call(adminCampaigns, '/api/admin/campaigns/%00');
    expect(answer.status).toBe(401);
  });

  it('keep routes whose ids have another shape working: an activity entry by its timed id', async () => {
    const id = '2026-11-28T01:02:03.456Z_9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(TIMED_ID_PARAM.safeParse(id).success).toBe(true);
    const unknown = await call(adminActivity, `/api/admin/activity/${id}`, {
      headers: team.admin,
    });
    expect(unknown.status).toBe(404);
    expect(
      await call(adminActivity, '/api/admin/activity/..%2Fx', { headers: team.admin }),
    ).toMatchObject(NOT_FOUND);
  });
});

describe('odd ids in public routes', () => {
  it('answer 404 for a product or a standing order', async () => {
    expect(await call(products, '/api/products/%00')).toMatchObject(NOT_FOUND);
    expect(await call(products, `/api/products/${LONG}`)).toMatchObject(NOT_FOUND);
    const cancel = await call(myDeliveries, '/api/my-deliveries/..%2F..%2Fsettings/cancel', {
      json: { reason: 'Moving away' },
    });
    expect(cancel.status).toBe(404);
  });
});

describe('checkedParams', () => {
  it('takes record ids, slugs, hashes, dates and codes, and nothing else', () => {
    for (const id of [
      '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      'beef-bolognese',
      'a'.repeat(64),
      '2026-12-24',
      'WINTER10',
    ]) {
      expect(checkedParams({ id })).toEqual({ id });
    }
    for (const id of ['', '\u0000', '../settings', 'a/b', LONG, 'é', 'a b', 'x'.repeat(101)]) {
      expect(checkedParams({ id })).toBeNull();
    }
  });
});
