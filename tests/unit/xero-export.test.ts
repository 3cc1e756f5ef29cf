import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  inFiles,
  XERO_INVOICE_COLUMNS,
  xeroAmount,
  xeroDate,
  xeroInvoicesCsv,
} from '../../src/lib/accounts/xero-csv.ts';
import {
  invoiceLinesOf,
  totalOfLines,
  withLineGst,
  type XeroLine,
} from '../../src/lib/accounts/xero-lines.ts';
import { nextExportRange } from '../../src/lib/accounts/xero-runs.ts';
import { gstOfCents } from '../../src/lib/orders/money-ledger.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const CODES = { sales: '200', delivery: '210', discounts: '220' };

describe('the lines of an invoice for Xero', () => {
  it('put the discount and delivery on lines of their own, adding up to the total', () => {
    const order = sampleOrder(AROHA, new Date('2026-11-02T01:00:00Z'));
    const priced = {
      ...order,
      promoCode: 'WELCOME10',
      totals: { ...order.totals, discountCents: 507, deliveryFeeCents: 800, totalCents: 5363 },
    };
    const lines = invoiceLinesOf(priced);
    expect(lines.map((line) => [line.description, line.amountCents, line.account])).toEqual([
      ['Beef Bolognese', 5070, 'sales'],
      ['Discount (WELCOME10)', -507, 'discounts'],
      ['Delivery (Papamoa)', 800, 'delivery'],
    ]);
    expect(totalOfLines(lines)).toBe(5363);
  });

  it('give each line its GST rounded once, the lines adding up to the document’s GST', () => {
    // Three lines whose own roundings add to a cent more than 3/23 of their total.
    const sauce: XeroLine = {
      description: 'Sauce',
      quantity: 1,
      unitCents: 104,
      amountCents: 104,
      account: 'sales',
    };
    const lines = [sauce, sauce, sauce];
    const taxed = withLineGst(lines, gstOfCents(312));
    expect(taxed.map((line) => line.gstCents).reduce((a, b) => a + b, 0)).toBe(gstOfCents(312));
    const discounted = withLineGst(
      [
        { ...sauce, amountCents: 1000, unitCents: 1000 },
        { ...sauce, amountCents: -100, unitCents: -100, account: 'discounts' },
      ],
      gstOfCents(900),
    );
    expect(discounted.map((line) => line.gstCents)).toEqual([130, -13]);
  });

  it('fall back to one of a line when its quantity and price do not multiply to its total', () => {
    const order = sampleOrder(AROHA, new Date('2026-11-02T01:00:00Z'));
    const [line] = order.lines;
    if (!line) throw new Error('The sample order has a line');
    const odd = { ...order, lines: [{ ...line, lineTotalCents: 5000 }] };
    expect(invoiceLinesOf(odd)[0]).toMatchObject({
      description: 'Beef Bolognese × 3',
      quantity: 1,
      unitCents: 5000,
    });
  });
});

describe('the Xero CSV', () => {
  it('writes NZ dates, plain signed amounts and the template’s columns', () => {
    expect(xeroDate('2026-11-02')).toBe('02/11/2026');
    expect([xeroAmount(5363), xeroAmount(-507), xeroAmount(5), xeroAmount(0)]).toEqual([
      '53.63',
      '-5.07',
      '0.05',
      '0.00',
    ]);
    const csv = xeroInvoicesCsv(
      [
        {
          contact: {
            name: '=HYPERLINK("x")',
            email: 'a@example.com',
            addressLines: ['1 Road'],
            city: 'Tauranga',
            postcode: '3116',
            country: 'New Zealand',
          },
          number: 'CK-10001',
          reference: 'Paid by card',
          invoiceDay: '2026-11-02',
          dueDay: '2026-11-02',
          lines: withLineGst(
            [
              {
                description: 'Discount',
                quantity: 1,
                unitCents: -100,
                amountCents: -100,
                account: 'discounts',
              },
            ],
            -13,
          ),
        },
      ],
      CODES,
    );
    expect(csv.startsWith('*ContactName,')).toBe(true);
    const read: string[][] = parse(csv);
    const [header, row] = read;
    expect(header).toEqual([...XERO_INVOICE_COLUMNS]);
    const cell = (name: string) => row?.[XERO_INVOICE_COLUMNS.indexOf(name as never)];
    expect(cell('*ContactName')).toBe('\'=HYPERLINK("x")');
    expect(cell('*UnitAmount')).toBe('-1.00');
    expect(cell('TaxAmount')).toBe('-0.13');
    expect(cell('*AccountCode')).toBe('220');
    expect(cell('*InvoiceDate')).toBe('02/11/2026');
  });

  it('splits documents into files of at most the limit, never splitting one', () => {
    const documents = Array.from({ length: 1001 }, (_, index) => index);
    expect(inFiles(documents, 500).map((file) => file.length)).toEqual([500, 500, 1]);
    expect(inFiles([], 500)).toEqual([]);
  });
});

describe('the range of the next export', () => {
  const run = (to: string, waitingFrom: string | null = null) => ({
    summary: { to, at: `${to}T20:00:00.000Z` },
    waitingFrom,
  });

  it('starts at the month before the first export and ends yesterday', () => {
    expect(nextExportRange([], '2026-01-15')).toEqual({ from: '2025-12-01', to: '2026-01-14' });
  });

  it('continues after the furthest run, or from an order it left waiting', () => {
    expect(nextExportRange([run('2026-10-31'), run('2026-11-10')], '2026-11-20')).toEqual({
      from: '2026-11-11',
      to: '2026-11-19',
    });
    expect(nextExportRange([run('2026-11-10', '2026-11-03')], '2026-11-20')).toEqual({
      from: '2026-11-03',
      to: '2026-11-19',
    });
    expect(nextExportRange([run('2026-11-19')], '2026-11-20')).toBeNull();
  });
});
