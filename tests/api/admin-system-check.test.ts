import { getStore } from '@netlify/blobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import systemHandler from '../../netlify/functions/admin-system.mts';
import type { SystemReport } from '../../src/lib/admin/areas/system.ts';
import { saveShopSettings, readSettingsSnapshot } from '../../src/server/settings.ts';
import { recordHeartbeat } from '../../src/server/system/heartbeats.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam();

const check = (headers: Record<string, string> = {}) =>
  call(systemHandler, '/api/admin/system-check', { headers });

const statusOf = (report: SystemReport, id: string) =>
  report.lines.find((line) => line.id === id)?.status;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/admin/system-check', () => {
  it('runs 20 simultaneous writes on the local store, all counted, and leaves no scratch key', async () => {
    const { status, body } = await check(team.admin);
    expect(status).toBe(200);
    const report = body as SystemReport;
    expect(report.deployContext).toBe('local');
    const writes = report.lines.find((line) => line.id === 'writes');
    expect(writes).toMatchObject({ status: 'ok' });
    expect(writes?.summary).toContain('20 simultaneous changes');
    const scratch = await getStore({ name: 'shop', consistency: 'strong' }).list({
      prefix: 'system-check/',
    });
    expect(scratch.blobs).toEqual([]);
  });

  it('is all green on a local run once the bank account and mail server are set and the jobs have run', async () => {
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    const before = (await check(team.admin)).body as SystemReport;
    expect(statusOf(before, 'bank-account')).toBe('warning');
    expect(statusOf(before, 'job-maintenance')).toBe('problem');

    const { revision, settings } = await readSettingsSnapshot();
    const actor = { id: 'owner', username: 'owner' };
    const bank = { bankAccountName: 'Cube Kitchen Ltd', bankAccountNumber: '12-3456-7890123-00' };
    await saveShopSettings(actor, { ...settings, ...bank }, revision);
    await recordHeartbeat('maintenance');
    await recordHeartbeat('campaign-scheduler');
    await recordHeartbeat('standing-orders');
    // No mail server is a warning everywhere, as the dashboard says (one source for both).
    vi.stubEnv('SMTP_URL', 'smtp://shop:secret@127.0.0.1:2525');
    vi.stubEnv('MAIL_FROM', 'Cube Kitchen <hello@cubekitchen.co.nz>');

    const after = (await check(team.admin)).body as SystemReport;
    expect(after.lines.filter((line) => line.status !== 'ok')).toEqual([]);
    expect(after.overall).toBe('ok');
  });

  it('reports Stripe’s mode from the key and never shows the key', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_system_check_key');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_system_check');
    const { body } = await check(team.admin);
    const stripe = (body as SystemReport).lines.find((line) => line.id === 'stripe');
    expect(stripe?.summary).toContain('test mode');
    expect(JSON.stringify(body)).not.toContain('sk_test_system_check_key');
    expect(JSON.stringify(body)).not.toContain('whsec_system_check');
  });
});
