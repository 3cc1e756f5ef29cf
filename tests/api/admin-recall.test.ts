import { beforeAll, describe, expect, it } from 'vitest';
import recallHandler from '../../netlify/functions/admin-recall.mts';
import type { RecallTrace } from '../../src/lib/admin/areas/recall.ts';
import type { Batch } from '../../src/lib/batches/batch.ts';
import type { RecallDrill } from '../../src/lib/recall/drill.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { buildDashboard } from '../../src/server/admin/dashboard.ts';
import { auditLog } from '../../src/server/audit.ts';
import { batchById } from '../../src/server/batches/store.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { packFromBatch, recordTestBatch } from '../fixtures/recall-batches.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 200);
  await setStockLevel('lamb-rogan-josh', 200);
});

const LOT = { supplier: 'Tasman Meats', ingredient: 'Beef mince', lot: 'LOT 4411' };
let recalled: Batch;
let kept: Batch;
let aroha: Order;
let arohaAgain: Order;
let tane: Order;
let mere: Order;

const customer = (name: string, email: string) => ({ name, email, phone: '021 555 0101' });

beforeAll(async () => {
  recalled = await recordTestBatch({ code: 'BB-261120-1', madeOn: '2026-11-20', lots: [LOT] });
  kept = await recordTestBatch({ code: 'BB-261121-1', madeOn: '2026-11-21' });
  await recordTestBatch({
    code: 'LRJ-261119-1',
    productId: 'lamb-rogan-josh',
    madeOn: '2026-11-19',
    lots: [{ ...LOT, lot: 'lot 44 11' }],
  });
  const order = (who: ReturnType<typeof customer>) =>
    placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity: 3 }], customer: who });
  aroha = await order(customer('Aroha Ngata', 'aroha@example.nz'));
  arohaAgain = await order(customer('Aroha Ngata', 'AROHA@example.nz'));
  tane = await order(customer('Tane Walker', 'tane@example.nz'));
  mere = await order(customer('Mere Hohaia', 'mere@example.nz'));
  await packFromBatch(aroha, recalled, 3);
  await packFromBatch(arohaAgain, recalled, 1);
  await packFromBatch(arohaAgain, kept, 2);
  await packFromBatch(tane, recalled, 3);
  await packFromBatch(mere, kept, 3);
});

const get = (path: string, headers = team.staff) => call(recallHandler, path, { headers });
const post = (path: string, json: unknown, headers = team.admin, params = {}) =>
  call(recallHandler, path, { json, headers, params });

const recallNotices = async () =>
  (await outbox.list()).filter((mail) => mail.subject.startsWith('Food recall'));

describe('GET /api/admin/recall/trace', () => {
  it('finds exactly the orders and customers that got the batch, with their details', async () => {
    const { status, body } = await get(`/api/admin/recall/trace?batches=${recalled.id}`);
    expect(status).toBe(200);
    const trace = body as RecallTrace;
    expect(trace.batches).toMatchObject([
      { code: 'BB-261120-1', mealName: 'Beef Bolognese', packsDelivered: 7, packsInStock: 33 },
    ]);
    expect(trace.deliveries.map((row) => [row.orderNumber, row.quantity]).sort()).toEqual(
      [
        [aroha.number, 3],
        [arohaAgain.number, 1],
        [tane.number, 3],
      ].sort(),
    );
    expect(trace.deliveries[0]).toMatchObject({
      phone: '021 555 0101',
      address: '1 Marine Pde, Mount Maunganui, Tauranga 3116',
      date: '2026-12-03',
    });
    expect(trace.customers.map((person) => person.email.toLowerCase()).sort()).toEqual([
      'aroha@example.nz',
      'tane@example.nz',
    ]);
    expect(trace.sharedLots).toMatchObject([{ code: 'LRJ-261119-1', mealName: 'Lamb Rogan Josh' }]);
    expect(trace.suggestedNotice.message).toContain('BB-261120-1');
  });

  it('finds a meal’s batches by the days they were made, and batches by a lot as typed', async () => {
    const byMeal = await get(
      '/api/admin/recall/trace?meal=beef-bolognese&from=2026-11-21&to=2026-11-30',
    );
    expect((byMeal.body as RecallTrace).batches.map((batch) => batch.code)).toEqual([
      'BB-261121-1',
    ]);
    expect((byMeal.body as RecallTrace).deliveries.map((row) => row.orderNumber).sort()).toEqual(
      [arohaAgain.number, mere.number].sort(),
    );
    const byLot = await get(`/api/admin/recall/trace?lot=${encodeURIComponent('Lot 4411')}`);
    expect((byLot.body as RecallTrace).batches.map((batch) => batch.code).sort()).toEqual([
      'BB-261120-1',
      'LRJ-261119-1',
    ]);
  });

  it('answers 400 for a query that chooses no way or two, and 422 for batches never recorded', async () => {
    for (const query of [
      '',
      '?batches=a&lot=LOT1',
      '?meal=beef-bolognese',
      '?batches=..%2Forders',
    ]) {
      const { status, body } = await get(`/api/admin/recall/trace${query}`);
      expect(status, query).toBe(400);
      expect(body).toHaveProperty('errors');
    }
    const unknown = await get('/api/admin/recall/trace?batches=no-such-batch');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ reason: 'no_batches' });
    const none = await get('/api/admin/recall/trace?lot=never-used');
    expect(none.status).toBe(422);
  });
});

