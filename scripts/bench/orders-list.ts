// The orders list at scale for `npm run bench:api`: fills the bench's throwaway store with orders
// placed over three years, as if the shop had been busy, and counts the Blobs calls of one page.
import { randomBytes, randomUUID } from 'node:crypto';
import { ORDER_LIST_PREFIX, orderListKeyOf } from '../../src/lib/orders/order-list.ts';
import { formatOrderNumber, OrderSchema, type Order } from '../../src/lib/orders/order.ts';
import { ORDER_STATUSES } from '../../src/lib/orders/status.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { createUser } from '../../src/server/auth/users.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { orders } from '../../src/server/orders/orders.ts';

const THREE_YEARS_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const WRITES_AT_ONCE = 32;
const NAMES = ['Aroha Tane', 'Mere Pāpāmoa', 'Tama Ngata', 'Sophie Walker', 'Liam Chen'];

/** The n-th of `count` bench orders: spread evenly over three years up to now. */
export function benchOrder(n: number, count: number, now: number): Order {
  const placed = new Date(now - THREE_YEARS_MS + (THREE_YEARS_MS / count) * n);
  const delivery = new Date(placed.getTime() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const name = NAMES[n % NAMES.length] ?? 'Bench Shopper';
  const quantity = 1 + (n % 6);
  const total = quantity * 1690;
  const status = ORDER_STATUSES[n % ORDER_STATUSES.length] ?? 'paid';
  const number = formatOrderNumber(20_000 + n);
  return OrderSchema.parse({
    id: randomUUID(),
    number,
    accessToken: randomBytes(24).toString('base64url'),
    idempotencyKey: `bench-${randomUUID()}`,
    status,
    history: [
      {
        from: null,
        to: status,
        at: placed.toISOString(),
        actor: { kind: 'system', id: 'checkout', name: 'Checkout' },
      },
    ],
    placedAt: placed.toISOString(),
    customer: {
      name,
      email: `shopper${String(n)}@example.co.nz`,
      phone: `021 ${String(100_000 + n)}`,
    },
    fulfilment: {
      method: 'delivery',
      address: {
        line1: `${String(1 + (n % 200))} Pacific Ave`,
        line2: '',
        suburb: 'Papamoa',
        city: 'Tauranga',
        postcode: '3118',
      },
      zone: { id: 'papamoa', name: 'Papamoa' },
      date: delivery,
      slotId: 'papamoa-tue-1600',
      slotLabel: 'Tue, 4pm–6pm',
    },
    gift: null,
    lines: [
      {
        productId: 'beef-bolognese',
        name: 'Beef Bolognese',
        unitPriceCents: 1690,
        quantity,
        lineTotalCents: total,
      },
    ],
    totals: {
      subtotalCents: total,
      discountCents: 0,
      deliveryFeeCents: 0,
      totalCents: total,
      gstCents: Math.round((total * 3) / 23),
      amountUntilFreeDeliveryCents: 0,
      minimumOrderCents: 0,
      meetsMinimum: true,
    },
    promoCode: null,
    paymentMethod: n % 3 === 0 ? 'card' : 'bank_transfer',
    notes: '',
    payment: { method: n % 3 === 0 ? 'card' : 'bank_transfer', reference: number },
  });
}

/**
 * Writes `count` orders and their list keys straight to the store (placing them through the API
 * would take the bench an hour and measure nothing new); the keys are the ones orders get.
 */
export async function fillWithOrders(count: number): Promise<void> {
  const now = Date.now();
  const store = openStore();
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(WRITES_AT_ONCE, count - start) }, (_, index) =>
      benchOrder(start + index, count, now),
    );
    await Promise.all(
      batch.map(async (order) => {
        await orders.createOnce(order.id, order);
        await store.set(`${ORDER_LIST_PREFIX}/${orderListKeyOf(order)}`, '');
      }),
    );
  }
}

/** A staff member's headers for the admin API, from a session started here. */
export async function staffHeaders(): Promise<Record<string, string>> {
  const user = await createUser({
    username: `bench-${randomUUID().slice(0, 8)}`,
    password: randomBytes(18).toString('base64url'),
    role: 'staff',
  });
  const { token } = await startSession(user);
  return { authorization: `Bearer ${token}` };
}

/** Where this process's Blobs calls go (the local server startProductionServer started). */
function localBlobsOrigin(): string {
  const context = process.env.NETLIFY_BLOBS_CONTEXT ?? '';
  const { edgeURL } = JSON.parse(Buffer.from(context, 'base64').toString()) as { edgeURL: string };
  return new URL(edgeURL).origin;
}

/** Keys Netlify returns per page of a listing (the local server answers a listing unpaged). */
const NETLIFY_PAGE_KEYS = 1000;

/** Whether a Blobs request is a listing: no key after the site and store in its path. */
const isListing = (url: string) => new URL(url).pathname.split('/').filter(Boolean).length <= 2;

/** The calls a listing answer stands for on Netlify: one per 1,000 keys and folders. */
async function listingPages(response: Response): Promise<number> {
  const listed = (await response.clone().json()) as { blobs?: unknown[]; directories?: unknown[] };
  const keys = (listed.blobs?.length ?? 0) + (listed.directories?.length ?? 0);
  return Math.max(1, Math.ceil(keys / NETLIFY_PAGE_KEYS));
}

/**
 * The Blobs calls one request makes, counted at this process's fetch (the production-like server
 * runs its functions here): the most over a few sequential requests. With `pagedListings`, a
 * listing counts as Netlify pages it, one call per 1,000 keys it returned.
 */
export async function blobsCallsOf(
  request: () => Promise<unknown>,
  times = 5,
  { pagedListings = false } = {},
) {
  const blobsOrigin = localBlobsOrigin();
  const realFetch = globalThis.fetch;
  let calls = 0;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (!url.startsWith(blobsOrigin)) return response;
    calls += pagedListings && isListing(url) ? await listingPages(response) : 1;
    return response;
  };
  let most = 0;
  try {
    for (let time = 0; time < times; time += 1) {
      calls = 0;
      await request();
      most = Math.max(most, calls);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return most;
}
