import { beforeEach, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminProducts from '../../netlify/functions/admin-products.mts';
import adminNewsletters from '../../netlify/functions/admin-newsletters.mts';
import adminZones from '../../netlify/functions/admin-delivery-zones.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import currentUser from '../../netlify/functions/auth-user.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { permissionRefusal, type Permission } from '../../src/lib/admin/permissions.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { auditLog } from '../../src/server/audit.ts';
import { findUserByUsername, UserSchema } from '../../src/server/auth/users.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { grantPermissions, logInAs, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

/** Staff ('packer') start every test with no grants. */
beforeEach(async () => {
  await grantPermissions('packer', []);
});

const refusalOf = (permission: Permission) => ({
  message: permissionRefusal(permission),
  reason: 'permission_required',
  permission,
});

async function paidOrder() {
  const order = await placeTestOrder();
  const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
    headers: team.admin,
    params: { id: order.id },
  });
  expect(paid.status).toBe(200);
  return order;
}

const refund = (id: string, headers: Record<string, string>) =>
  call(adminOrders, `/api/admin/orders/${id}/refund`, {
    json: { amountCents: 100, expected: 'paid' },
    headers,
    params: { id },
  });

describe('refunds', () => {
  it('refuses staff without the grant (403 naming it), and lets them once granted', async () => {
    const order = await paidOrder();
    const refused = await refund(order.id, team.staff);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(refusalOf('refunds'));
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('Refund orders') as string,
    });
    await grantPermissions('packer', ['refunds']);
    expect((await refund(order.id, team.staff)).status).toBe(200);
    expect((await refund(order.id, team.admin)).status).toBe(200);
  });

  it('checks the permission before the body: an invalid refund by staff is still a 403', async () => {
    const order = await paidOrder();
    const { status } = await call(adminOrders, `/api/admin/orders/${order.id}/refund`, {
      json: { amountCents: 'lots' },
      headers: team.staff,
      params: { id: order.id },
    });
    expect(status).toBe(403);
  });
});

const product = async (id: string) =>
  (await call(adminProducts, `/api/admin/products/${id}`, { headers: team.admin, params: { id } }))
    .body as AdminProduct;

/** PUT of the product as read with `change` (the fields the answer adds besides are not read). */
const edit = (
  current: AdminProduct,
  change: Partial<AdminProduct>,
  headers: Record<string, string>,
) =>
  call(adminProducts, `/api/admin/products/${current.id}`, {
    method: 'PUT',
    json: { ...current, ...change },
    headers,
    params: { id: current.id },
  });

describe('price changes on the product', () => {
  it('lets staff edit the name but refuses a new price until granted', async () => {
    const before = await product('super-veg-sauce');
    const renamed = await edit(before, { name: 'Super Veg Sauce (new)' }, team.staff);
    expect(renamed.status).toBe(200);
    const current = renamed.body as AdminProduct;
    const repriced = await edit(current, { priceCents: current.priceCents + 100 }, team.staff);
    expect(repriced.status).toBe(403);
    expect(repriced.body).toEqual(refusalOf('prices'));
    expect((await product('super-veg-sauce')).priceCents).toBe(before.priceCents);

    await grantPermissions('packer', ['prices']);
    const granted = await edit(current, { priceCents: current.priceCents + 100 }, team.staff);
    expect(granted.status).toBe(200);
    expect((granted.body as AdminProduct).priceCents).toBe(before.priceCents + 100);
  });

  it('answers a stale edit 409 (not 403) even when its price differs from the stored one', async () => {
    const read = await product('beef-bolognese');
    expect((await edit(read, { priceCents: read.priceCents + 50 }, team.admin)).status).toBe(200);
    const stale = await edit(read, { name: 'Beef Bolognese' }, team.staff);
    expect(stale.status).toBe(409);
  });
});

describe('deleting products', () => {
  it('says on the product whether an order names it, so the screen asks before a delete', async () => {
    expect((await product('kids-chilli-con-carne')).ordered).toBe(false);
    await placeTestOrder({ items: [{ productId: 'kids-chilli-con-carne', quantity: 1 }] });
    expect((await product('kids-chilli-con-carne')).ordered).toBe(true);
  });

  it('refuses staff without the grant, and deletes once granted', async () => {
    const created = await call(adminProducts, '/api/admin/products', {
      json: {
        name: 'Trial Soup',
        description: 'A soup to delete.',
        tags: [],
        cubesPerPack: 6,
        priceCents: 1200,
        isBestseller: false,
        isVegetarian: true,
        isKidFriendly: false,
        status: 'draft',
      },
      headers: team.staff,
    });
    expect(created.status).toBe(201);
    const { id } = created.body as AdminProduct;
    const remove = () =>
      call(adminProducts, `/api/admin/products/${id}`, {
        method: 'DELETE',
        headers: team.staff,
        params: { id },
      });
    const refused = await remove();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(refusalOf('deleteProducts'));
    await grantPermissions('packer', ['deleteProducts']);
    expect((await remove()).status).toBe(200);
  });
});

