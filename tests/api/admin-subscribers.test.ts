import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-newsletters.mts';
import maintenance from '../../netlify/functions/maintenance.mts';
import type {
  SubscriberDetail,
  SubscriberImportResult,
  SubscriberListPage,
} from '../../src/lib/admin/areas/newsletters.ts';
import { auditLog } from '../../src/server/audit.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { erasedSubscribers } from '../../src/server/newsletters/subscribers/erased-subscribers.ts';
import { subscriberRows } from '../../src/server/newsletters/subscribers/subscriber-list.ts';
import {
  changePreferences,
  subscribe,
  subscriberId,
  subscribers,
  unsubscribe,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { scheduledKickHeaders } from '../../src/server/http/scheduled-function.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { listedSubscriber, storedSubscriber } from '../fixtures/subscribers.ts';

runOnLocalBlobs();

const team = signedInTeam();

const api = callerOf(handler);

const CONSENT = 'Signed up on the paper list at the Papamoa market stall';

async function list(query = '', headers = team.admin): Promise<SubscriberListPage> {
  const { status, body } = await api(`/api/admin/subscribers${query}`, { headers });
  expect(status).toBe(200);
  return body as SubscriberListPage;
}

async function add(email: string, name = 'Aroha Ngata', preferences = ['recipes']) {
  return api('/api/admin/subscribers', {
    method: 'POST',
    json: { email, name, preferences, consentNote: CONSENT },
    headers: team.admin,
  });
}

function importCsv(csv: string, extra: Record<string, unknown> = {}) {
  return api('/api/admin/subscribers/import', {
    method: 'POST',
    json: {
      csv,
      mapping: { email: 'Email', name: 'Name', preferences: 'Interests' },
      consentStatement: 'Customers who ticked the newsletter box on our 2025 order forms',
      dryRun: true,
      ...extra,
    },
    headers: team.admin,
  });
}

// 401 and cross-site for every route: admin-route-guards.test.ts.
describe('newsletters admin API: who may use it', () => {
  it('lets staff read but refuses them every change (403)', async () => {
    const created = await add('staff-read@example.nz');
    const { id: subscriber } = created.body as SubscriberDetail;
    const path = `/api/admin/subscribers/${subscriber}`;
    const params = { id: subscriber };
    expect((await api('/api/admin/subscribers', { headers: team.staff })).status).toBe(200);
    // The export holds every subscriber's address: for admins and staff an admin allows.
    const csv = await handler(
      new Request(new URL('/api/admin/subscribers.csv', SITE_ORIGIN), { headers: team.staff }),
      { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
    );
    expect(csv.status).toBe(403);
    expect((await api(path, { params, headers: team.staff })).status).toBe(200);
    const writes = [
      ['POST', '/api/admin/subscribers', {}, { email: 'a@b.nz', name: 'A', consentNote: CONSENT }],
      ['PATCH', path, params, { status: 'unsubscribed' }],
      ['DELETE', path, params, undefined],
      ['POST', '/api/admin/subscribers/import', {}, { csv: 'Email\na@b.nz' }],
    ] as const;
    for (const [method, target, routeParams, json] of writes) {
      const answer = await api(target, { method, json, params: routeParams, headers: team.staff });
      expect(answer.status, `${method} ${target}`).toBe(403);
    }
    expect((await subscribers.get(subscriber))?.status).toBe('subscribed');
  });
});

describe('the subscribers list index', () => {
  it('keeps its keys in step with subscribe, unsubscribe, preferences and erase', async () => {
    const email = 'Index.Step+1@Example.nz';
    const id = subscriberId(email);
    await subscribe(
      { email, name: 'Zoë "Zed" O’Neill / 100%', preferences: ['events'] },
      'newsletter-form',
    );
    const keys = async () =>
      (await openStore().list({ prefix: 'subscriber-list/' })).blobs
        .map((blob) => blob.key)
        .filter((key) => key.includes(id));
    expect(await keys()).toHaveLength(1);
    await changePreferences(id, ['recipes', 'promotions'], { source: 'preferences-page' });
    await unsubscribe(id, { via: 'link' });
    expect(await keys()).toHaveLength(1);
    const rows: unknown[] = [];
    for await (const row of subscriberRows({ status: 'unsubscribed', preference: 'promotions' })) {
      if (row.id === id) rows.push(row);
    }
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Zoë "Zed" O’Neill / 100%',
        email: 'index.step+1@example.nz',
        status: 'unsubscribed',
        preferences: ['recipes', 'promotions'],
        source: 'newsletter-form',
      }),
    ]);
    // Signing up again is a new subscription: a new date, still one key.
    await subscribe({ email, name: 'Zoë' }, 'contact-form', new Date(Date.now() + 60_000));
    expect(await keys()).toHaveLength(1);
    const again = await list(`?q=${encodeURIComponent('index.step')}`);
    expect(again.subscribers).toEqual([
      expect.objectContaining({ status: 'subscribed', source: 'contact-form', name: 'Zoë' }),
    ]);
  });

  it('ends with exactly one right key when changes of one subscriber sync at once', async () => {
    const email = 'busy@example.nz';
    const id = subscriberId(email);
    await subscribe({ email, name: 'Busy' }, 'newsletter-form');
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await Promise.all([
      changePreferences(id, ['recipes'], { source: 'preferences-page' }),
      unsubscribe(id, { via: 'link' }),
      subscribe({ email, name: 'Busy Again' }, 'contact-form', later(5)),
      changePreferences(id, ['events'], { source: 'staff', note: 'Asked at the counter' }),
      subscribe({ email, name: 'Busy Thrice' }, 'newsletter-form', later(10)),
    ]);
    const record = await subscribers.get(id);
    const page = await list('?q=busy@');
    expect(page.total).toBe(1);
    expect(page.subscribers[0]).toMatchObject({
      name: record?.name,
      status: record?.status,
      preferences: record?.preferences,
      subscribedAt: record?.subscribedAt,
    });
    const pointers = await openStore().list({ prefix: `subscriber-listed/${id}/` });
    expect(pointers.blobs).toHaveLength(1);
  });

  it('lists subscribers from before the index once the maintenance job backfills them', async () => {
    const email = 'from-before@example.nz';
    const id = subscriberId(email);
    const at = new Date().toISOString();
    await subscribers.update(id, () => ({
      email,
      name: 'Old Timer',
      preferences: [],
      subscribedAt: at,
      consents: [{ at, source: 'newsletter-form', preferences: [] }],
      status: 'subscribed',
    }));
    expect((await list('?q=from-before')).total).toBe(0);
    const run = await call(maintenance, '/.netlify/functions/maintenance', {
      method: 'POST',
      headers: await scheduledKickHeaders(),
    });
    expect((run.body as { listedSubscribers: number }).listedSubscribers).toBeGreaterThan(0);
    expect((await list('?q=from-before')).subscribers).toEqual([
      expect.objectContaining({ id, name: 'Old Timer' }),
    ]);
  });
});

