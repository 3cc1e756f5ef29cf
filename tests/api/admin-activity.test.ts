import { describe, expect, it } from 'vitest';
import activityHandler from '../../netlify/functions/admin-activity.mts';
import type { ActivityEntry, ActivityPage } from '../../src/lib/admin/areas/activity.ts';
import { ERASED_CUSTOMER_LABEL } from '../../src/server/activity/activity-customers.ts';
import { backfillActivityIndex } from '../../src/server/activity/activity-entries.ts';
import { auditLog, recordAudit } from '../../src/server/audit.ts';
import { findUserByUsername } from '../../src/server/auth/users.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { recordOrderAudit } from '../../src/server/orders/order-timeline.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const ZONE_BEFORE = { id: 'papamoa', name: 'Papamoa', feeCents: 500 };
const ZONE_AFTER = { id: 'papamoa', name: 'Papamoa', feeCents: 700 };
const jo = { id: '0b8e3c1e-5a55-4d1c-9a0e-0f6a1f3f0c11', username: 'jo' };
const sam = { id: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b', username: 'sam' };

/** A few entries on known NZ days, written as the audited code writes them. */
const team = signedInTeam(async () => {
  // 11:30 UTC on 26 November is 00:30 on 27 November in Papamoa (NZDT, +13).
  await recordAudit(
    {
      actor: jo,
      action: 'delivery-zone.update',
      target: 'delivery-zones/papamoa',
      before: ZONE_BEFORE,
      after: ZONE_AFTER,
    },
    new Date('2026-11-26T11:30:00.000Z'),
  );
  // As the order code writes it: the change names the status only, the entry the order's number.
  await recordOrderAudit(
    { id: '1c9a8b7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', number: 'CK-20412' },
    { kind: 'staff', id: sam.id, name: sam.username },
    { action: 'order.status', before: { status: 'paid' }, after: { status: 'packed' } },
    new Date('2026-11-26T10:59:00.000Z'),
  );
  await recordAudit(
    {
      actor: jo,
      action: 'user.password-reset',
      target: `users/${sam.id}`,
      before: { username: 'sam', passwordHash: 'scrypt$old' },
      after: { username: 'sam', passwordHash: 'scrypt$new' },
    },
    new Date('2026-10-02T01:00:00.000Z'),
  );
});

function asAdmin(path: string, headers = team.admin) {
  return call(activityHandler, path, { headers });
}

async function page(query = ''): Promise<ActivityPage> {
  const { status, body } = await asAdmin(`/api/admin/activity${query}`);
  expect(status).toBe(200);
  return body as ActivityPage;
}

describe('GET /api/admin/activity', () => {
  it('lists who did what, newest first, with the people for the filter', async () => {
    const found = await page();
    expect(found.entries.map((entry) => entry.action)).toEqual([
      'delivery-zone.update',
      'order.status',
      'user.password-reset',
    ]);
    expect(found.entries[0]).toMatchObject({
      at: '2026-11-26T11:30:00.000Z',
      actor: jo,
      area: 'delivery-zones',
      target: 'delivery-zones/papamoa',
      label: 'Papamoa',
    });
    expect(found.entries[1]).toMatchObject({ area: 'orders', label: 'CK-20412' });
    expect(found.people).toEqual([jo, sam]);
    expect(found.nextCursor).toBeNull();
  });

  it('filters by person, area, NZ day and search', async () => {
    expect((await page(`?person=${sam.id}`)).entries.map((entry) => entry.action)).toEqual([
      'order.status',
    ]);
    expect((await page('?area=users')).entries.map((entry) => entry.action)).toEqual([
      'user.password-reset',
    ]);
    expect((await page(`?person=${jo.id}&area=users`)).entries).toHaveLength(1);
    expect((await page(`?person=${sam.id}&area=users`)).entries).toHaveLength(0);
    // The zone change was at 00:30 on the 27th in Papamoa; the order's at 23:59 on the 26th.
    const day27 = await page('?from=2026-11-27&to=2026-11-27');
    expect(day27.entries.map((entry) => entry.action)).toEqual(['delivery-zone.update']);
    const day26 = await page('?from=2026-11-26&to=2026-11-26');
    expect(day26.entries.map((entry) => entry.action)).toEqual(['order.status']);
    expect((await page('?to=2026-11-01')).entries.map((entry) => entry.action)).toEqual([
      'user.password-reset',
    ]);
    expect((await page('?q=ck-20412')).entries.map((entry) => entry.action)).toEqual([
      'order.status',
    ]);
  });

  it('pages across many entries and several half-month folders without repeats', async () => {
    const writer = { id: 'e2c1f0a9-8b7c-4d6e-9f5a-4b3c2d1e0f9a', username: 'bulk' };
    const start = Date.parse('2026-06-01T00:00:00.000Z');
    for (let index = 0; index < 130; index += 4) {
      await Promise.all(
        [0, 1, 2, 3]
          .filter((offset) => index + offset < 130)
          .map((offset) =>
            recordAudit(
              {
                actor: writer,
                action: 'product.update',
                target: `products/meal-${String(index + offset)}`,
                before: null,
                after: { name: `Meal ${String(index + offset)}` },
              },
              new Date(start + (index + offset) * 26 * 60 * 60 * 1000),
            ),
          ),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `?person=${writer.id}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const found = await page(query);
      seen.push(...found.entries.map((entry) => entry.at));
      cursor = found.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    expect(seen).toEqual([...seen].sort().reverse());
    const everything = await page('?limit=200');
    expect(everything.entries).toHaveLength(133);
  });

  it('names a customer record by the email on file when shown, and an erased one as such', async () => {
    const kept = customerIdOf('Kept.Person@example.com');
    const erased = customerIdOf('gone.person@example.com');
    await customerSummaries.update(kept, () => ({ email: 'kept.person@example.com', orders: {} }));
    for (const id of [kept, erased]) {
      await recordAudit(
        {
          actor: jo,
          action: 'customer.export',
          target: `customers/${id}`,
          before: null,
          after: null,
        },
        new Date('2026-11-27T01:00:00.000Z'),
      );
    }
    const found = await page('?area=customers');
    const labelOf = (id: string) =>
      found.entries.find((entry) => entry.target === `customers/${id}`)?.label;
    expect(labelOf(kept)).toBe('Customer kept.person@example.com');
    expect(labelOf(erased)).toBe(ERASED_CUSTOMER_LABEL);
    // The stored entry still names the customer only by hash: erasing them erases the name.
    const { body } = await asAdmin(`/api/admin/activity?area=customers&q=kept.person`);
    expect((body as ActivityPage).entries).toHaveLength(0);
  });

  it('refuses a bad filter with the field named', async () => {
    const area = await asAdmin('/api/admin/activity?area=kitchen');
    expect(area.status).toBe(400);
    expect(area.body).toMatchObject({ errors: { area: expect.any(String) as string } });
    const range = await asAdmin('/api/admin/activity?from=2026-11-27&to=2026-11-01');
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({
      errors: { to: 'The range must end on or after its start' },
    });
    const cursor = await asAdmin('/api/admin/activity?cursor=bm90LWEta2V5');
    expect(cursor.status).toBe(400);
    expect((await asAdmin('/api/admin/activity?limit=0')).status).toBe(400);
  });

  it('is for admins: 401 without a session, 403 for staff', async () => {
    expect((await call(activityHandler, '/api/admin/activity')).status).toBe(401);
    expect((await asAdmin('/api/admin/activity', team.staff)).status).toBe(403);
  });
});

describe('GET /api/admin/activity/:id', () => {
  it('shows the fields a change touched, never a secret', async () => {
    const { entries } = await page('?to=2026-11-30&limit=200');
    const zone = entries.find((entry) => entry.action === 'delivery-zone.update');
    const reset = entries.find((entry) => entry.action === 'user.password-reset');
    const { status, body } = await asAdmin(`/api/admin/activity/${zone?.id ?? ''}`);
    expect(status).toBe(200);
    expect((body as ActivityEntry).changes).toEqual([
      { field: 'feeCents', before: '500', after: '700' },
    ]);
    const secret = await asAdmin(`/api/admin/activity/${reset?.id ?? ''}`);
    expect(secret.status).toBe(200);
    expect((secret.body as ActivityEntry).changes).toEqual([
      { field: 'passwordHash', before: '(hidden)', after: '(hidden)' },
    ]);
    expect(JSON.stringify(secret.body)).not.toContain('scrypt');
  });

  it('answers 404 for no such entry, 401 and 403 as the list does', async () => {
    const missing = await asAdmin('/api/admin/activity/2026-01-01T00:00:00.000Z_' + jo.id);
    expect(missing.status).toBe(404);
    expect((await asAdmin('/api/admin/activity/not-an-entry')).status).toBe(404);
    expect((await call(activityHandler, `/api/admin/activity/x`)).status).toBe(401);
    expect((await asAdmin('/api/admin/activity/x', team.staff)).status).toBe(403);
  });
});

describe('the activity backfill', () => {
  it('lists entries written before the index existed, once', async () => {
    const owner = await findUserByUsername('owner');
    const at = '2025-03-04T05:06:07.089Z';
    await auditLog.createOnce(`${at}_3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a`, {
      at,
      actor: { id: owner?.id ?? '', username: 'owner' },
      action: 'settings.update',
      target: 'settings/shop',
      before: { gstNumber: '1' },
      after: { gstNumber: '2' },
    });
    expect((await page('?area=settings')).entries).toHaveLength(0);
    expect(await backfillActivityIndex()).toBeGreaterThan(0);
    const found = await page('?area=settings');
    expect(found.entries).toMatchObject([{ at, actor: { username: 'owner' } }]);
    expect(found.people.map((person) => person.username)).toContain('owner');
    // Done: a later run handles nothing.
    expect(await backfillActivityIndex()).toBe(0);
  });
});
