// An email an order owes once, sent by a sender whose mark on its claim the store refused: the
// email left and the order's timeline records it, but the claim stayed unmarked. Once the claim's
// lease is over, the next sender (the maintenance job's recovery) takes it over: it must read the
// timeline and not send a second copy. Found under load by checkout-retry-instances.test.ts (the
// shop's new-order notice twice, the second from the recovery a lease later). The timeline names
// each email's claim, so an email owed per change (a refund's credit note) is found as well.
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/mail/outbox.ts';
import { getOrder, orders } from '../../src/server/orders/orders.ts';
import {
  ORDER_EMAIL_CLAIM_GRACE_MS,
  sendOwedEmailsOnce,
} from '../../src/server/orders/placement-emails.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const blobs = runOnLocalBlobs({ faults: null });

const owed = (subject: string, claimKey?: string) => [
  {
    kind: 'confirmation' as const,
    message: {
      to: AROHA.email,
      subject,
      text: 'Thank you for your order.',
      html: '<p>Thank you for your order.</p>',
    },
    ...(claimKey ? { claimKey } : {}),
  },
];

const kept = async (subject: string) =>
  (await outbox.list()).filter((message) => message.subject === subject).length;

/** Refuses every write of the claim after the first (the claim is taken; its mark is not). */
function refuseMarks(claimKey: string): void {
  let writes = 0;
  blobs.setFaults({
    rate: 0,
    pick: (call) => {
      if (call.method !== 'PUT' || !call.key.endsWith(claimKey)) return null;
      writes += 1;
      return writes > 1 ? 'refuse' : null;
    },
  });
}

describe('an owed email whose claim could not be marked', () => {
  it('is not sent again by whoever takes the old claim over, since the timeline says it went', async () => {
    const placedAt = new Date();
    const order = sampleOrder(AROHA, placedAt);
    await orders.update(order.id, () => order);
    const subject = `Your Cube Kitchen order ${order.number}`;

    refuseMarks(`${order.id}/confirmation`);
    await sendOwedEmailsOnce(order.id, owed(subject), placedAt);
    blobs.setFaults(null);
    expect(await kept(subject)).toBe(1);
    expect((await getOrder(order.id))?.emails.map((email) => email.kind)).toEqual(['confirmation']);

    const later = new Date(placedAt.getTime() + ORDER_EMAIL_CLAIM_GRACE_MS + 1_000);
    await sendOwedEmailsOnce(order.id, owed(subject), later);
    await sendOwedEmailsOnce(order.id, owed(subject), later);
    expect(await kept(subject)).toBe(1);
    expect((await getOrder(order.id))?.emails).toHaveLength(1);
  });

  it('owed once per change, is not sent again either: the timeline names the claim it went under', async () => {
    const placedAt = new Date();
    const order = sampleOrder(AROHA, placedAt);
    await orders.update(order.id, () => order);
    const subject = `Your Cube Kitchen order ${order.number} (per change)`;
    const claimKey = `${order.id}/change-1/confirmation`;

    refuseMarks(claimKey);
    await sendOwedEmailsOnce(order.id, owed(subject, claimKey), placedAt);
    blobs.setFaults(null);
    const later = new Date(placedAt.getTime() + ORDER_EMAIL_CLAIM_GRACE_MS + 1_000);
    await sendOwedEmailsOnce(order.id, owed(subject, claimKey), later);
    expect(await kept(subject)).toBe(1);

    // Another change's email of the same kind is its own: it goes.
    const secondKey = `${order.id}/change-2/confirmation`;
    await sendOwedEmailsOnce(order.id, owed(subject, secondKey), later);
    expect(await kept(subject)).toBe(2);
    expect((await getOrder(order.id))?.emails.map((email) => email.claim)).toEqual([
      claimKey,
      secondKey,
    ]);
  });
});
