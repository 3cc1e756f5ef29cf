// My deliveries sign-ins that only the inbox's owner can make, and that can be ended: the code
// email's sign-in link works once and for 15 minutes; "sign out everywhere" and staff's "end this
// customer's sessions" refuse every cookie (on any device) and link made before.
import { beforeAll, describe, expect, it } from 'vitest';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import { auditLog } from '../../src/server/audit.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { customerSessions } from '../../src/server/customers/customer-sessions.ts';
import { syncCustomerOfOrder } from '../../src/server/customers/customer-sync.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { signInLinkAnswer } from '../../src/server/standing-orders/deliveries-auth.ts';
import { deliveriesSessionToken } from '../../src/server/standing-orders/deliveries-session.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';
import { standingScenario } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

/** A shopper with a standing order (codes are sent to them), in the customers index as checkout leaves them. */
async function shopper(): Promise<string> {
  const { standing, firstOrder } = await standingScenario();
  await syncCustomerOfOrder(firstOrder.id);
  return standing.customer.email;
}

const deliveries = (
  path: string,
  cookie: string | null,
  options: Parameters<typeof call>[2] = {},
) =>
  call(myDeliveriesHandler, path, {
    ...options,
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
  });

const seesDeliveries = async (cookie: string) =>
  (await deliveries('/api/my-deliveries', cookie)).status;

/** Asks for a code as the page does; gives the newest code email's sign-in link. */
async function emailedLink(email: string): Promise<string> {
  const asked = await deliveries('/api/my-deliveries/code', null, { json: { email } });
  expect(asked.status).toBe(200);
  const mail = (await outbox.list())
    .filter((message) => message.to.includes(email) && message.subject.includes('sign-in code'))
    .sort((a, b) => a.id.localeCompare(b.id))
    .at(-1);
  const link = /https?:\/\/\S+\/my-deliveries\?link=[\w.%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  expect(mail?.html).toContain(link);
  return link;
}

/** Opens a sign-in link as the page does; the cookie it set, or null when refused. */
async function open(link: string, now?: Date): Promise<string | null> {
  const answer = await signInLinkAnswer(new Request(link), now);
  if (!answer) return null;
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/my-deliveries');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  return answer.headers.get('set-cookie')?.split(';')[0] ?? null;
}

const cookieFor = async (email: string) =>
  `ck_deliveries=${await deliveriesSessionToken(customerIdOf(email))}`;

beforeAll(async () => {
  await seedShop();
});

describe('the sign-in link in the code email', () => {
  it('signs in once; a second open is refused', async () => {
    const email = await shopper();
    const link = await emailedLink(email);
    const cookie = await open(link);
    expect(cookie).toMatch(/^ck_deliveries=./);
    expect(await seesDeliveries(cookie ?? '')).toBe(200);
    expect(await open(link)).toBeNull();
  });

  it('is refused when older than 15 minutes', async () => {
    const email = await shopper();
    const link = await emailedLink(email);
    expect(await open(link, new Date(Date.now() + 16 * 60_000))).toBeNull();
  });

  it('is refused once the customer signed out everywhere before opening it', async () => {
    const email = await shopper();
    const link = await emailedLink(email);
    const ended = await deliveries(
      '/api/my-deliveries/sign-out-everywhere',
      await cookieFor(email),
      {
        method: 'POST',
      },
    );
    expect(ended.status).toBe(200);
    expect(await open(link)).toBeNull();
  });

  it('is sent only to an address with standing orders', async () => {
    await deliveries('/api/my-deliveries/code', null, {
      json: { email: 'stranger@example.co.nz' },
    });
    expect((await outbox.list()).some((mail) => mail.to.includes('stranger@example.co.nz'))).toBe(
      false,
    );
  });
});

describe('POST /api/my-deliveries/sign-out-everywhere', () => {
  const path = '/api/my-deliveries/sign-out-everywhere';

  it('refuses this cookie and another device’s from then on, and clears this one', async () => {
    const email = await shopper();
    const here = await cookieFor(email);
    const otherDevice = await open(await emailedLink(email));
    expect(await seesDeliveries(otherDevice ?? '')).toBe(200);
    const answer = await deliveries(path, here, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'You are signed out on every device.' });
    expect(answer.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await seesDeliveries(here)).toBe(401);
    expect(await seesDeliveries(otherDevice ?? '')).toBe(401);
    expect(await customerSessions.get(customerIdOf(email))).toMatchObject({ endedBy: 'customer' });
    // A sign-in from the inbox afterwards works again.
    const fresh = await open(await emailedLink(email));
    expect(await seesDeliveries(fresh ?? '')).toBe(200);
  });

  it('needs a good cookie (401), from the site itself (403)', async () => {
    const email = await shopper();
    expect((await deliveries(path, null, { method: 'POST' })).status).toBe(401);
    expect((await deliveries(path, 'ck_deliveries=forged', { method: 'POST' })).status).toBe(401);
    const cookie = await cookieFor(email);
    const crossSite = await deliveries(path, cookie, { method: 'POST', headers: CROSS_SITE });
    expect(crossSite.status).toBe(403);
    expect(await seesDeliveries(cookie)).toBe(200);
  });
});

describe('POST /api/admin/customers/{id}/end-sessions', () => {
  const endSessions = (email: string, headers: Record<string, string>) =>
    call(adminCustomers, `/api/admin/customers/${customerIdOf(email)}/end-sessions`, {
      method: 'POST',
      headers,
    });

  it('lets staff end every sign-in of a customer, audited', async () => {
    const email = await shopper();
    const before = await cookieFor(email);
    const link = await emailedLink(email);
    const answer = await endSessions(email, team.staff);
    expect(answer.status).toBe(200);
    expect((answer.body as { message: string }).message).toContain('has ended, on every device');
    expect(await seesDeliveries(before)).toBe(401);
    expect(await open(link)).toBeNull();
    const id = customerIdOf(email);
    expect(await customerSessions.get(id)).toMatchObject({ endedBy: 'staff' });
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({
        action: 'customer.sessions.end',
        target: `customers/${id}`,
        actor: expect.objectContaining({ username: 'packer' }) as unknown,
        before: { sessionVersion: 0 },
        after: { sessionVersion: 1 },
      }),
    );
    // Admins may too; each end refuses what came before it.
    const again = await cookieFor(email);
    expect((await endSessions(email, team.admin)).status).toBe(200);
    expect(await seesDeliveries(again)).toBe(401);
  });

  it('needs a staff session (401), the site itself (403), and a customer (404)', async () => {
    const email = await shopper();
    const cookie = await cookieFor(email);
    expect((await endSessions(email, { origin: SITE_ORIGIN })).status).toBe(401);
    expect((await endSessions(email, { ...team.staff, ...CROSS_SITE })).status).toBe(403);
    expect((await endSessions('nobody@example.co.nz', team.staff)).status).toBe(404);
    const badId = await call(adminCustomers, '/api/admin/customers/..%2Fx/end-sessions', {
      method: 'POST',
      headers: team.staff,
    });
    expect(badId.status).toBe(404);
    expect(await seesDeliveries(cookie)).toBe(200);
  });
});