describe('GET /api/admin/subscribers', () => {
  it('pages newest first, searches name and email, filters by status and preference', async () => {
    for (const [index, name] of ['Paging One', 'Paging Two', 'Paging Three'].entries()) {
      await subscribe(
        { email: `paging-${String(index)}@example.nz`, name, preferences: ['new-releases'] },
        'newsletter-form',
        new Date(Date.UTC(2030, 0, 1 + index)),
      );
    }
    const first = await list('?q=paging&limit=2');
    expect(first.total).toBe(3);
    expect(first.subscribers.map((row) => row.name)).toEqual(['Paging Three', 'Paging Two']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?q=paging&limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second.subscribers.map((row) => row.name)).toEqual(['Paging One']);
    expect(second.nextCursor).toBeNull();
    expect((await list('?q=PAGING-1@')).subscribers.map((row) => row.name)).toEqual(['Paging Two']);
    await unsubscribe(subscriberId('paging-0@example.nz'), { via: 'one-click' });
    expect((await list('?q=paging&status=subscribed')).total).toBe(2);
    expect((await list('?q=paging&status=unsubscribed')).total).toBe(1);
    expect((await list('?q=paging&preference=recipes')).total).toBe(0);
    expect((await list('?q=paging&preference=new-releases')).total).toBe(3);
  });

  it('answers 400 for a bad filter or page link', async () => {
    const bad = await api('/api/admin/subscribers?status=maybe&preference=cats', {
      headers: team.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { status: expect.any(String) as unknown } });
    const cursor = await api('/api/admin/subscribers?cursor=bm9wZQ', { headers: team.admin });
    expect(cursor.status).toBe(400);
    expect(cursor.body).toMatchObject({ errors: { cursor: expect.any(String) as unknown } });
  });
});

