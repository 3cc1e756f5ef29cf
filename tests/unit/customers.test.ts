import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  customerEntryOf,
  customerFactsOf,
  withOrderEntry,
  withoutOrder,
  type CustomerOrderEntry,
} from '../../src/lib/customers/customer.ts';
import {
  customerListKeyOf,
  customerRowFromKey,
  customerRowMatches,
} from '../../src/lib/customers/customer-list.ts';
import {
  isErasedContact,
  pastRetention,
  retentionEndsAt,
  withContactErased,
} from '../../src/lib/customers/privacy.ts';
import { privacyExportCsv } from '../../src/lib/customers/privacy-export-csv.ts';
import { buildOrder } from '../../src/lib/orders/order.ts';
import { sampleOrderDraft, sampleOrderRequest } from '../fixtures/sample-order.ts';

const order = buildOrder(
  sampleOrderDraft(sampleOrderRequest(), { placedAt: new Date('2026-11-02T01:00:00Z') }),
);

function entry(change: Partial<CustomerOrderEntry>): CustomerOrderEntry {
  return { ...customerEntryOf(order, 1), ...change };
}

const ID = 'a'.repeat(64);

describe('a customer summary', () => {
  it('adds up orders that were not cancelled and takes name and phone from the newest', () => {
    let summary = withOrderEntry(
      null,
      'Aroha@Example.co.nz',
      entry({ orderId: '00000000-0000-4000-8000-000000000001', totalCents: 5070, keptCents: 5070 }),
    );
    summary = withOrderEntry(
      summary,
      'aroha@example.co.nz',
      entry({
        orderId: '00000000-0000-4000-8000-000000000002',
        totalCents: 2000,
        status: 'cancelled',
      }),
    );
    summary = withOrderEntry(
      summary,
      'aroha@example.co.nz',
      entry({
        orderId: '00000000-0000-4000-8000-000000000003',
        totalCents: 1690,
        keptCents: 1690,
        placedAt: '2026-11-20T01:00:00.000Z',
        number: 'CK-10099',
        name: 'Aroha T',
        phone: '022 000 0000',
        address: null,
      }),
    );
    const facts = customerFactsOf(summary);
    expect(summary.email).toBe('aroha@example.co.nz');
    expect(facts).toMatchObject({
      orderCount: 3,
      // The money kept from each order (received less refunded): the cancelled one kept none.
      totalSpentCents: 5070 + 1690,
      name: 'Aroha T',
      phone: '022 000 0000',
      lastOrderNumber: 'CK-10099',
      lastOrderAt: '2026-11-20T01:00:00.000Z',
    });
    expect(facts.addresses).toEqual([
      { address: '12 Pacific Ave, Papamoa, Tauranga 3118', orders: 2, lastUsedAt: order.placedAt },
    ]);
  });

  it('counts an order once however often it is synced, and never goes back to an older revision', () => {
    const first = withOrderEntry(null, 'a@b.nz', entry({ revision: 2, status: 'paid' }));
    expect(withOrderEntry(first, 'a@b.nz', entry({ revision: 2, status: 'paid' }))).toBe(first);
    expect(
      withOrderEntry(first, 'a@b.nz', entry({ revision: 1, status: 'awaiting_payment' })),
    ).toBe(first);
    const newer = withOrderEntry(first, 'a@b.nz', entry({ revision: 3, status: 'delivered' }));
    expect(Object.values(newer.orders)).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });

  it('keeps no address once its last order leaves', () => {
    const summary = withOrderEntry(null, 'a@b.nz', entry({}));
    expect(withoutOrder(summary, order.id)).toEqual({ email: '', orders: {} });
  });
});

describe('a customer list key', () => {
  it('carries the row, whatever the name holds, and a search finds it', () => {
    const summary = withOrderEntry(
      null,
      order.customer.email,
      entry({ name: 'Mere Pāpāmoa / 100%?#', phone: '027 555 0101', keptCents: 5070 }),
    );
    const key = customerListKeyOf(ID, customerFactsOf(summary));
    expect(key).not.toBeNull();
    const row = customerRowFromKey(String(key));
    expect(row).toMatchObject({
      id: ID,
      name: 'Mere Pāpāmoa / 100%?#',
      email: order.customer.email,
      orderCount: 1,
      totalSpentCents: 5070,
    });
    for (const part of String(key).split('/'))
      expect(new TextEncoder().encode(part).length).toBeLessThan(255);
    const listed = { ...(row ?? ({} as never)), newsletter: 'none' as const };
    expect(customerRowMatches(listed, { q: 'papamoa' })).toBe(true);
    expect(customerRowMatches(listed, { q: '0275550101' })).toBe(true);
    expect(customerRowMatches(listed, { newsletter: 'subscribed' })).toBe(false);
    expect(customerRowFromKey('nonsense')).toBeNull();
  });

  it('has none for a customer with no orders left', () => {
    expect(customerListKeyOf(ID, customerFactsOf({ email: '', orders: {} }))).toBeNull();
  });
});

describe('a Privacy Act request', () => {
  it('keeps orders for 7 years and then removes the person from them', () => {
    expect(retentionEndsAt('2019-02-28T01:00:00.000Z')).toBe('2026-02-28T01:00:00.000Z');
    expect(pastRetention('2019-11-27T00:00:00.000Z', new Date('2026-11-26T23:59:59Z'))).toBe(false);
    expect(pastRetention('2019-11-27T00:00:00.000Z', new Date('2026-11-27T00:00:00Z'))).toBe(true);
    const erased = withContactErased({ ...order, notes: 'Leave at the back door, Aroha' });
    expect(isErasedContact(erased.customer)).toBe(true);
    expect(JSON.stringify(erased)).not.toMatch(/Aroha|Pacific|021 123/);
    expect(erased.totals).toEqual(order.totals);
    expect(erased.lines).toEqual(order.lines);
  });

  it('exports as CSV one row per field of every record, formulas made harmless', () => {
    const csv = privacyExportCsv({
      customer: [{ name: '=HYPERLINK("x")', addresses: [{ address: '1 A St' }], none: null }],
      notes: [],
    });
    const rows: string[][] = parse(csv, { bom: true });
    expect(rows).toEqual([
      ['section', 'record', 'field', 'value'],
      ['customer', '1', 'name', `'=HYPERLINK("x")`],
      ['customer', '1', 'addresses.0.address', '1 A St'],
      ['customer', '1', 'none', ''],
    ]);
  });
});
