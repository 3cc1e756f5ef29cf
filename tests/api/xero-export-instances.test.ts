// Exports for Xero made at once by separate OS processes (function instances sharing no memory),
// on the real local Blobs: each continues from the last, and every paid order's invoice and every
// credit note is given to Xero by exactly one of them, never two.
import { describe, expect, it } from 'vitest';
import type { XeroExportRun } from '../../src/lib/accounts/xero-runs.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { downloadXeroRun, groupedBy } from '../fixtures/xero-files.ts';
import { monthOrder, onDay, STAFF, stored } from '../fixtures/xero-orders.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const RUNS = 6;

describe('exports for Xero made at once by several instances', () => {
  it('give each invoice and credit note to exactly one run', async () => {
    const orders = [];
    for (const day of [2, 3, 5, 7, 9, 12]) {
      orders.push(await monthOrder(day, { items: [{ productId: 'beef-bolognese', quantity: 2 }] }));
    }
    for (const [index, order] of orders.slice(0, 3).entries()) {
      await refundOrder(order.id, STAFF, { amountCents: 300 + index }, onDay(14));
    }
    const refunded = await Promise.all(orders.slice(0, 3).map((order) => stored(order.id)));
    const notes = refunded.flatMap((order) => order.refunds.map((r) => r.creditNote?.number ?? ''));

    const calls = Array.from({ length: RUNS }, () => ({
      handler: functionModule('admin-accounts'),
      path: '/api/admin/accounts/xero-exports',
      options: { method: 'POST', json: {}, headers: team.admin },
    }));
    const answers = await callFromInstances(calls, { instances: RUNS });
    // A run that lists the others' first finds nothing new (409); the rest share the documents.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const runs = answers.filter((a) => a.status === 200).map((a) => a.body as XeroExportRun);
    expect(runs.length).toBeGreaterThan(0);

    const invoiceNumbers: string[] = [];
    const noteNumbers: string[] = [];
    for (const run of runs) {
      expect(run.alreadyInXero).toEqual([]);
      for (const file of (await downloadXeroRun(run.id, team.admin)).files) {
        const column = file.name.includes('credit-notes') ? '*CreditNoteNumber' : '*InvoiceNumber';
        const numbers = [...groupedBy(file.rows, column).keys()];
        (column === '*InvoiceNumber' ? invoiceNumbers : noteNumbers).push(...numbers);
      }
    }
    expect(invoiceNumbers.sort()).toEqual(orders.map((order) => order.number).sort());
    expect(noteNumbers.sort()).toEqual(notes.sort());
    expect(runs.reduce((sum, run) => sum + run.invoices, 0)).toBe(orders.length);
  });
});
