// Customers (issue 24, item 6): the index written as orders are placed and change, the list and
// a customer's page from it, notes, and the Privacy Act export, correction and erasure.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-customers.mts';
import type {
  CustomerDetail,
  CustomerListPage,
  ErasureResult,
} from '../../src/lib/admin/areas/customers.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import {
  backfillCustomers,
  syncCustomerOfOrder,
} from '../../src/server/customers/customer-sync.ts';
import { eraseDueOrderContacts } from '../../src/server/customers/due-erasures.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { addToRestockWaitlist } from '../../src/server/inventory/restock-waitlist.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { registerDeliveryInterest } from '../../src/server/public-forms/delivery-interest.ts';
import { saveContactMessage } from '../../src/server/public-forms/contact-messages.ts';
import { subscribe, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };

const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(handler, path, { headers: team.admin, ...options });

async function customer(email: string): Promise<CustomerDetail> {
  const { status, body } = await api(`/api/admin/customers/${customerIdOf(email)}`);
  expect(status).toBe(200);
  return body as CustomerDetail;
}

async function download(path: string, headers: Record<string, string> = team.admin) {
  return handler(new Request(new URL(path, SITE_ORIGIN), { headers }), {
    ip: '192.0.2.1',
    params: {},
    waitUntil: () => undefined,
  });
}

const RIPENE = {
  name: 'Ripene Walker',
  email: 'Ripene.Walker@Example.co.nz',
  phone: '021 555 0199',
};

describe('the customers index', () => {
  const placed: Order[] = [];
  beforeAll(async () => {
    for (const quantity of [1, 2, 3]) {
      placed.push(
        await placeTestOrder({
          customer: RIPENE,
          items: [{ productId: 'beef-bolognese', quantity }],
          placedAt: new Date(`2026-11-0${String(quantity)}T01:00:00Z`),
        }),
      );
    }
    // The second and third are paid; the first still awaits payment.
    await changeOrderStatus(placed[1]?.id ?? '', 'paid', STAFF);
    await changeOrderStatus(placed[2]?.id ?? '', 'paid', STAFF);
  });

  it('counts each order once under the lower-cased email, with the newest contact details', async () => {
    const [first, second, third] = placed as [Order, Order, Order];
    // A placement retried (its listing synced again) counts nothing twice.
    await syncCustomerOfOrder(first.id);
    await syncCustomerOfOrder(first.id);
    const found = await customer('ripene.walker@example.co.nz');
    expect(found.orderCount).toBe(3);
    // Issue 43: Total spent counted an unpaid order; it is the money the orders kept (ledger).
    expect(found.totalSpentCents).toBe(second.totals.totalCents + third.totals.totalCents);
    expect(found.lastOrderAt).toBe(third.placedAt);
    expect(found.orders.map((order) => order.number)).toEqual([
      third.number,
      second.number,
      first.number,
    ]);
    expect(found.addresses).toEqual([
      expect.objectContaining({
        address: '1 Marine Pde, Mount Maunganui, Tauranga 3116',
        orders: 3,
      }),
    ]);
  });

  it('follows a status change: an order counts as spent once paid, a cancelled unpaid one never', async () => {
    const [first, second] = placed as [Order, Order];
    const before = await customer(RIPENE.email);
    await changeOrderStatus(first.id, 'cancelled', STAFF);
    const cancelled = await customer(RIPENE.email);
    expect(cancelled.totalSpentCents).toBe(before.totalSpentCents);
    expect(cancelled.orders.find((order) => order.orderId === first.id)?.status).toBe('cancelled');
    await refundOrder(second.id, STAFF, { amountCents: 500 });
    const refunded = await customer(RIPENE.email);
    expect(refunded.totalSpentCents).toBe(before.totalSpentCents - 500);
  });

  it('a backfill counts orders placed before the index, once', async () => {
    const order = await placeTestOrder({
      customer: { name: 'Old Timer', email: 'old.timer@example.com', phone: '021 000 1234' },
    });
    // As if placed before customers were indexed.
    await customerSummaries.delete(customerIdOf('old.timer@example.com'));
    const store = openStore();
    const { blobs } = await store.list({
      prefix: `customer-list/${customerIdOf('old.timer@example.com')}/`,
    });
    await Promise.all(blobs.map((blob) => store.delete(blob.key)));
    await store.delete(`customer-of-order/${order.id}`);
    expect(
      (await api(`/api/admin/customers/${customerIdOf('old.timer@example.com')}`)).status,
    ).toBe(404);
    expect(await backfillCustomers()).toBeGreaterThan(0);
    expect(await backfillCustomers()).toBe(0);
    expect((await customer('old.timer@example.com')).orderCount).toBe(1);
  });
});

