// Who may use the Accounts area and what it takes in, on the real local Blobs: admins, and staff
// an admin granted "Use the accounts" (no other grant opens it); every request is checked on
// the server, whatever the browser shows.
import { beforeEach, describe, expect, it } from 'vitest';
import adminAccounts from '../../netlify/functions/admin-accounts.mts';
import type { XeroExportRun } from '../../src/lib/accounts/xero-runs.ts';
import { permissionRefusal } from '../../src/lib/admin/permissions.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { CROSS_SITE, grantPermissions, signedInTeam } from '../fixtures/staff.ts';
import { downloadXeroRun } from '../fixtures/xero-files.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

beforeEach(async () => {
  await grantPermissions('packer', []);
});

const RUN_ID = '20261101000000-abcdef012345';
/** Every route of the area, as a call with the given headers. */
const ROUTES = [
  { name: 'checklist', path: '/api/admin/accounts' },
  { name: 'exports list', path: '/api/admin/accounts/xero-exports' },
  { name: 'new export', path: '/api/admin/accounts/xero-exports', json: {} },
  {
    name: 'export file',
    path: `/api/admin/accounts/xero-exports/${RUN_ID}/file`,
    params: { id: RUN_ID },
  },
] as const;

function callRoute(route: (typeof ROUTES)[number], headers: Record<string, string>) {
  return call(adminAccounts, route.path, {
    headers,
    ...('json' in route ? { json: route.json } : {}),
    ...('params' in route ? { params: route.params } : {}),
  });
}

const today = nzDateOf(new Date());
const exportRange = (json: unknown, headers = team.admin) =>
  call(adminAccounts, '/api/admin/accounts/xero-exports', { json, headers });

describe('who may use the Accounts area', () => {
  it('refuses every route without a session (401)', async () => {
    for (const route of ROUTES) expect((await callRoute(route, {})).status, route.name).toBe(401);
  });

  it('refuses staff without the grant, and staff with only other grants (403)', async () => {
    await grantPermissions('packer', ['refunds', 'prices', 'deleteProducts', 'customerExports']);
    for (const route of ROUTES) {
      const answer = await callRoute(route, team.staff);
      expect(answer.status, route.name).toBe(403);
      expect(answer.body).toMatchObject({
        message: permissionRefusal('accounts'),
        reason: 'permission_required',
        permission: 'accounts',
      });
    }
  });

  it('lets admins and granted staff in', async () => {
    await grantPermissions('packer', ['accounts']);
    for (const headers of [team.admin, team.staff]) {
      expect((await call(adminAccounts, '/api/admin/accounts', { headers })).status).toBe(200);
      const list = await call(adminAccounts, '/api/admin/accounts/xero-exports', { headers });
      expect(list.status).toBe(200);
    }
    const made = await exportRange({ from: today, to: today }, team.staff);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ by: 'packer', chosen: true });
    const id = (made.body as XeroExportRun).id;
    const { files } = await downloadXeroRun(id, team.staff);
    expect(files.map((file) => file.name)).toEqual([`xero-invoices-${today}-to-${today}.csv`]);
  });

  it('refuses an export asked for from another site (403)', async () => {
    const answer = await exportRange({}, { ...team.admin, ...CROSS_SITE });
    expect(answer.status).toBe(403);
  });
});

describe('what an export takes', () => {
  it.each([
    [{ from: today }, 'to'],
    [{ to: today }, 'from'],
    [{ from: today, to: addDays(today, -1) }, 'to'],
    [{ from: addDays(today, -400), to: today }, 'to'],
    [{ from: '2026-02-30', to: today }, 'from'],
    [{ from: 'yesterday', to: today }, 'from'],
  ])('refuses %j with a message on %s (400)', async (body, field) => {
    const answer = await exportRange(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { [field]: expect.any(String) as string } });
  });

  it('refuses a range that ends after today, and fields it does not know', async () => {
    const future = await exportRange({ from: today, to: addDays(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ errors: { to: 'Choose a last day no later than today' } });
    expect((await exportRange({ from: today, to: today, all: true })).status).toBe(400);
  });

  it('answers 404 for a run that does not exist or an id that is not one', async () => {
    for (const id of [RUN_ID, '..', 'a b', 'x'.repeat(81)]) {
      const answer = await call(
        adminAccounts,
        `/api/admin/accounts/xero-exports/${encodeURIComponent(id)}/file`,
        { headers: team.admin, params: { id } },
      );
      expect(answer.status, id).toBe(404);
    }
  });
});
