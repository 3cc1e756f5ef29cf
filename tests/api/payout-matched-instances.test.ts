// A payout marked matched by several staff at once, each request in its own OS process (function
// instances sharing no memory) against the real local Blobs server and the Stripe stand-in: one
// mark is kept and logged (every store answer late, so the marks overlap), the others are told it was marked already, and nothing is overwritten.
import { describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import type { PayoutDetail } from '../../src/lib/accounts/books-answers.ts';
import { auditLog } from '../../src/server/audit.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

const blobs = runOnLocalBlobs();
const standIn = useStripeWithWebhook(webhookHandler, 'whsec_test_payout_instances');
const team = signedInTeam(() => seedShop());
const MARKS = 8;

describe('a payout marked matched by several instances at once', () => {
  it('keeps one mark and logs it once; the others are told it was marked already', async () => {
    const day = (await deliveryOptions({ postcode: '3118' })).days[0];
    const slot = { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' };
    const request = papamoaOrderRequest(slot, {
      paymentMethod: 'card',
      items: [{ productId: 'beef-bolognese', quantity: 2 }],
    });
    const placed = await call(ordersHandler, '/api/orders', { json: request });
    expect(placed.status).toBe(201);
    const { paymentUrl } = placed.body as { paymentUrl: string };
    expect((await fetch(paymentUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const { id } = standIn().payOut().payout;

    // Every store answer a little late, so the marks' reads and writes overlap.
    blobs.setFaults({ rate: 1, seed: 7, kinds: ['delay'], maxDelayMs: 200 });
    const notes = Array.from({ length: MARKS }, (_, index) => `Matched by clerk ${String(index)}`);
    const answers = await callFromInstances(
      notes.map((note) => ({
        handler: functionModule('admin-books'),
        path: `/api/admin/accounts/payouts/${id}/matched`,
        options: { headers: team.admin, params: { id }, json: { note } },
      })),
      { instances: MARKS },
    );
    blobs.setFaults(null);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: MARKS - 1 }, () => 409),
    ]);
    const kept = answers.find((answer) => answer.status === 200)?.body as PayoutDetail;
    const keptNote = kept.payout.matched?.note;
    expect(notes).toContain(keptNote);

    const logged = (await auditLog.list()).filter((entry) => entry.action === 'payout.matched');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.after).toMatchObject({ payoutId: id, note: keptNote });
  });
});
