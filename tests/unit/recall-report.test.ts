import { describe, expect, it } from 'vitest';
import { drillOverdue, durationLabel } from '../../src/lib/recall/drill.ts';
import { defaultNotice, recallNoticeEmail } from '../../src/lib/recall/recall-notice.ts';
import { RecallQuerySchema, selectionOf } from '../../src/lib/recall/selection.ts';
import { TRACE_CSV_HEADER, traceCsv } from '../../src/lib/recall/trace-csv.ts';
import {
  findingsOf,
  traceReportOf,
  type TracedBatch,
  type TraceInputs,
} from '../../src/lib/recall/trace-report.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const NOW = new Date('2026-11-28T01:00:00.000Z');

function batch(id: string, code: string, lots: string[], extra: Partial<TracedBatch> = {}) {
  return {
    id,
    code,
    productId: 'beef-bolognese',
    mealName: 'Beef Bolognese',
    madeOn: '2026-11-20',
    bestBefore: '2027-05-19',
    packsMade: 40,
    packsDelivered: 0,
    packsInStock: 40,
    lots: lots.map((lot) => ({ supplier: 'Tasman Meats', ingredient: 'Beef mince', lot })),
    recalledAt: null,
    ...extra,
  } satisfies TracedBatch;
}

function orderOf(name: string, email: string): Order {
  const order = dispatchOrder({ name });
  return { ...order, customer: { name, email, phone: '021 555 0101' } };
}

const first = batch('bb-1', 'BB-261120-1', ['LOT 4411']);
const second = batch('bb-2', 'BB-261120-2', ['lot-9000']);
const aroha = orderOf('Aroha Ngata', 'aroha@example.nz');
const arohaAgain = orderOf('Aroha Ngata', 'Aroha@Example.NZ');
const tane = orderOf('Tane Walker', 'tane@example.nz');

const inputs: TraceInputs = {
  batches: [first],
  allocations: [
    { orderId: aroha.id, lines: [{ batchId: 'bb-1', quantity: 2 }] },
    // Packs of another batch in the same order are not this trace's.
    { orderId: tane.id, lines: [{ batchId: 'bb-2', quantity: 3 }] },
    {
      orderId: arohaAgain.id,
      lines: [
        { batchId: 'bb-1', quantity: 1 },
        { batchId: 'bb-1', quantity: 1 },
      ],
    },
  ],
  orders: [aroha, tane, arohaAgain],
  lotCandidates: [
    {
      id: 'bb-1',
      code: first.code,
      mealName: 'Beef Bolognese',
      madeOn: first.madeOn,
      lots: first.lots,
    },
    {
      id: 'ls-7',
      code: 'LS-261118-1',
      mealName: 'Lasagne Sauce',
      madeOn: '2026-11-18',
      lots: [{ supplier: 'Tasman', ingredient: 'Beef', lot: 'Lot 44-11' }],
    },
    {
      id: 'bb-2',
      code: second.code,
      mealName: 'Beef Bolognese',
      madeOn: second.madeOn,
      lots: second.lots,
    },
  ],
  missingOrderIds: ['gone-order'],
};

describe('traceReportOf', () => {
  const report = traceReportOf(inputs, NOW);

  it('lists exactly the orders that got packs of the traced batches, with their details', () => {
    expect(report.deliveries.map((row) => [row.orderNumber, row.batchCode, row.quantity])).toEqual(
      [
        [aroha.number, 'BB-261120-1', 2],
        [arohaAgain.number, 'BB-261120-1', 2],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true })),
    );
    expect(report.deliveries[0]).toMatchObject({
      customerName: 'Aroha Ngata',
      phone: '021 555 0101',
      method: 'delivery',
      date: '2026-12-01',
    });
    expect(report.deliveries[0]?.address).toContain('Papamoa');
    expect(report.deliveries.some((row) => row.orderId === tane.id)).toBe(false);
  });

  it('names each customer once, whatever the case of their email, with all their orders', () => {
    expect(report.customers).toHaveLength(1);
    expect(report.customers[0]).toMatchObject({ name: 'Aroha Ngata', packs: 4 });
    expect(report.customers[0]?.orderNumbers.sort()).toEqual(
      [aroha.number, arohaAgain.number].sort(),
    );
  });

  it('finds other batches that recorded the same lot, however it was written', () => {
    expect(report.sharedLots).toEqual([
      {
        id: 'ls-7',
        code: 'LS-261118-1',
        mealName: 'Lasagne Sauce',
        madeOn: '2026-11-18',
        sharedLots: [{ supplier: 'Tasman', ingredient: 'Beef', lot: 'Lot 44-11' }],
      },
    ]);
    expect(report.missingOrderIds).toEqual(['gone-order']);
  });

  it('sums what it found without anyone’s details, for a drill', () => {
    const findings = findingsOf(report);
    expect(findings).toEqual({
      batchCodes: ['BB-261120-1'],
      orders: 2,
      customers: 1,
      packsDelivered: 4,
      packsInStock: 40,
      sharedLotBatches: ['LS-261118-1'],
    });
    expect(JSON.stringify(findings)).not.toContain('aroha');
  });
});

