// The exports for Xero over a month of orders, on the real local Blobs: the files follow Xero's
// sales invoice and credit note templates, hold one invoice per paid order and one credit note
// per refund, add up to the orders' totals, refunds and GST to the cent, and no order or
// credit note is exported twice by the runs that continue from the last.
import { describe, expect, it } from 'vitest';
import adminAccounts from '../../netlify/functions/admin-accounts.mts';
import settingsHandler from '../../netlify/functions/admin-settings.mts';
import {
  XERO_CREDIT_NOTE_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_TAX_TYPE,
} from '../../src/lib/accounts/xero-csv.ts';
import type { XeroExportRun, XeroExportsPage } from '../../src/lib/accounts/xero-runs.ts';
import type { MonthEndChecklist } from '../../src/lib/admin/areas/accounts.ts';
import type { SettingsSnapshot } from '../../src/lib/admin/areas/settings.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { gstOfCents } from '../../src/lib/orders/money-ledger.ts';
import { claimHoldersOf, claimInvoice, saveRun } from '../../src/server/accounts/xero-records.ts';
import { auditLog } from '../../src/server/audit.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { centsOf, downloadXeroRun, groupedBy } from '../fixtures/xero-files.ts';
import { monthBefore, monthOrder, onDay, STAFF, stored, today } from '../fixtures/xero-orders.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const CODES = { xeroSalesAccount: '200', xeroDeliveryAccount: '210', xeroDiscountAccount: '220' };

async function exportNext(body: Record<string, string> = {}): Promise<XeroExportRun> {
  const answer = await call(adminAccounts, '/api/admin/accounts/xero-exports', {
    json: body,
    headers: team.admin,
  });
  expect(answer.status).toBe(200);
  return answer.body as XeroExportRun;
}