describe('POST /api/admin/subscribers', () => {
  it('adds a subscriber by hand with the consent note, audited without the address', async () => {
    const { status, body } = await add(' Hand.Added@Example.NZ ', 'Hēmi Walker', ['events']);
    expect(status).toBe(201);
    const detail = body as SubscriberDetail;
    expect(detail).toMatchObject({
      id: subscriberId('hand.added@example.nz'),
      email: 'hand.added@example.nz',
      status: 'subscribed',
      consents: [{ source: 'staff', preferences: ['events'], note: CONSENT }],
    });
    const entry = (await auditLog.list()).find(
      (item) => item.action === 'subscriber.add' && item.target === `subscribers/${detail.id}`,
    );
    expect(entry).toMatchObject({ actor: { username: 'owner' }, before: null });
    expect(JSON.stringify(entry)).not.toContain('hand.added');
    expect(JSON.stringify(entry)).not.toContain('Hēmi');
  });

  it('refuses an address already subscribed (409 beside the email)', async () => {
    expect((await add('twice@example.nz')).status).toBe(201);
    const again = await add('TWICE@example.nz');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'already_subscribed',
      errors: { email: expect.stringContaining('already subscribed') as unknown },
    });
  });

  it('answers 400 per field: email, name, and a consent note that says how', async () => {
    const { status, body } = await api('/api/admin/subscribers', {
      method: 'POST',
      json: { email: 'not-an-email', name: '', preferences: ['cats'], consentNote: 'yes' },
      headers: team.admin,
    });
    expect(status).toBe(400);
    const errors = (body as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['email', 'name', 'consentNote']));
  });
});