async function download(
  handler: typeof adminOrders,
  path: string,
  headers: Record<string, string>,
) {
  const response = await handler(new Request(`http://localhost:4321${path}`, { headers }), {
    ip: '192.0.2.9',
    params: {},
    waitUntil: () => undefined,
  });
  return { status: response.status, text: await response.text() };
}

describe('customer exports', () => {
  it.each([
    ['the orders CSV', adminOrders, '/api/admin/orders.csv'],
    ['the subscribers CSV', adminNewsletters, '/api/admin/subscribers.csv'],
    ['who asked for delivery', adminZones, '/api/admin/delivery-interest'],
  ])(
    'refuses %s to staff without the grant, and gives it once granted',
    async (_, handler, path) => {
      await placeTestOrder();
      const refused = await download(handler, path, team.staff);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text)).toEqual(refusalOf('customerExports'));
      expect((await download(handler, path, team.admin)).status).toBe(200);
      await grantPermissions('packer', ['customerExports']);
      expect((await download(handler, path, team.staff)).status).toBe(200);
    },
  );

  it('keeps the list itself (no export) open to staff', async () => {
    expect((await download(adminOrders, '/api/admin/orders', team.staff)).status).toBe(200);
  });
});

describe('granting permissions (PATCH /api/admin/users/{id})', () => {
  const patch = (id: string, json: unknown, headers: Record<string, string>) =>
    call(adminUsers, `/api/admin/users/${id}`, { method: 'PATCH', json, headers, params: { id } });

  it('lets an admin grant and withdraw, audited as user.permissions, seen at once', async () => {
    const packer = await findUserByUsername('packer');
    const id = packer?.id ?? '';
    const granted = await patch(id, { permissions: ['customerExports', 'refunds'] }, team.admin);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      username: 'packer',
      permissions: ['refunds', 'customerExports'],
    });
    const me = await call(currentUser, '/api/user', { headers: team.staff });
    expect(me.body).toMatchObject({ role: 'staff', permissions: ['refunds', 'customerExports'] });

    const entries = await auditLog.list();
    const entry = entries.findLast((logged) => logged.action === 'user.permissions');
    expect(entry).toMatchObject({
      actor: { username: 'owner' },
      target: `users/${id}`,
      before: { permissions: [] },
      after: { permissions: ['refunds', 'customerExports'] },
    });

    expect((await patch(id, { permissions: [] }, team.admin)).body).toMatchObject({
      permissions: [],
    });
    const order = await paidOrder();
    expect((await refund(order.id, team.staff)).status).toBe(403);
  });

  it('never lets staff grant themselves anything (the users area is for admins)', async () => {
    const packer = await findUserByUsername('packer');
    const id = packer?.id ?? '';
    const self = await patch(id, { permissions: ['refunds'] }, team.staff);
    expect(self.status).toBe(403);
    expect((await findUserByUsername('packer'))?.permissions).toEqual([]);
  });

  it('answers 400 for an unknown permission and 401 without a session', async () => {
    const id = (await findUserByUsername('packer'))?.id ?? '';
    const unknown = await patch(id, { permissions: ['everything'] }, team.admin);
    expect(unknown.status).toBe(400);
    expect((await patch(id, { permissions: [] }, {})).status).toBe(401);
  });

  it('reads an account stored before permissions existed as one with none', () => {
    const stored = UserSchema.parse({
      id: '00000000-0000-4000-8000-000000000000',
      username: 'old',
      role: 'staff',
      passwordHash: 'x',
      disabled: false,
      permissions: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      passwordChangedAt: '2026-01-01T00:00:00.000Z',
    });
    const before = Object.fromEntries(
      Object.entries(stored).filter(([field]) => field !== 'permissions'),
    );
    expect(UserSchema.parse(before).permissions).toEqual([]);
  });

  it('sends the grants with the login and current-user answers', async () => {
    await grantPermissions('packer', ['prices']);
    const admin = await call(currentUser, '/api/user', { headers: team.admin });
    expect(admin.body).toMatchObject({ role: 'admin', permissions: [] });
    const token = await logInAs('packer');
    const me = await call(currentUser, '/api/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.body).toMatchObject({ permissions: ['prices'] });
  });
});