async function checklist(): Promise<MonthEndChecklist> {
  const answer = await call(adminAccounts, '/api/admin/accounts', { headers: team.admin });
  expect(answer.status).toBe(200);
  return answer.body as MonthEndChecklist;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const xeroDay = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('the exports for Xero over a month of orders', () => {
  it('export every paid order once, as invoices and credit notes that add up to the cent', async () => {
    const snapshot = (await call(settingsHandler, '/api/admin/settings', { headers: team.admin }))
      .body as SettingsSnapshot;
    const saved = await call(settingsHandler, '/api/admin/settings', {
      method: 'PUT',
      json: { ...snapshot.settings, ...CODES, revision: snapshot.revision },
      headers: team.admin,
    });
    expect(saved.status).toBe(200);

    const MEAL = 'beef-bolognese';
    const VEG = 'super-veg-sauce';
    const delivered = await monthOrder(2, { items: [{ productId: MEAL, quantity: 2 }] });
    const discounted = await monthOrder(4, {
      items: [
        { productId: MEAL, quantity: 3 },
        { productId: VEG, quantity: 2 },
      ],
      promoCode: 'WELCOME10',
    });
    const pickup = await monthOrder(6, {
      method: 'pickup',
      items: [{ productId: VEG, quantity: 4 }],
    });
    const large = await monthOrder(8, {
      items: [{ productId: MEAL, quantity: 7 }],
      promoCode: 'WELCOME10',
    });
    const feeBack = await monthOrder(9, { items: [{ productId: VEG, quantity: 1 }] });
    const waiting = await monthOrder(10, { items: [{ productId: MEAL, quantity: 1 }] }, false);
    const cancelled = await monthOrder(11, { method: 'pickup' }, false);
    await changeOrderStatus(cancelled.id, 'cancelled', STAFF, { now: onDay(11, 2) });
    await refundOrder(
      discounted.id,
      STAFF,
      { lines: [{ productId: MEAL, quantity: 1 }] },
      onDay(12),
    );
    await refundOrder(pickup.id, STAFF, { amountCents: 500, reason: 'One pack thawed' }, onDay(13));
    await refundOrder(feeBack.id, STAFF, { deliveryFee: true }, onDay(14));

    const paid = await Promise.all(
      [delivered, discounted, pickup, large, feeBack].map((o) => stored(o.id)),
    );
    expect(
      paid.map((order) => order.totals.deliveryFeeCents).filter((fee) => fee > 0),
    ).not.toHaveLength(0);
    expect(paid.map((order) => order.totals.discountCents).filter((cut) => cut > 0)).toHaveLength(
      2,
    );
    const before = await checklist();
    expect(before.notExported.count).toBe(5);
    expect(before.unpaidTransfers.orders.map((order) => order.number)).toContain(waiting.number);

    const first = await exportNext();
    expect(first).toMatchObject({
      from: `${monthBefore}-01`,
      to: addDays(today, -1),
      chosen: false,
      invoices: 5,
      creditNotes: 3,
      files: 2,
      alreadyInXero: [],
      waitingForPayment: [waiting.number],
    });
    // The run is in the activity log: who exported which days.
    const logged = (await auditLog.list()).filter((entry) => entry.action === 'xero-export.create');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      target: `xero-exports/${first.id}`,
      label: `${first.from} to ${first.to}`,
      after: { invoices: 5, creditNotes: 3 },
    });
    const { contentType, files } = await downloadXeroRun(first.id, team.admin);
    expect(contentType).toBe('application/zip');
    const [credits, invoices] = files;
    if (!credits || !invoices) throw new Error('The zip holds two files');

    // The invoices: Xero's template, one invoice per paid order, lines adding up to its total.
    expect(invoices.header).toEqual([...XERO_INVOICE_COLUMNS]);
    const byInvoice = groupedBy(invoices.rows, '*InvoiceNumber');
    expect([...byInvoice.keys()].sort()).toEqual(paid.map((order) => order.number).sort());
    for (const order of paid) {
      const lines = byInvoice.get(order.number) ?? [];
      for (const row of lines) {
        for (const column of XERO_INVOICE_COLUMNS.filter((name) => name.startsWith('*'))) {
          expect(row[column], column).not.toBe('');
        }
        expect(row['*InvoiceDate']).toBe(xeroDay(nzDateOf(new Date(order.placedAt))));
        expect(row['*DueDate']).toMatch(DATE);
        expect(row['*TaxType']).toBe(XERO_TAX_TYPE);
        expect(row.Currency).toBe('NZD');
        expect(row['*ContactName']).toBe(order.customer.name);
      }
      const amounts = lines.map((row) => Number(row['*Quantity']) * centsOf(row['*UnitAmount']));
      expect(sum(amounts)).toBe(order.totals.totalCents);
      expect(sum(lines.map((row) => centsOf(row.TaxAmount)))).toBe(
        gstOfCents(order.totals.totalCents),
      );
      const discount = lines.find((row) => (row['*Description'] ?? '').startsWith('Discount'));
      expect(discount ? -centsOf(discount['*UnitAmount']) : 0).toBe(order.totals.discountCents);
      if (discount) expect(discount['*AccountCode']).toBe('220');
      const delivery = lines.find((row) => (row['*Description'] ?? '').startsWith('Delivery'));
      expect(delivery ? centsOf(delivery['*UnitAmount']) : 0).toBe(order.totals.deliveryFeeCents);
      if (delivery) expect(delivery['*AccountCode']).toBe('210');
    }

    // The credit notes: positive, numbered, dated, the invoice as reference, adding to the refund.
    expect(credits.header).toEqual([...XERO_CREDIT_NOTE_COLUMNS]);
    const refunds = paid.flatMap((order) => order.refunds.map((refund) => ({ order, refund })));
    expect(refunds).toHaveLength(3);
    const byNote = groupedBy(credits.rows, '*CreditNoteNumber');
    for (const { order, refund } of refunds) {
      const lines = byNote.get(refund.creditNote?.number ?? '') ?? [];
      expect(lines.length).toBeGreaterThan(0);
      const total = sum(lines.map((row) => Number(row['*Quantity']) * centsOf(row['*UnitAmount'])));
      expect(total).toBe(refund.amountCents);
      expect(total).toBeGreaterThan(0);
      expect(sum(lines.map((row) => centsOf(row.TaxAmount)))).toBe(gstOfCents(refund.amountCents));
      for (const row of lines) {
        expect(row.Reference).toBe(order.number);
        expect(row['*CreditNoteDate']).toBe(
          xeroDay(nzDateOf(new Date(refund.creditNote?.at ?? ''))),
        );
      }
    }
    // Over the month: the files' totals are the orders' totals and refunds, their GST the receipts'.
    const invoiceCents = sum(
      invoices.rows.map((row) => Number(row['*Quantity']) * centsOf(row['*UnitAmount'])),
    );
    expect(invoiceCents).toBe(sum(paid.map((order) => order.totals.totalCents)));
    const creditCents = sum(
      credits.rows.map((row) => Number(row['*Quantity']) * centsOf(row['*UnitAmount'])),
    );
    expect(creditCents).toBe(sum(refunds.map(({ refund }) => refund.amountCents)));
    expect(sum(invoices.rows.map((row) => centsOf(row.TaxAmount)))).toBe(
      sum(paid.map((order) => gstOfCents(order.totals.totalCents))),
    );

    // The next run starts at the order left waiting and holds nothing exported already.
    const second = await exportNext();
    expect(second).toMatchObject({
      from: nzDateOf(new Date(waiting.placedAt)),
      invoices: 0,
      creditNotes: 0,
    });
    expect(second.alreadyInXero).toEqual([]);
    await changeOrderStatus(waiting.id, 'paid', STAFF);
    const third = await exportNext();
    expect(third).toMatchObject({ invoices: 1, creditNotes: 0, waitingForPayment: [] });
    const [thirdFile] = (await downloadXeroRun(third.id, team.admin)).files;
    expect([...groupedBy(thirdFile?.rows ?? [], '*InvoiceNumber').keys()]).toEqual([
      waiting.number,
    ]);
    const none = await call(adminAccounts, '/api/admin/accounts/xero-exports', {
      json: {},
      headers: team.admin,
    });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ reason: 'nothing_to_export' });
    expect((await checklist()).notExported.count).toBe(0);

    // A chosen range holds its documents again and names every one Xero already has.
    const again = await exportNext({ from: `${monthBefore}-01`, to: addDays(today, -1) });
    expect(again).toMatchObject({ chosen: true, invoices: 6, creditNotes: 3 });
    const numbers = [...paid, waiting].map((order) => order.number);
    const notes = refunds.map(({ refund }) => refund.creditNote?.number ?? '');
    expect(again.alreadyInXero).toEqual([...numbers, ...notes].sort());
    const listed = (
      await call(adminAccounts, '/api/admin/accounts/xero-exports', { headers: team.admin })
    ).body as XeroExportsPage;
    expect(listed.runs.map((run) => run.id)).toEqual([again.id, third.id, second.id, first.id]);
    expect(listed.next).toBeNull();
  });

  it('puts at most 500 invoices in a file and zips the files', async () => {
    const order = await monthOrder(15, { items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    const id = 'many-invoices-run';
    const run = {
      id,
      at: new Date().toISOString(),
      by: 'owner',
      from: `${monthBefore}-15`,
      to: `${monthBefore}-15`,
      chosen: true,
      invoices: 501,
      creditNotes: 0,
      files: 2,
      alreadyInXero: [],
      waitingForPayment: [],
    };
    const invoices = Array.from({ length: 501 }, () => ({
      orderId: order.id,
      number: order.number,
    }));
    await saveRun({ run, invoices, creditNotes: [], waitingFrom: null });
    const { contentType, files } = await downloadXeroRun(id, team.admin);
    expect(contentType).toBe('application/zip');
    expect(files.map((file) => file.name)).toEqual([
      `xero-invoices-${monthBefore}-15-to-${monthBefore}-15-part-1.csv`,
      `xero-invoices-${monthBefore}-15-to-${monthBefore}-15-part-2.csv`,
    ]);
    const lines = order.lines.length + (order.totals.deliveryFeeCents > 0 ? 1 : 0);
    expect(files.map((file) => file.rows.length)).toEqual([500 * lines, lines]);
  });

  it('gives back the invoices of a run that died before its record was saved, once it is old', async () => {
    const order = await monthOrder(12, { items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    await changeOrderStatus(order.id, 'paid', STAFF);
    const range = { from: `${monthBefore}-12`, to: `${monthBefore}-12` };
    // A run that claimed the invoice and died: no record, so it is in no listing.
    const now = new Date();
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000);
    expect(await claimInvoice(order.id, 'died-run', claimHoldersOf([], tenMinutesAgo))).toBe(true);
    // A run that may still be saving keeps its claim: another run leaves the invoice out.
    expect(await claimInvoice(order.id, 'other-run', claimHoldersOf([], tenMinutesAgo))).toBe(
      false,
    );
    // Old and unlisted, the claim is taken over: the next run gives Xero the invoice once.
    const run = await exportNext(range);
    expect(run.alreadyInXero).not.toContain(order.number);
    const { files } = await downloadXeroRun(run.id, team.admin);
    const invoiced = files.filter((file) => file.name.startsWith('xero-invoices'));
    expect(invoiced.some((file) => groupedBy(file.rows, '*InvoiceNumber').has(order.number))).toBe(
      true,
    );
    const again = await exportNext(range);
    expect(again.alreadyInXero).toContain(order.number);
  });
});