describe('traceCsv', () => {
  it('has a row per order and batch, then what is still held, with formulas defused', () => {
    const hostile = orderOf('=HYPERLINK("http://evil")', 'x@example.nz');
    const report = traceReportOf(
      {
        ...inputs,
        allocations: [{ orderId: hostile.id, lines: [{ batchId: 'bb-1', quantity: 1 }] }],
        orders: [hostile],
      },
      NOW,
    );
    const lines = traceCsv(report)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(TRACE_CSV_HEADER.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${hostile.number},awaiting_payment,"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('BB-261120-1,2026-11-20,2027-05-19,Delivered to customer');
    expect(lines[2]).toBe(
      'Beef Bolognese,BB-261120-1,2026-11-20,2027-05-19,Held by the shop,,,,,,,,40',
    );
  });
});

describe('RecallQuerySchema', () => {
  const parse = (query: Record<string, string>) => RecallQuerySchema.safeParse(query);

  it('takes batches, a meal with its days, or a lot: exactly one', () => {
    expect(selectionOf(RecallQuerySchema.parse({ batches: 'bb-1, bb-2,bb-1' }))).toEqual({
      by: 'batches',
      batchIds: ['bb-1', 'bb-2'],
    });
    expect(
      selectionOf(
        RecallQuerySchema.parse({ meal: 'beef-bolognese', from: '2026-11-01', to: '2026-11-30' }),
      ),
    ).toEqual({ by: 'meal', productId: 'beef-bolognese', from: '2026-11-01', to: '2026-11-30' });
    expect(selectionOf(RecallQuerySchema.parse({ lot: ' LOT 4411 ' }))).toEqual({
      by: 'lot',
      lot: 'LOT 4411',
    });
  });

  it('refuses none, two ways at once, a meal without days, reversed or year-long ranges', () => {
    for (const query of [
      {},
      { batches: 'bb-1', lot: 'LOT 1' },
      { meal: 'beef-bolognese' },
      { meal: 'beef-bolognese', from: '2026-11-30', to: '2026-11-01' },
      { meal: 'beef-bolognese', from: '2024-01-01', to: '2026-01-01' },
      { batches: '../orders' },
      { batches: ',' },
      { lot: 'x' },
    ]) {
      expect(parse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('drills', () => {
  it('are due with none finished, or from 11 months after the last', () => {
    expect(drillOverdue(null, NOW)).toBe(true);
    expect(drillOverdue('2026-01-29T01:00:00.000Z', NOW)).toBe(false);
    expect(drillOverdue('2025-12-28T01:00:00.000Z', NOW)).toBe(true);
  });

  it('say how long they took in words', () => {
    expect(durationLabel(48_200)).toBe('48 seconds');
    expect(durationLabel(185_000)).toBe('3 min 5 s');
  });
});

describe('the recall notice', () => {
  it('greets each customer, keeps the staff’s paragraphs and names their orders', () => {
    const text = defaultNotice([first], 'Cube Kitchen');
    expect(text.subject).toBe('Food recall: Beef Bolognese from Cube Kitchen');
    expect(text.message).toContain('batch BB-261120-1, made 20 November 2026');
    const sender = {
      name: 'Cube Kitchen',
      email: 'hello@cubekitchen.co.nz',
      address: { street: '1 Main Rd', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
    };
    const email = recallNoticeEmail(
      { subject: text.subject, message: 'Do not eat it.\n\nCall us <now>.' },
      { name: 'Aroha', orderNumbers: ['CK-10001', 'CK-10002'] },
      sender,
    );
    expect(email.text).toContain('Kia ora Aroha,');
    expect(email.text).toContain('Do not eat it.');
    expect(email.text).toContain('This concerns your orders CK-10001, CK-10002.');
    expect(email.html).toContain('Call us &lt;now&gt;.');
    expect(email.html).not.toContain('<now>');
  });
});
