// A recall as staff run it: two batches of one meal are recorded, several orders packed (packing
// takes the first to expire; one order's packs are moved to the other batch by hand), then one
// batch is traced on the Recall screen to exactly the orders and customers that got it, its
// tracing CSV downloaded, and the notice sent once (read back from the SMTP stand-in; a second
// press sends nothing) while the batch's remaining packs leave sale.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ownerToken, stockUp } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, roomiestPapamoaSlot, type PlacedOrder } from './fixtures/orders.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { checkAtEveryWidth } from './fixtures/widths.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 300_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** A meal the other browser tests only show, never pack: its batches here are this test's. */
const MEAL = { id: 'kids-chilli-con-carne', name: 'Kids Chilli Con Carne' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Records a batch of the meal through the batches API; answers its id and code. */
async function recordBatch(
  request: APIRequestContext,
  batch: { code: string; madeOn: string; bestBefore: string; packsMade: number; lot: string },
): Promise<{ id: string; code: string }> {
  const { lot, ...fields } = batch;
  const recorded = await request.post('/api/admin/batches', {
    headers: bearer(await ownerToken(request)),
    data: {
      requestId: randomUUID(),
      productId: MEAL.id,
      ...fields,
      lots: [{ supplier: 'Tasman Meats', ingredient: 'Beef mince', lot }],
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  return (await recorded.json()) as { id: string; code: string };
}

/** The recall notices an address got (its order's own emails left out). */
async function noticesTo(email: string, run: string) {
  return (await keptEmailsTo(email)).filter((mail) =>
    mail.subject.startsWith(`Food recall ${run}`),
  );
}

/** Moves an order through paid to packed, as the packing bench does. */
async function pack(request: APIRequestContext, order: PlacedOrder): Promise<void> {
  const headers = bearer(await ownerToken(request));
  for (const status of ['paid', 'packed']) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers,
      data: {
        status,
        ...(status === 'paid' ? { receivedOn: new Date().toISOString().slice(0, 10) } : {}),
      },
    });
    expect(moved.ok(), `${status}: ${await moved.text()}`).toBe(true);
  }
}

test('a batch is traced to exactly its customers, reported, recalled once and taken off sale', async ({
  adminPage: page,
  request,
}, testInfo) => {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const token = await ownerToken(request);
  await stockUp(request, MEAL.id);
  const slot = await roomiestPapamoaSlot(request);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  // The first to expire is in date on the delivery day only: packing takes it first.
  const early = await recordBatch(request, {
    code: `RC-${run}-1`,
    madeOn: today,
    bestBefore: slot.date,
    packsMade: 5,
    lot: `MINCE-${run}`,
  });
  const late = await recordBatch(request, {
    code: `RC-${run}-2`,
    madeOn: today,
    bestBefore: '2099-12-31',
    packsMade: 20,
    lot: `OTHER-${run}`,
  });
  const emails = [1, 2, 3].map((n) => `recall-${run.toLowerCase()}-${String(n)}@example.co.nz`);
  const orders: PlacedOrder[] = [];
  for (const [index, quantity] of [3, 2, 3].entries()) {
    orders.push(
      await placePapamoaOrder(request, {
        name: `Recall Shopper ${String(index + 1)} ${run}`,
        email: emails[index] ?? '',
        items: [{ productId: MEAL.id, quantity }],
        slot,
        restock: false,
      }),
    );
  }
  const [first, moved, third] = orders as [PlacedOrder, PlacedOrder, PlacedOrder];
  for (const order of orders) await pack(request, order);
  // The packer took the second order's packs from the other tray.
  const changed = await request.put(`/api/admin/batch-allocations/${moved.id}`, {
    headers: bearer(token),
    data: { lines: [{ productId: MEAL.id, batchId: late.id, packs: 2 }] },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto('/admin/recall');
  await expect(page.getByRole('heading', { name: 'Recall', level: 1 })).toBeVisible(SERVER_TIMEOUT);
  await page.getByLabel('Ingredient lot, as recorded').check();
  await page.getByLabel('Lot or use-by, as on the supplier’s label').fill(`mince ${run}`);
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  const deliveries = page.getByRole('table', { name: 'Orders that got packs of these batches' });
  await expect(deliveries).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('table', { name: 'Batches traced' })).toContainText(early.code);
  await expect(page.getByRole('table', { name: 'Batches traced' })).not.toContainText(late.code);
  await expect(deliveries.getByRole('row')).toHaveCount(2);
  await expect(deliveries).toContainText(first.number);
  await expect(deliveries).toContainText(emails[0] ?? '');
  await expect(deliveries).toContainText('027 444 1234');
  await expect(deliveries).not.toContainText(moved.number);
  await expect(deliveries).not.toContainText(third.number);
  await expect(page.getByText('2 still held', { exact: true })).toBeVisible();
  await checkAtEveryWidth(page, 'recall-traced', (file) => testInfo.outputPath(file));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tracing CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^recall-trace-RC-${run}-1-`));
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${first.number},`);
  expect(csv).toContain(emails[0]);
  expect(csv).not.toContain(moved.number);
  expect(csv).not.toContain(third.number);

  // The printable report names the same order, and fits a phone as well as paper.
  await page.getByRole('link', { name: 'Printable tracing report' }).click();
  await expect(page.getByRole('heading', { name: 'Tracing report', level: 1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('row', { name: new RegExp(first.number) })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await checkAtEveryWidth(page, 'tracing-report', (file) => testInfo.outputPath(file));
  await page.getByRole('link', { name: 'Back to the recall' }).click();
  await expect(deliveries).toBeVisible(SERVER_TIMEOUT);

  await page.getByLabel('Subject').fill(`Food recall ${run}: Kids Chilli Con Carne`);
  const send = page.getByRole('button', { name: 'Send recall notice' });
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Send the recall notice?' });
  await expect(confirm).toContainText('This emails 1 customer');
  await confirm.getByRole('button', { name: 'Send to customers' }).click();
  await expect(page.getByText('Emailed 1 customer; 2 packs taken out of sale.')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect
    .poll(async () => (await noticesTo(emails[0] ?? '', run)).length, SERVER_TIMEOUT)
    .toBe(1);
  const [notice] = await noticesTo(emails[0] ?? '', run);
  expect(notice?.subject).toBe(`Food recall ${run}: Kids Chilli Con Carne`);
  expect(notice?.text).toContain(`This concerns your order ${first.number}.`);

  // A second press sends nothing more.
  await send.click();
  await confirm.getByRole('button', { name: 'Send to customers' }).click();
  await expect(
    page.getByText('Emailed 0 customers; 1 had it already; 0 packs taken out of sale.'),
  ).toBeVisible(SERVER_TIMEOUT);
  expect(await noticesTo(emails[0] ?? '', run)).toHaveLength(1);
  for (const other of emails.slice(1)) expect(await noticesTo(other, run)).toEqual([]);

  // The recalled packs left sale: the batch holds none for sale, and stock says why.
  await expect(page.getByText('0 still held', { exact: true })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText(/Out of sale since/)).toBeVisible();
  const history = await request.get(`/api/admin/inventory/${MEAL.id}/movements`, {
    headers: bearer(token),
  });
  const { movements } = (await history.json()) as {
    movements: { reason?: string; quantity: number; note?: string }[];
  };
  expect(
    movements.find(
      (movement) => movement.note === `Batch ${early.code}` && movement.reason === 'recalled',
    ),
  ).toMatchObject({ quantity: -2 });
});

test('staff run a recall drill that records what it found and how long, and cannot send notices', async ({
  staffPage: page,
  request,
}) => {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const batch = await recordBatch(request, {
    code: `DR-${run}-1`,
    madeOn: today,
    bestBefore: '2099-12-31',
    packsMade: 12,
    lot: `DRILL-${run}`,
  });
  await page.goto('/admin/recall');
  await expect(page.getByRole('heading', { name: 'Recall', level: 1 })).toBeVisible(SERVER_TIMEOUT);
  const drill = page.getByRole('region', { name: 'Recall drill' });
  await drill.getByRole('button', { name: 'Start a recall drill' }).click();
  await expect(drill.getByText(/Drill running since/)).toBeVisible(SERVER_TIMEOUT);
  await page.getByLabel('Ingredient lot, as recorded').check();
  await page.getByLabel('Lot or use-by, as on the supplier’s label').fill(`DRILL-${run}`);
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Batches traced' })).toContainText(
    batch.code,
    SERVER_TIMEOUT,
  );
  await expect(page.getByText('Only admins send recall notices.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send recall notice' })).toHaveCount(0);
  await drill.getByRole('button', { name: 'Finish drill with this trace' }).click();
  await expect(drill.getByRole('listitem').filter({ hasText: batch.code })).toContainText(
    'traced to 0 orders of 0 customers, 12 packs held',
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByText(/recall drill is due|No recall drill has been run yet/)).toHaveCount(
    0,
  );
});