describe('GET /api/admin/recall/trace.csv', () => {
  it('downloads the tracing report for staff, and logs who took it', async () => {
    const response = await recallHandler(
      new Request(new URL(`/api/admin/recall/trace.csv?batches=${recalled.id}`, SITE_ORIGIN), {
        headers: team.staff,
      }),
      { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="recall-trace-BB-261120-1-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = (await response.text()).trim().split('\r\n');
    expect(rows).toHaveLength(5);
    expect(rows.find((row) => row.includes(tane.number))).toContain('Tane Walker,tane@example.nz');
    expect(rows.at(-1)).toMatch(/Held by the shop,.*,33$/);
    const logged = (await auditLog.list()).find((entry) => entry.action === 'recall.trace-export');
    expect(logged).toMatchObject({ actor: { username: 'packer' }, label: 'BB-261120-1' });
  });
});

describe('POST /api/admin/recall/notices', () => {
  const notice = () => ({
    batchIds: [recalled.id],
    subject: 'Food recall: Beef Bolognese',
    message: 'Please do not eat Beef Bolognese batch BB-261120-1.',
  });

  it('is for admins only: staff are refused and nothing is sent', async () => {
    const { status } = await post('/api/admin/recall/notices', notice(), team.staff);
    expect(status).toBe(403);
    expect(await recallNotices()).toEqual([]);
    expect((await batchById(recalled.id))?.withdrawals).toEqual([]);
  });

  it('answers 400 per field for a notice without text or batches', async () => {
    const { status, body } = await post('/api/admin/recall/notices', {
      batchIds: [],
      subject: '',
      message: 'short',
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual([
      'batchIds',
      'message',
      'subject',
    ]);
  });

  it('emails every customer once, takes the rest off sale, and a second press sends nothing', async () => {
    const stockBefore = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const first = await post('/api/admin/recall/notices', notice());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      emailed: 2,
      alreadyEmailed: 0,
      failed: 0,
      packsWithdrawn: 33,
    });
    const sent = await recallNotices();
    expect(sent.map((mail) => mail.to[0]?.toLowerCase()).sort()).toEqual([
      'aroha@example.nz',
      'tane@example.nz',
    ]);
    const toAroha = sent.find((mail) => mail.to[0]?.toLowerCase() === 'aroha@example.nz');
    expect(toAroha?.text).toContain('Kia ora Aroha Ngata,');
    expect(toAroha?.text).toContain(`${aroha.number}, ${arohaAgain.number}`);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(stockBefore - 33);
    const movement = (await stockMovements.list('beef-bolognese/')).find(
      (entry) => entry.reason === 'recalled',
    );
    expect(movement).toMatchObject({ quantity: -33, actor: { username: 'owner' } });
    expect((await batchById(recalled.id))?.withdrawals).toMatchObject([
      { reason: 'recalled', packs: 33 },
    ]);

    const again = await post('/api/admin/recall/notices', { ...notice(), subject: 'Again please' });
    expect(again.body).toMatchObject({ emailed: 0, alreadyEmailed: 2, packsWithdrawn: 0 });
    expect(await recallNotices()).toHaveLength(2);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(stockBefore - 33);
    const trace = await get(`/api/admin/recall/trace?batches=${recalled.id}`);
    expect((trace.body as RecallTrace).batches[0]).toMatchObject({ packsInStock: 0 });
    expect((trace.body as RecallTrace).batches[0]?.recalledAt).toEqual(expect.any(String));
    const logged = (await auditLog.list()).filter((entry) => entry.action === 'recall.notice');
    expect(logged.map((entry) => entry.after)).toMatchObject([
      { emailed: 2, packsWithdrawn: 33, batchCodes: ['BB-261120-1'] },
      { emailed: 0, alreadyEmailed: 2, packsWithdrawn: 0 },
    ]);
  });
});

describe('recall drills', () => {
  it('time a trace from start to finish, record its findings and email nobody', async () => {
    expect((await buildDashboard()).recallDrill).toEqual({ lastFinishedAt: null, overdue: true });
    const mailBefore = (await outbox.list()).length;
    const started = await post('/api/admin/recall/drills', {}, team.staff);
    expect(started.status).toBe(201);
    const drill = started.body as RecallDrill;
    const path = `/api/admin/recall/drills/${drill.id}/finish`;
    const finished = await post(path, { batches: kept.id }, team.staff, { id: drill.id });
    expect(finished.status).toBe(200);
    expect((finished.body as RecallDrill).finished).toMatchObject({
      by: { username: 'packer' },
      durationMs: expect.any(Number) as number,
      traced: { batches: kept.id },
      findings: { batchCodes: ['BB-261121-1'], orders: 2, customers: 2, packsDelivered: 5 },
    });
    expect((await outbox.list()).length).toBe(mailBefore);
    const again = await post(path, { batches: kept.id }, team.staff, { id: drill.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'drill_finished' });
    const dashboard = await buildDashboard();
    expect(dashboard.recallDrill.overdue).toBe(false);
    const listed = await get('/api/admin/recall/drills');
    expect((listed.body as RecallDrill[])[0]?.id).toBe(drill.id);
    const actions = (await auditLog.list()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['recall.drill-start', 'recall.drill-finish']));
  });

  it('answers 404 for a drill that was never started and 400 for a finish without a trace', async () => {
    const key = '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const path = `/api/admin/recall/drills/${key}/finish`;
    expect((await post(path, { batches: kept.id }, team.staff, { id: key })).status).toBe(404);
    expect((await post(path, {}, team.staff, { id: key })).status).toBe(400);
  });
});
