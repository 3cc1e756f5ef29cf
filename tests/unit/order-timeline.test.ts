import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../src/features/admin/orders/OrderTimeline.tsx';
import type { AdminOrderView } from '../../src/lib/orders/order.ts';

const at = '2026-11-20T01:00:00.000Z';

/** Only what timelineOf reads: an order with emails and nothing else on its timeline. */
function orderWithEmails(emails: AdminOrderView['emails']): AdminOrderView {
  return {
    history: [],
    emails,
    staffNotes: [],
    refunds: [],
    edits: [],
    moves: [],
  } as unknown as AdminOrderView;
}

describe('the order timeline’s emails', () => {
  it('never lists an email that only reached the outbox as if it went out', () => {
    const [kept, sent, older] = timelineOf(
      orderWithEmails([
        { at, kind: 'confirmation', to: 'a@example.nz', delivery: 'kept' },
        { at, kind: 'cancellation', to: 'a@example.nz', delivery: 'sent' },
        { at, kind: 'new_order_notice', to: 'shop@example.nz' },
      ]),
    );
    expect(kept).toMatchObject({
      title: 'Email: Order confirmation (saved to the outbox, not sent)',
      detail: 'To a@example.nz\nNo mail server is set up (SMTP_URL).',
    });
    expect(sent).toMatchObject({ title: 'Email: Cancellation notice', detail: 'To a@example.nz' });
    expect(older).toMatchObject({ title: 'Email: New-order notice' });
  });
});
