// A change to an order whose instance (a separate OS process) is killed after the order was
// saved: before its follow-ups, or after them but before its open mark was removed. The
// maintenance job finishes it once the grace period is over: the derived records follow the
// order, its activity entry is logged once and its email sent once, and the system check
// counts it. Running the job again changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListPage } from '../../src/lib/admin/areas/orders.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { OPEN_CHANGE_GRACE_MS } from '../../src/server/orders/open-changes.ts';
import { runSystemCheck } from '../../src/server/system/system-check.ts';
import { getOrder, orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { checkoutOrderIn } from '../fixtures/checkout-orders.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { callUntilCrash, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { openPapamoaSlots, type OpenSlot } from '../fixtures/orders.ts';
import { useTestSmtpServer } from '../fixtures/smtp.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import adminOrders from '../../netlify/functions/admin-orders.mts';

runOnLocalBlobs();
const smtp = useTestSmtpServer();
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});
let slot: OpenSlot;
beforeAll(async () => {
  const [first] = await openPapamoaSlots();
  if (!first) throw new Error('No open Papamoa slot');
  slot = first;
});

/** The keys a change's follow-ups write first: derived records, activity entry, email claims. */
const FOLLOW_UPS =
  /^(order-list|order-search|customers|customer-of-order|order-email-claims|audit|activity-index)\//;
/** The open mark of a change, removed last. */
const OPEN_MARK = /^order-changes-open\//;

const NEW_ADDRESS = {
  line1: '9 Matai Rise',
  suburb: 'Papamoa',
  city: 'Tauranga',
  postcode: '3118',
};

/** An edit of the order to five packs at a new address, as an instance sends it. */
async function editCall(order: Order): Promise<InstanceCall> {
  const stored = await orders.getRevisioned(order.id);
  return {
    handler: functionModule('admin-orders'),
    path: `/api/admin/orders/${order.id}/edit`,
    options: {
      json: {
        revision: stored?.revision,
        items: [{ productId: 'beef-bolognese', quantity: 5 }],
        customer: order.customer,
        address: NEW_ADDRESS,
      },
      headers: team.staff,
      params: { id: order.id },
    },
  };
}

const maintenanceAt = (now: Date) =>
  runMaintenance({ origin: SITE_ORIGIN, afterAnswer: () => undefined, now });
const later = () => new Date(Date.now() + OPEN_CHANGE_GRACE_MS + 60_000);

const editEntries = async (orderId: string) =>
  (await auditLog.list()).filter(
    (entry) => entry.target === `orders/${orderId}` && entry.action === 'order.update',
  );
const amountDueMails = (to: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(to) && (mail.message.subject ?? '').includes('has changed'),
  );
async function foundBy(q: string): Promise<string[]> {
  const { body } = await call(adminOrders, `/api/admin/orders?q=${encodeURIComponent(q)}`, {
    headers: team.staff,
  });
  return (body as OrderListPage).orders.map((row) => row.id);
}

describe('a change killed after its save', { timeout: 120_000 }, () => {
  it('is finished by the maintenance job after the grace period: one entry, one email, search follows', async () => {
    const order = await checkoutOrderIn(slot);
    await callUntilCrash(await editCall(order), FOLLOW_UPS);
    const saved = await getOrder(order.id);
    expect(saved?.lines[0]?.quantity).toBe(5);
    expect(saved?.changes.map((change) => change.kind)).toEqual(['edited']);
    expect(amountDueMails(order.customer.email)).toHaveLength(0);

    // Within the grace period the request may still be at work: nothing is finished.
    expect((await maintenanceAt(new Date())).finishedChanges).toBe(0);
    const jobRanAt = later();
    const report = await maintenanceAt(jobRanAt);
    expect(report.finishedChanges).toBe(1);
    expect(await editEntries(order.id)).toHaveLength(1);
    expect(amountDueMails(order.customer.email)).toHaveLength(1);
    expect(await foundBy('matai')).toContain(order.id);
    expect(await foundBy('pacific')).not.toContain(order.id);

    // Again: nothing more to do, nothing logged or sent twice.
    expect((await maintenanceAt(later())).finishedChanges).toBe(0);
    expect(await editEntries(order.id)).toHaveLength(1);
    expect(amountDueMails(order.customer.email)).toHaveLength(1);

    // The check is read when the job ran, six minutes on: a repair is counted on its NZ day, and
    // read at the real time just before NZ midnight it would fall on tomorrow and count 0.
    const line = (await runSystemCheck(jobRanAt)).lines.find(
      (one) => one.id === 'order-change-repairs',
    );
    expect(line).toMatchObject({
      status: 'ok',
      summary: expect.stringMatching(/^1 in the last 7 days/) as string,
    });
  });

  it('killed after its follow-ups but before its mark went: the job redoes them without a second entry or email', async () => {
    const order = await checkoutOrderIn(slot);
    await callUntilCrash(await editCall(order), OPEN_MARK, 'DELETE');
    expect(await editEntries(order.id)).toHaveLength(1);
    expect(amountDueMails(order.customer.email)).toHaveLength(1);
    const report = await maintenanceAt(later());
    expect(report.finishedChanges).toBe(1);
    expect(await editEntries(order.id)).toHaveLength(1);
    expect(amountDueMails(order.customer.email)).toHaveLength(1);
  });
});