describe('GET/PATCH/DELETE /api/admin/subscribers/{id}', () => {
  it('shows the consent history, changes preferences, unsubscribes and subscribes again', async () => {
    const { id } = (await add('changes@example.nz')).body as SubscriberDetail;
    const path = `/api/admin/subscribers/${id}`;
    const params = { id };
    const patch = (json: unknown) =>
      api(path, { method: 'PATCH', json, params, headers: team.admin });

    const changed = await patch({ preferences: ['recipes', 'promotions'] });
    expect(changed.status).toBe(200);
    expect((changed.body as SubscriberDetail).consents).toHaveLength(2);

    const left = await patch({ status: 'unsubscribed' });
    expect(left.body).toMatchObject({ status: 'unsubscribed', unsubscribed: { via: 'staff' } });
    expect((await list('?q=changes@&status=unsubscribed')).total).toBe(1);

    const noNote = await patch({ status: 'subscribed' });
    expect(noNote.status).toBe(400);
    expect(noNote.body).toMatchObject({ errors: { consentNote: expect.any(String) as unknown } });
    const back = await patch({
      status: 'subscribed',
      consentNote: 'Rang the shop and asked to rejoin',
    });
    expect(back.body).toMatchObject({ status: 'subscribed' });

    const read = await api(path, { params, headers: team.staff });
    expect((read.body as SubscriberDetail).consents.map((consent) => consent.source)).toEqual([
      'staff',
      'staff',
      'staff',
    ]);
    const actions = (await auditLog.list())
      .filter((entry) => entry.target === `subscribers/${id}`)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['subscriber.add', 'subscriber.update', 'subscriber.unsubscribe']),
    );
  });

  it('refuses a change made from a stale page (409) and takes one from the current revision', async () => {
    const { id, revision } = (await add('stale@example.nz')).body as SubscriberDetail;
    const patch = (json: unknown) =>
      api(`/api/admin/subscribers/${id}`, {
        method: 'PATCH',
        json,
        params: { id },
        headers: team.admin,
      });
    const first = await patch({ preferences: ['events'], revision });
    expect(first.status).toBe(200);
    expect((first.body as SubscriberDetail).revision).toBe(revision + 1);
    const stale = await patch({ preferences: ['recipes'], revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'stale_subscriber' });
    expect((await subscribers.get(id))?.preferences).toEqual(['events']);
  });

  it('answers 400 for an empty change and 404 for someone unknown', async () => {
    const { id } = (await add('empty-change@example.nz')).body as SubscriberDetail;
    const empty = await api(`/api/admin/subscribers/${id}`, {
      method: 'PATCH',
      json: {},
      params: { id },
      headers: team.admin,
    });
    expect(empty.status).toBe(400);
    const unknown = 'b'.repeat(64);
    const path = `/api/admin/subscribers/${unknown}`;
    expect((await api(path, { params: { id: unknown }, headers: team.admin })).status).toBe(404);
    const gone = await api(path, {
      method: 'DELETE',
      params: { id: unknown },
      headers: team.admin,
    });
    expect(gone.status).toBe(404);
  });

  it('erases: the record and its list key go, a hash stays, the log keeps no address', async () => {
    const email = 'forget-me@example.nz';
    const { id } = (await add(email, 'Forget Me')).body as SubscriberDetail;
    const erased = await api(`/api/admin/subscribers/${id}`, {
      method: 'DELETE',
      params: { id },
      headers: team.admin,
    });
    expect(erased.status).toBe(200);
    expect(await subscribers.get(id)).toBeNull();
    expect(await erasedSubscribers.get(id)).not.toBeNull();
    expect((await list('?q=forget-me')).total).toBe(0);
    const log = (await auditLog.list()).filter((entry) => entry.target === `subscribers/${id}`);
    expect(log.map((entry) => entry.action)).toContain('subscriber.erase');
    expect(JSON.stringify(log)).not.toContain('forget-me');
    expect(JSON.stringify(log)).not.toContain('Forget Me');

    // An import skips the erased address …
    const dry = await importCsv(`Email,Name,Interests\n${email},Forget Me,recipes\n`);
    expect((dry.body as SubscriberImportResult).skip).toEqual([
      { row: 1, email, reason: 'erased' },
    ]);
    // … and staff adding them by hand with a new consent lifts the erasure.
    expect((await add(email, 'Back Again')).status).toBe(201);
    expect(await erasedSubscribers.get(id)).toBeNull();
  });
});

describe('GET /api/admin/subscribers.csv', () => {
  it('exports the filtered list with a BOM and formula-safe cells', async () => {
    await add('formula@example.nz', '=HYPERLINK("http://evil.example")', ['promotions']);
    const response = await handler(
      new Request(new URL('/api/admin/subscribers.csv?q=formula@', SITE_ORIGIN), {
        headers: team.admin,
      }),
      { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Name,Email,Status,Preferences,Subscribed (NZ time),Source');
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example""\)",formula@example\.nz,Subscribed,Special offers & promotions,/,
    );
    expect(lines[1]).toMatch(/,Added by staff$/);
  });
});