describe('GET /api/admin/customers', () => {
  beforeAll(async () => {
    await placeTestOrder({
      customer: { name: 'Mere Pāpāmoa', email: 'mere@example.com', phone: '027 555 0101' },
      placedAt: new Date('2026-11-20T01:00:00Z'),
    });
    await subscribe(
      { email: 'mere@example.com', name: 'Mere', preferences: ['recipes'] },
      'newsletter-form',
    );
  });

  it('lists customers newest last order first, with their newsletter status, to staff too', async () => {
    const { status, body } = await api('/api/admin/customers', { headers: team.staff });
    expect(status).toBe(200);
    const page = body as CustomerListPage;
    const times = page.customers.map((row) => row.lastOrderAt);
    expect(times).toEqual([...times].sort().reverse());
    const mere = page.customers.find((row) => row.email === 'mere@example.com');
    expect(mere).toMatchObject({ name: 'Mere Pāpāmoa', newsletter: 'subscribed', orderCount: 1 });
    expect(
      page.customers.find((row) => row.email === 'ripene.walker@example.co.nz')?.newsletter,
    ).toBe('none');
  });

  it('searches name, email and phone, and filters by newsletter status', async () => {
    const search = async (query: string) =>
      ((await api(`/api/admin/customers?${query}`)).body as CustomerListPage).customers.map(
        (row) => row.email,
      );
    expect(await search('q=papamoa')).toEqual(['mere@example.com']);
    expect(await search('q=RIPENE.walker')).toEqual(['ripene.walker@example.co.nz']);
    expect(await search('q=0275550101')).toEqual(['mere@example.com']);
    expect(await search('newsletter=subscribed')).toEqual(['mere@example.com']);
  });

  it('pages with a cursor and refuses a bad one or a bad filter (400), and no session (401)', async () => {
    const first = (await api('/api/admin/customers?limit=1')).body as CustomerListPage;
    expect(first.customers).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = (await api(`/api/admin/customers?limit=1&cursor=${String(first.nextCursor)}`))
      .body as CustomerListPage;
    expect(second.customers[0]?.id).not.toBe(first.customers[0]?.id);
    expect((await api('/api/admin/customers?cursor=nonsense')).status).toBe(400);
    expect((await api('/api/admin/customers?newsletter=maybe')).status).toBe(400);
    expect((await api('/api/admin/customers?limit=0')).status).toBe(400);
    expect((await api('/api/admin/customers', { headers: {} })).status).toBe(401);
  });
});

