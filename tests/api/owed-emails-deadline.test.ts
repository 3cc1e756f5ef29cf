// An email an order owes, sent inside a scheduled run's store deadline, against the real local
// Blobs server (no SMTP: the outbox is the mail server). With less time left than an email needs
// to be sent and noted, it is not begun: no claim, nothing kept, and the run says why; the next
// run, with time, sends it once. Begun with time, it is sent and noted, so no later run sends it.
import { describe, expect, it } from 'vitest';
import { withStoreDeadline } from '../../src/server/blobs/store-deadline.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { EMAIL_HEADROOM_MS, sendOwedEmailsOnce } from '../../src/server/orders/placement-emails.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs({ faults: null });

const owed = (subject: string) => [
  {
    kind: 'confirmation' as const,
    message: {
      to: 'aroha@example.nz',
      subject,
      text: 'Thank you for your order.',
      html: '<p>Thank you for your order.</p>',
    },
  },
];

const kept = async (subject: string) =>
  (await outbox.list()).filter((message) => message.subject === subject).length;

describe('an owed email inside a store deadline', () => {
  it('is not begun with too little time left, and the next run sends it once', async () => {
    const subject = 'Your Cube Kitchen order CK-90001';
    const late = withStoreDeadline(Date.now() + EMAIL_HEADROOM_MS - 500, () =>
      sendOwedEmailsOnce('order-headroom', owed(subject)),
    );
    await expect(late).rejects.toThrow(/confirmation \(no time left in this run\)/);
    expect(await kept(subject)).toBe(0);

    await withStoreDeadline(Date.now() + 20_000, () =>
      sendOwedEmailsOnce('order-headroom', owed(subject)),
    );
    await withStoreDeadline(Date.now() + 20_000, () =>
      sendOwedEmailsOnce('order-headroom', owed(subject)),
    );
    expect(await kept(subject)).toBe(1);
  });
});