describe('POST /api/admin/subscribers/import', () => {
  const FILE = [
    '\uFEFFName;Email;Interests',
    'Ana Import;ana.import@example.nz;"recipes, promotions"',
    '"Ben ""Benny"" Import";BEN.IMPORT@example.nz;New meal releases',
    'Nobody;not-an-email;',
    'Ana Again;Ana.Import@example.nz;recipes',
    '"Cleo\r\nImport";cleo.import@example.nz;',
    'Existing;already.in@example.nz;recipes',
    'Left;left.list@example.nz;recipes',
  ].join('\r\n');

  it('dry run: says what it would add, update and skip, and writes nothing', async () => {
    await listedSubscriber('already.in@example.nz', 'Already', { preferences: ['events'] });
    await listedSubscriber('left.list@example.nz', 'Left', { left: true });
    const auditBefore = (await auditLog.list()).length;
    const { status, body } = await importCsv(FILE);
    expect(status).toBe(200);
    expect(body).toEqual({
      dryRun: true,
      columns: ['Name', 'Email', 'Interests'],
      rows: 7,
      add: 3,
      update: 1,
      skip: [
        { row: 3, email: 'not-an-email', reason: 'invalid email' },
        { row: 4, email: 'ana.import@example.nz', reason: 'duplicate in file' },
        { row: 7, email: 'left.list@example.nz', reason: 'unsubscribed' },
      ],
      failed: [],
      nextRow: null,
    });
    expect(await storedSubscriber('ana.import@example.nz')).toBeNull();
    expect((await auditLog.list()).length).toBe(auditBefore);
  });

  it('imports the good rows once; the same file again adds nothing', async () => {
    const { body } = await importCsv(FILE, { dryRun: false });
    expect(body).toMatchObject({ dryRun: false, add: 3, update: 1, nextRow: null, failed: [] });
    const ana = await storedSubscriber('ana.import@example.nz');
    expect(ana).toMatchObject({
      name: 'Ana Import',
      preferences: ['recipes', 'promotions'],
      consents: [{ source: 'import', note: expect.stringContaining('order forms') as unknown }],
    });
    expect((await storedSubscriber('cleo.import@example.nz'))?.name).toBe('Cleo Import');
    expect((await storedSubscriber('already.in@example.nz'))?.preferences).toEqual([
      'events',
      'recipes',
    ]);
    expect((await storedSubscriber('left.list@example.nz'))?.status).toBe('unsubscribed');
    expect((await list('?q=.import@')).total).toBe(3);
    expect((await auditLog.list()).map((entry) => entry.action)).toContain('subscriber.import');

    const again = (await importCsv(FILE, { dryRun: false })).body as SubscriberImportResult;
    expect(again).toMatchObject({ add: 0, update: 0 });
    expect(again.skip.filter((skip) => skip.reason === 'already subscribed')).toHaveLength(4);
    expect((await storedSubscriber('ana.import@example.nz'))?.consents).toHaveLength(1);
  });

  it('answers 400 for a missing consent statement, an unknown column or an unreadable file', async () => {
    const noConsent = await importCsv(FILE, { consentStatement: '' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({
      errors: { consentStatement: expect.any(String) as unknown },
    });
    const column = await importCsv(FILE, { mapping: { email: 'E-mail address' } });
    expect(column.status).toBe(400);
    expect(column.body).toMatchObject({
      errors: { 'mapping.email': expect.stringContaining('E-mail address') as unknown },
    });
    const headerOnly = await importCsv('Email\n');
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body).toMatchObject({ errors: { csv: expect.any(String) as unknown } });
  });

  it('refuses a file over 2 MB with a clear message beside the file', async () => {
    const big = `Email\n${'a'.repeat(2 * 1024 * 1024)}`;
    const { status, body } = await importCsv(big, { mapping: { email: 'Email' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { csv: expect.stringContaining('2 MB') as unknown } });
  });

  it('refuses a file over the row limit with a clear message', async () => {
    const rows = Array.from({ length: 20_001 }, (_, index) => `r${String(index)}@x.nz`);
    const { status, body } = await importCsv(`Email\n${rows.join('\n')}`, {
      mapping: { email: 'Email' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { csv: expect.stringContaining('20000') as unknown } });
  });
});
