// The deliveries My deliveries' page reads for its island (src/server/standing-orders/
// my-deliveries-page.ts): the same answer GET /api/my-deliveries gives, under the same limit.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { FORM_RATE_RULES } from '../../src/server/spam/rate-limit.ts';
import { deliveriesSessionToken } from '../../src/server/standing-orders/deliveries-session.ts';
import { myDeliveriesForPage } from '../../src/server/standing-orders/my-deliveries-page.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, roomyPapamoaSlot } from '../fixtures/orders.ts';

runOnLocalBlobs();

const AROHA = 'aroha@example.co.nz';
const LIMIT = FORM_RATE_RULES.myDeliveries.limit;

const readByApi = async (ip: string) =>
  call(myDeliveriesHandler, '/api/my-deliveries', {
    ip,
    headers: { cookie: `ck_deliveries=${await deliveriesSessionToken(customerIdOf(AROHA))}` },
  });

beforeAll(async () => {
  await seedShop();
  const body = papamoaOrderRequest(await roomyPapamoaSlot(50), {
    standing: { everyWeeks: 1, whenUnavailable: 'next_slot' },
  });
  const placed = await call(ordersHandler, '/api/orders', { json: body });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
});

afterEach(() => {
  FORM_RATE_RULES.myDeliveries.limit = LIMIT;
});

describe('the deliveries My deliveries’ page hands its island', () => {
  it('are what GET /api/my-deliveries answers the same shopper', async () => {
    const onPage = await myDeliveriesForPage(customerIdOf(AROHA), '198.51.100.10');
    const byApi = await readByApi('198.51.100.11');
    expect(byApi.status).toBe(200);
    expect(onPage?.standingOrders).toHaveLength(1);
    expect(onPage?.pastOrders).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(onPage))).toEqual(byApi.body);
  });

  it('are only the named customer’s: another customer id gets an empty view', async () => {
    const other = await myDeliveriesForPage(customerIdOf('nobody@example.co.nz'), '198.51.100.12');
    expect(other).toMatchObject({ standingOrders: [], pastOrders: [] });
  });

  it('count against the route’s rate limit; past it the page hands nothing and the API refuses', async () => {
    FORM_RATE_RULES.myDeliveries.limit = 2;
    const ip = '198.51.100.13';
    expect(await myDeliveriesForPage(customerIdOf(AROHA), ip)).not.toBeNull();
    expect(await myDeliveriesForPage(customerIdOf(AROHA), ip)).not.toBeNull();
    expect(await myDeliveriesForPage(customerIdOf(AROHA), ip)).toBeNull();
    expect((await readByApi(ip)).status).toBe(429);
  });
});
