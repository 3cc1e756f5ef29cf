import { beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import type { OrderListPage } from '../../src/lib/admin/areas/orders.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { ORDER_LIST_PREFIX } from '../../src/lib/orders/order-list.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

// The orders list reads index keys, never orders (src/lib/orders/order-list.ts): these tests
// place orders across months and check paging, filters, search and the CSV export over them.

interface Customer {
  name: string;
  email: string;
  phone: string;
}

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const placed: Order[] = [];
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };

const CUSTOMERS: readonly [Customer, ...Customer[]] = [
  { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
  { name: 'Mere Pāpāmoa-Smith', email: 'mere.100%real@example.com', phone: '027 555 0101' },
  { name: '=HYPERLINK("http://evil.example")', email: 'evil@example.com', phone: '022 000 1111' },
];

beforeAll(async () => {
  // Seven orders over three months, oldest first; each month is one folder of keys.
  const moments = [
    '2026-09-03',
    '2026-09-20',
    '2026-10-02',
    '2026-10-15',
    '2026-11-01',
    '2026-11-10',
    '2026-11-20',
  ];
  for (const [index, day] of moments.entries()) {
    const order = await placeTestOrder({
      placedAt: new Date(`${day}T01:00:00Z`),
      // Shoppers book at most two weeks ahead (BOOKING_HORIZON_DAYS).
      date: addDays(day, 5),
      method: index === 3 ? 'pickup' : 'delivery',
      customer: CUSTOMERS[index % CUSTOMERS.length] ?? CUSTOMERS[0],
      items: [{ productId: 'beef-bolognese', quantity: index + 1 }],
    });
    placed.push(order);
  }
  const [first] = placed;
  if (first) await changeOrderStatus(first.id, 'paid', STAFF);
});

async function list(query: string, headers = team.staff) {
  return call(adminOrders, `/api/admin/orders${query}`, { headers });
}

const numbersOf = (body: unknown) => (body as OrderListPage).orders.map((row) => row.number);
const newestFirst = () => placed.map((order) => order.number).reverse();

describe('GET /api/admin/orders paging', () => {
  it('pages newest first across months with a cursor, then ends', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await list(query);
      expect(status).toBe(200);
      seen.push(...numbersOf(body));
      cursor = (body as OrderListPage).nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(newestFirst());
    expect(pages).toBe(3);
  });

  it('keeps one row per order as its status changes, with the new status', async () => {
    const [first] = placed;
    const { body } = await list('?status=paid');
    expect(numbersOf(body)).toEqual([first?.number]);
    const keys = await openStore().list({ prefix: `${ORDER_LIST_PREFIX}/` });
    const ofFirst = keys.blobs.filter((blob) => blob.key.includes(first?.id ?? '-'));
    expect(ofFirst).toHaveLength(1);
  });
});

describe('GET /api/admin/orders filters and search', () => {
  it('filters by delivery date range, zone, method of payment and status together', async () => {
    const range = await list('?from=2026-10-07&to=2026-11-06');
    expect(numbersOf(range.body)).toEqual(newestFirst().slice(2, 5));
    const oneDay = await list('?date=2026-09-25');
    expect(numbersOf(oneDay.body)).toEqual([placed[1]?.number]);
    const pickup = await list('?zone=pickup');
    expect(numbersOf(pickup.body)).toEqual([placed[3]?.number]);
    const card = await list('?payment=card');
    expect(numbersOf(card.body)).toEqual([]);
    const awaiting = await list('?status=awaiting_payment&payment=bank_transfer&zone=tauranga');
    expect(numbersOf(awaiting.body)).toHaveLength(5);
  });

  it('finds orders by number, name, email or phone, however the phone is typed', async () => {
    const [first, second] = placed;
    expect(numbersOf((await list(`?q=${first?.number ?? ''}`)).body)).toEqual([first?.number]);
    expect(numbersOf((await list(`?q=${first?.number.slice(3) ?? ''}`)).body)).toEqual([
      first?.number,
    ]);
    const byName = await list(`?q=${encodeURIComponent('pāpāmoa')}`);
    expect(numbersOf(byName.body)).toEqual(
      placed
        .filter((_, index) => index % 3 === 1)
        .map((order) => order.number)
        .reverse(),
    );
    expect(numbersOf((await list(`?q=${encodeURIComponent('100%real@')}`)).body)).toContain(
      second?.number,
    );
    const byPhone = await list(`?q=${encodeURIComponent('+64 27 555 0101')}`);
    expect(numbersOf(byPhone.body)).toContain(second?.number);
    expect(
      (byPhone.body as OrderListPage).orders.every((row) => row.phone === '027 555 0101'),
    ).toBe(true);
    expect(numbersOf((await list('?q=nobody-at-all')).body)).toEqual([]);
  });
});

describe('GET /api/admin/orders.csv', () => {
  // Customer exports are for admins (and staff an admin allows: admin-permissions.test.ts).
  async function csv(query: string, headers: Record<string, string> = team.admin) {
    return adminOrders(
      new Request(new URL(`/api/admin/orders.csv${query}`, SITE_ORIGIN), { headers }),
      {
        ip: '192.0.2.1',
        params: {},
        waitUntil: () => undefined,
      },
    );
  }

  it('exports exactly the filtered list, one row per order, Excel-safe', async () => {
    const response = await csv('?from=2026-09-20&to=2026-10-10');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toContain('Order,Placed date,Placed time,Status');
    expect(lines[0]).toContain(
      'Total,GST (3/23 of total),Total excluding GST,Paid,Refunded,Revenue,GST after refunds',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain('Mere Pāpāmoa-Smith');
    // A name that starts with = is text in Excel, never a formula.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const [third] = placed.slice(2, 3);
    const row = lines.find((line) => line.startsWith(third?.number ?? '-'));
    const total = ((third?.totals.totalCents ?? 0) / 100).toFixed(2);
    const gst = (Math.round(((third?.totals.totalCents ?? 0) * 3) / 23) / 100).toFixed(2);
    expect(row).toContain(`,${total},${gst},`);
  });

  it('answers 400 for a bad filter', async () => {
    expect((await csv('?status=lost')).status).toBe(400);
  });
});
