import { beforeAll, describe, expect, it } from 'vitest';
import settingsHandler from '../../netlify/functions/admin-settings.mts';
import storeStatusHandler from '../../netlify/functions/store-status.mts';
import { auditLog } from '../../src/server/audit.ts';
import { readShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { asBearer, signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

let adminToken = '';
let staffToken = '';

const SETTINGS = {
  orderNotificationEmail: 'orders@cubekitchen.co.nz',
  gstNumber: '49-091-850',
  bankAccountName: 'Cube Kitchen Ltd',
  bankAccountNumber: '12 3456 0123456 00',
  storeOpen: true,
  pausedMessage: '',
  lowStockThreshold: 8,
  unpaidTransferDays: 5,
  restockReminderDays: 28,
  campaignSendRatePerMinute: 300,
  notifyOutForDelivery: true,
  notifyDelivered: false,
  notifyReadyForPickup: true,
  gstPeriodMonths: 6,
  gstPeriodEndMonth: 9,
  gstBasis: 'invoice',
  xeroSalesAccount: '200',
  xeroDeliveryAccount: '4100',
  xeroDiscountAccount: 'DISC-1',
};

const getSettings = (token: string) =>
  call(settingsHandler, '/api/admin/settings', { headers: asBearer(token) });

const putSettings = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  call(settingsHandler, '/api/admin/settings', {
    method: 'PUT',
    json,
    headers: { ...asBearer(token), ...headers },
  });

beforeAll(async () => {
  adminToken = (await signedInUser('owner', 'admin')).token;
  staffToken = (await signedInUser('packer', 'staff')).token;
});

describe('/api/admin/settings: who may use it', () => {
  it.each(['GET', 'PUT'])('%s answers 401 without a session and 403 to staff', async (method) => {
    const json = method === 'PUT' ? SETTINGS : undefined;
    const anonymous = await call(settingsHandler, '/api/admin/settings', { method, json });
    expect(anonymous.status).toBe(401);
    const staff = await call(settingsHandler, '/api/admin/settings', {
      method,
      json,
      headers: asBearer(staffToken),
    });
    expect(staff.status).toBe(403);
  });

  it('refuses a cross-site PUT with 403 and changes nothing', async () => {
    const { status } = await putSettings(
      adminToken,
      { ...SETTINGS, storeOpen: false, pausedMessage: 'Gone fishing' },
      { origin: 'https://evil.example' },
    );
    expect(status).toBe(403);
    expect((await readShopSettings()).storeOpen).toBe(true);
  });
});

describe('/api/admin/settings for an admin', () => {
  it('answers the defaults before anything was saved, and the store is open', async () => {
    const { status, body, headers } = await getSettings(adminToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      settings: {
        orderNotificationEmail: 'hello@cubekitchen.co.nz',
        gstNumber: '',
        bankAccountName: '',
        bankAccountNumber: '',
        storeOpen: true,
        pausedMessage: '',
        lowStockThreshold: 5,
        unpaidTransferDays: 3,
        restockReminderDays: 21,
        campaignSendRatePerMinute: 600,
        notifyOutForDelivery: true,
        notifyDelivered: true,
        notifyReadyForPickup: true,
        gstPeriodMonths: 2,
        gstPeriodEndMonth: 3,
        gstBasis: 'payments',
        xeroSalesAccount: '200',
        xeroDeliveryAccount: '200',
        xeroDiscountAccount: '200',
      },
      revision: 0,
      updatedAt: null,
    });
    expect((await call(storeStatusHandler, '/api/store-status')).body).toEqual({
      open: true,
      message: '',
    });
  });

  it('answers 400 with a message beside each invalid field', async () => {
    const { status, body } = await putSettings(adminToken, {
      ...SETTINGS,
      gstNumber: '136-410-1',
      bankAccountNumber: '12-3456-0123456',
      lowStockThreshold: 1000,
      xeroDiscountAccount: '=1+1',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request was invalid. Please check your information and try again.',
      errors: {
        gstNumber: 'Enter a valid GST number: 8 or 9 digits, like 123-456-789',
        bankAccountNumber:
          'Enter the account number as bank (2 digits), branch (4), account (7) and suffix (2 or 3), like 12-3456-0123456-00',
        lowStockThreshold: 'Enter a whole number from 0 to 999',
        xeroDiscountAccount:
          'Enter the account code as Xero shows it: up to 10 letters or digits, like 200',
      },
    });
    const paused = await putSettings(adminToken, { ...SETTINGS, storeOpen: false });
    expect(paused.body).toMatchObject({
      errors: { pausedMessage: 'Enter the message shoppers see while the store is paused' },
    });
    const partial = await putSettings(adminToken, { storeOpen: false, pausedMessage: 'Closed' });
    expect(partial.status).toBe(400);
    expect(Object.keys((partial.body as { errors: object }).errors)).toContain(
      'orderNotificationEmail',
    );
  });

  it('saves the settings normalised, audits before and after, and serves them to the server', async () => {
    const { status, body } = await putSettings(adminToken, { ...SETTINGS, revision: 0 });
    expect(status).toBe(200);
    const saved = {
      ...SETTINGS,
      gstNumber: '049-091-850',
      bankAccountNumber: '12-3456-0123456-00',
    };
    expect(body).toEqual({ settings: saved, revision: 1, updatedAt: expect.any(String) as string });
    expect((await getSettings(adminToken)).body).toEqual(body);
    expect(await readShopSettings()).toEqual(saved);
    const entry = (await auditLog.list()).find((item) => item.action === 'settings.update');
    expect(entry).toMatchObject({
      actor: { username: 'owner' },
      target: 'settings/shop',
      before: { lowStockThreshold: 5, gstNumber: '' },
      after: saved,
    });
  });

  it('accepts the GST numbers its hint shows, stored and served the one way', async () => {
    for (const [typed, stored] of [
      ['123-456-789', '123-456-789'],
      ['123 456 789', '123-456-789'],
      ['12-345-678', '012-345-678'],
      ['12345678', '012-345-678'],
    ]) {
      const { status, body } = await putSettings(adminToken, { ...SETTINGS, gstNumber: typed });
      expect(status).toBe(200);
      expect(body).toMatchObject({ settings: { gstNumber: stored } });
      expect((await getSettings(adminToken)).body).toMatchObject({
        settings: { gstNumber: stored },
      });
    }
  });

  it('refuses a save based on a revision someone else already replaced (409)', async () => {
    const { revision } = (await getSettings(adminToken)).body as { revision: number };
    const first = await putSettings(adminToken, { ...SETTINGS, lowStockThreshold: 3, revision });
    expect(first.status).toBe(200);
    const second = await putSettings(adminToken, { ...SETTINGS, lowStockThreshold: 9, revision });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message:
        'Someone else saved the settings after you opened them. Reload to see their changes, then save again.',
      reason: 'stale_settings',
    });
    expect((await readShopSettings()).lowStockThreshold).toBe(3);
    const unconditional = await putSettings(adminToken, { ...SETTINGS, lowStockThreshold: 9 });
    expect(unconditional.status).toBe(200);
  });

  it('lets exactly one of two simultaneous saves from the same revision win', async () => {
    const { revision } = (await getSettings(adminToken)).body as { revision: number };
    const answers = await Promise.all(
      [11, 12].map((lowStockThreshold) =>
        putSettings(adminToken, { ...SETTINGS, lowStockThreshold, revision }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('answers 405 for other methods', async () => {
    const { status, headers } = await call(settingsHandler, '/api/admin/settings', {
      method: 'POST',
      json: SETTINGS,
      headers: asBearer(adminToken),
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, PUT');
  });
});

describe('GET /api/store-status', () => {
  it('tells the public site the store is paused and why, and nothing else; cached briefly', async () => {
    await putSettings(adminToken, {
      ...SETTINGS,
      storeOpen: false,
      pausedMessage: 'Taking a break until Monday 3 March.',
    });
    const { status, body, headers } = await call(storeStatusHandler, '/api/store-status');
    expect(status).toBe(200);
    expect(body).toEqual({ open: false, message: 'Taking a break until Monday 3 March.' });
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=60');
    expect(headers.get('netlify-cache-tag')).toBe('store-status');
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('hides the paused message once the store is open again', async () => {
    await putSettings(adminToken, { ...SETTINGS, storeOpen: true, pausedMessage: 'Old note' });
    expect((await call(storeStatusHandler, '/api/store-status')).body).toEqual({
      open: true,
      message: '',
    });
  });
});