describe('notes', () => {
  it('staff add and edit notes; an empty note is a 400, an unknown customer a 404', async () => {
    const id = customerIdOf(RIPENE.email);
    const added = await api(`/api/admin/customers/${id}/notes`, {
      json: { text: 'Prefers a call before delivery' },
      headers: team.staff,
    });
    expect(added.status).toBe(200);
    const [note] = (added.body as CustomerDetail).notes;
    expect(note).toMatchObject({ text: 'Prefers a call before delivery', by: 'packer' });
    const edited = await api(`/api/admin/customers/${id}/notes/${String(note?.id)}`, {
      method: 'PATCH',
      json: { text: 'Prefers a text before delivery' },
      headers: team.staff,
    });
    expect(edited.status).toBe(200);
    expect((await customer(RIPENE.email)).notes[0]).toMatchObject({
      text: 'Prefers a text before delivery',
      editedBy: 'packer',
    });
    expect((await api(`/api/admin/customers/${id}/notes`, { json: { text: '  ' } })).status).toBe(
      400,
    );
    expect(
      (
        await api(`/api/admin/customers/${customerIdOf('nobody@example.com')}/notes`, {
          json: { text: 'Hi' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(`/api/admin/customers/${id}/notes`, {
          json: { text: 'Hi' },
          headers: { origin: SITE_ORIGIN },
        })
      ).status,
    ).toBe(401);
  });
});

describe('a Privacy Act request', () => {
  const TEST_PERSON = {
    name: 'Hemi Privacy',
    email: 'hemi.privacy@example.com',
    phone: '022 123 9876',
  };
  let recent: Order;
  let old: Order;
  beforeAll(async () => {
    old = await placeTestOrder({
      customer: TEST_PERSON,
      placedAt: new Date('2018-03-01T01:00:00Z'),
      date: '2018-03-05',
    });
    recent = await placeTestOrder({
      customer: TEST_PERSON,
      placedAt: new Date('2026-11-15T01:00:00Z'),
    });
    await api(`/api/admin/customers/${customerIdOf(TEST_PERSON.email)}/notes`, {
      json: { text: 'Asked for no onion' },
    });
    await subscribe(
      { email: TEST_PERSON.email, name: 'Hemi', preferences: ['recipes'] },
      'newsletter-form',
    );
    await saveContactMessage({
      name: 'Hemi',
      email: 'HEMI.privacy@example.com',
      subject: 'wholesale',
      message: 'Do you deliver to Te Puke on Fridays?',
      subscribedToNewsletter: false,
    });
    await registerDeliveryInterest({
      email: TEST_PERSON.email,
      postcode: '3119',
      suburb: 'Te Puke',
    });
    await addToRestockWaitlist('beef-bolognese', TEST_PERSON.email);
  });

  it('exports every record about the person as JSON: orders, notes, subscriber, messages, requests', async () => {
    const response = await download(
      `/api/admin/customers/${customerIdOf(TEST_PERSON.email)}/export.json`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const exported = JSON.parse(await response.text()) as Record<string, unknown[]>;
    expect(exported.customer).toHaveLength(1);
    expect((exported.orders as Order[]).map((order) => order.id).sort()).toEqual(
      [old.id, recent.id].sort(),
    );
    expect((exported.orders as Order[])[0]).toHaveProperty('lines');
    expect((exported.orders as Order[])[0]).toHaveProperty('history');
    expect((exported.orders as Order[])[0]).not.toHaveProperty('accessToken');
    expect(exported.notes).toEqual([expect.objectContaining({ text: 'Asked for no onion' })]);
    expect(exported.subscriber).toEqual([expect.objectContaining({ email: TEST_PERSON.email })]);
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ message: 'Do you deliver to Te Puke on Fridays?' }),
    ]);
    expect(exported.deliveryInterest).toEqual([expect.objectContaining({ postcode: '3119' })]);
    expect(exported.restockWaitlist).toEqual([
      expect.objectContaining({ productId: 'beef-bolognese' }),
    ]);
    expect(exported.notSearched?.length).toBeGreaterThan(0);
  });

  it('exports the same as CSV, one row per field; staff need the export permission (403)', async () => {
    const path = `/api/admin/customers/${customerIdOf(TEST_PERSON.email)}/export.csv`;
    const response = await download(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(await response.text(), { bom: true, columns: true });
    const sections = new Set(rows.map((row) => row.section));
    for (const section of [
      'customer',
      'notes',
      'orders',
      'subscriber',
      'contactMessages',
      'deliveryInterest',
      'restockWaitlist',
    ]) {
      expect(sections).toContain(section);
    }
    expect(rows).toContainEqual(
      expect.objectContaining({
        section: 'orders',
        field: 'customer.email',
        value: TEST_PERSON.email,
      }),
    );
    expect((await download(path, team.staff)).status).toBe(403);
    await grantPermissions('packer', ['customerExports']);
    expect((await download(path, team.staff)).status).toBe(200);
    await grantPermissions('packer', []);
    expect((await download(path, {})).status).toBe(401);
  });

  it('only admins correct or erase (403), and a correction is checked (400)', async () => {
    const id = customerIdOf(TEST_PERSON.email);
    expect(
      (
        await api(`/api/admin/customers/${id}/contact`, {
          method: 'PUT',
          json: TEST_PERSON,
          headers: team.staff,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(`/api/admin/customers/${id}`, { method: 'DELETE', headers: team.staff })).status,
    ).toBe(403);
    expect(
      (
        await api(`/api/admin/customers/${id}/contact`, {
          method: 'PUT',
          json: { ...TEST_PERSON, email: 'not an email' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(`/api/admin/customers/${id}/contact`, {
          method: 'PUT',
          json: { ...TEST_PERSON, email: RIPENE.email },
        })
      ).status,
    ).toBe(409);
  });

  it('corrects the name and phone on the customer and their open orders, on the timeline', async () => {
    const id = customerIdOf(TEST_PERSON.email);
    const corrected = { ...TEST_PERSON, name: 'Hemi Pirihi', phone: '022 123 0000' };
    const { status, body } = await api(`/api/admin/customers/${id}/contact`, {
      method: 'PUT',
      json: corrected,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, changedOrders: [recent.number, old.number].sort() });
    expect((await getOrder(recent.id))?.customer).toEqual(corrected);
    expect((await getOrder(recent.id))?.staffNotes.at(-1)?.text).toContain('corrected');
    expect((await customer(TEST_PERSON.email)).name).toBe('Hemi Pirihi');
  });

  it('erases what may go, keeps orders younger than 7 years and anonymises the older', async () => {
    const id = customerIdOf(TEST_PERSON.email);
    const { status, body } = await api(`/api/admin/customers/${id}`, { method: 'DELETE' });
    expect(status).toBe(200);
    const result = body as ErasureResult;
    expect(result.erased).toEqual(
      expect.arrayContaining(['Staff notes', 'Newsletter subscription and its consent history']),
    );
    expect(result.keptOrders).toEqual([
      { number: recent.number, keepUntil: '2033-11-15T01:00:00.000Z' },
    ]);
    expect(result.anonymisedOrders).toEqual([old.number]);
    expect(await subscribers.get(id)).toBeNull();
    const anonymised = await getOrder(old.id);
    expect(anonymised?.customer.email).toBe('erased@erased.invalid');
    expect(JSON.stringify(anonymised)).not.toContain('Hemi');
    const left = await customer(TEST_PERSON.email);
    expect(left.orders.map((order) => order.orderId)).toEqual([recent.id]);
    expect(left.notes).toEqual([]);
    const exported = JSON.parse(
      await (await download(`/api/admin/customers/${id}/export.json`)).text(),
    ) as Record<string, unknown[]>;
    for (const kind of [
      'notes',
      'subscriber',
      'contactMessages',
      'deliveryInterest',
      'restockWaitlist',
    ]) {
      expect(exported[kind]).toEqual([]);
    }
  });

  it('removes their details from the kept orders once their 7 years have passed', async () => {
    // Not yet: the recent order is inside its 7 years.
    expect(await eraseDueOrderContacts(new Date('2030-01-01T00:00:00Z'))).toBe(0);
    expect((await getOrder(recent.id))?.customer.email).toBe(TEST_PERSON.email);
    expect(await eraseDueOrderContacts(new Date('2033-11-16T00:00:00Z'))).toBe(1);
    expect((await getOrder(recent.id))?.customer.email).toBe('erased@erased.invalid');
    expect((await api(`/api/admin/customers/${customerIdOf(TEST_PERSON.email)}`)).status).toBe(404);
    // The request is done with: a later run has nothing to do.
    expect(await eraseDueOrderContacts(new Date('2040-01-01T00:00:00Z'))).toBe(0);
  });

  it('answers 404 for an id that is no customer, and 401 without a session', async () => {
    expect((await api('/api/admin/customers/not-an-id')).status).toBe(404);
    expect((await api(`/api/admin/customers/${customerIdOf('ghost@example.com')}`)).status).toBe(
      404,
    );
    expect(
      (await api(`/api/admin/customers/${customerIdOf(RIPENE.email)}`, { headers: {} })).status,
    ).toBe(401);
  });
});
