// Issue 22, finding 8: the stock history names who moved an order's stock. A cancellation or a
// refund by staff names that staff member (it once said "Shopper"); the shopper is named only for
// their own checkout and card payment; the maintenance job names itself.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { movementByLabel, type StockMovement } from '../../src/lib/inventory/movements.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { watchCardPayment } from '../../src/server/orders/card-payment-watch.ts';
import { cardPaymentHandlers } from '../../src/server/orders/card-payments.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { openPlacement, PLACEMENT_GRACE_MS } from '../../src/server/orders/placements.ts';
import { recoverPlacements, settleCardPayments } from '../../src/server/orders/recovery.ts';
import { reserveStock } from '../../src/server/inventory/order-stock.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { movementPage } from '../../src/server/inventory/stock-history.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

const act = (orderId: string, action: string, json: unknown, headers: Record<string, string>) =>
  call(adminOrders, `/api/admin/orders/${orderId}/${action}`, {
    json,
    headers,
    params: { id: orderId },
  });

/** The product's movements for one order, newest first. */
async function movementsOfOrder(productId: string, orderId: string): Promise<StockMovement[]> {
  const page = await movementPage(productId);
  return page.movements.filter((movement) => movement.orderId === orderId);
}

const SHOPPER = { kind: 'shopper', name: 'Shopper' };
const MAINTENANCE = { kind: 'system', id: 'maintenance', name: 'Maintenance job' };

describe('who the stock history names for an order', () => {
  it('names the staff member who cancelled, and the shopper for the checkout', async () => {
    await setStockLevel('butter-chicken', 30);
    const order = await placeTestOrder({ items: [{ productId: 'butter-chicken', quantity: 3 }] });
    expect((await act(order.id, 'status', { status: 'cancelled' }, team.staff)).status).toBe(200);
    const [released, placed] = await movementsOfOrder('butter-chicken', order.id);
    expect(released).toMatchObject({
      kind: 'order_released',
      by: { kind: 'staff', name: 'packer' },
    });
    expect(placed).toMatchObject({ kind: 'order', by: SHOPPER });
    expect(released && movementByLabel(released)).toBe('packer');
    expect(placed && movementByLabel(placed)).toBe('Shopper');
  });

  it('names the admin who refunded a paid order in full', async () => {
    await setStockLevel('beef-bolognese', 30);
    const order = await placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    const paid = { status: 'paid', receivedOn: nzDateOf(new Date()) };
    expect((await act(order.id, 'status', paid, team.staff)).status).toBe(200);
    const refund = { amountCents: order.totals.totalCents };
    expect((await act(order.id, 'refund', refund, team.admin)).status).toBe(200);
    const [released] = await movementsOfOrder('beef-bolognese', order.id);
    expect(released).toMatchObject({
      kind: 'order_released',
      by: { kind: 'staff', name: 'owner' },
    });
  });

  it('names the shopper when their card payment ran out unpaid', async () => {
    await setStockLevel('thai-green-curry', 30);
    const order = await placeTestOrder({
      items: [{ productId: 'thai-green-curry', quantity: 1 }],
      paymentMethod: 'card',
    });
    const sessionId = `cs_test_${randomUUID()}`;
    await orders.update(order.id, (current) => {
      if (!current) throw new Error('The order vanished');
      return { ...current, payment: { ...current.payment, stripeSessionId: sessionId } };
    });
    await cardPaymentHandlers.expired(order.id, sessionId);
    const [released] = await movementsOfOrder('thai-green-curry', order.id);
    expect(released).toMatchObject({ kind: 'order_released', by: SHOPPER });
  });

  it('names the system when the maintenance job gives back an abandoned checkout', async () => {
    await setStockLevel('lamb-rogan-josh', 30);
    const orderId = randomUUID();
    const lines = [{ productId: 'lamb-rogan-josh', quantity: 2 }];
    await openPlacement({
      orderId,
      startedAt: new Date().toISOString(),
      paymentMethod: 'bank_transfer',
      lines,
      slot: { date: '2026-12-03', slotId: 'tauranga-thu-pm' },
    });
    expect(await reserveStock(lines, orderId)).toEqual({ ok: true });
    const pastGrace = new Date(Date.now() + PLACEMENT_GRACE_MS + 60_000);
    expect((await recoverPlacements(pastGrace, SITE_ORIGIN)).released).toContain(orderId);
    const [released] = await movementsOfOrder('lamb-rogan-josh', orderId);
    expect(released).toMatchObject({ kind: 'order_released', by: MAINTENANCE });
    expect(released && movementByLabel(released)).toBe('System (Maintenance job)');
  });

  it('names the system when the maintenance job cancels a card payment never started', async () => {
    await setStockLevel('chicken-cacciatore', 30);
    const order = await placeTestOrder({
      items: [{ productId: 'chicken-cacciatore', quantity: 1 }],
      paymentMethod: 'card',
    });
    await watchCardPayment(order.id, new Date(Date.now() - 60 * 60 * 1000));
    expect(await settleCardPayments(new Date(), SITE_ORIGIN, () => undefined)).toContain(order.id);
    const [released] = await movementsOfOrder('chicken-cacciatore', order.id);
    expect(released).toMatchObject({ kind: 'order_released', by: MAINTENANCE });
  });
});

describe('movements recorded before `by` was kept', () => {
  const old = {
    seq: 1,
    causeId: 'x',
    productId: 'beef-bolognese',
    at: new Date().toISOString(),
    quantity: 1,
    level: 1,
    actor: null,
  };

  it('name the shopper for an order placed, and do not guess who gave stock back', () => {
    expect(movementByLabel({ ...old, kind: 'order', orderId: 'o-1' })).toBe('Shopper');
    expect(movementByLabel({ ...old, kind: 'order_released', orderId: 'o-1' })).toBe(
      'Not recorded',
    );
    expect(movementByLabel({ ...old, kind: 'adjustment' })).toBe('Shop');
  });
});
