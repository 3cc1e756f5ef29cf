// Emails go out after the order's answer, and a message the mail server refused is tried again
// by the maintenance job until it goes through (or has had all its tries).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import {
  MAX_MAIL_ATTEMPTS,
  mailRetries,
  retryDelayMs,
  retryFailedMail,
} from '../../src/server/mail/retries.ts';
import { resendFromOutbox, sendMail } from '../../src/server/mail/send-mail.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { startTestSmtpServer } from '../fixtures/smtp.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const message = (subject: string) => ({
  to: 'aroha@example.co.nz',
  subject,
  text: 'Kia ora',
  html: '<p>Kia ora</p>',
});

async function failedMessage(subject: string) {
  const closed = await startTestSmtpServer();
  await closed.stop();
  vi.stubEnv('SMTP_URL', closed.url);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const result = await sendMail(message(subject));
  if (result.status !== 'failed' || !result.outboxId) throw new Error('Expected a failed send');
  return result.outboxId;
}

describe('failed emails', () => {
  it('are scheduled for another try, and sent once the mail server is back', async () => {
    const outboxId = await failedMessage(`Retry ${randomUUID()}`);
    const retry = await mailRetries.get(outboxId);
    expect(retry).toMatchObject({ attempts: 1 });

    const smtp = await startTestSmtpServer();
    vi.stubEnv('SMTP_URL', smtp.url);
    // Not yet due: left alone.
    expect((await retryFailedMail(resendFromOutbox)).sent).toEqual([]);
    const due = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect((await retryFailedMail(resendFromOutbox, due)).sent).toEqual([outboxId]);
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.get(outboxId))?.status).toBe('sent');
    expect(await mailRetries.get(outboxId)).toBeNull();
    await smtp.stop();
  });

  it('wait longer after each failure, and are left for staff after the last try', async () => {
    const outboxId = await failedMessage(`Give up ${randomUUID()}`);
    let now = Date.now();
    const refuse = () => Promise.reject(new Error('421 Try again later'));
    for (let attempts = 1; attempts < MAX_MAIL_ATTEMPTS; attempts += 1) {
      now += retryDelayMs(attempts) + 1000;
      const report = await retryFailedMail(refuse, new Date(now));
      const last = attempts === MAX_MAIL_ATTEMPTS - 1;
      expect(report[last ? 'gaveUp' : 'failedAgain']).toEqual([outboxId]);
    }
    expect(await mailRetries.get(outboxId)).toBeNull();
    expect(await outbox.get(outboxId)).toMatchObject({
      status: 'failed',
      error: '421 Try again later',
    });
    expect(retryDelayMs(1)).toBe(5 * 60 * 1000);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('order emails', () => {
  it('never hold the answer to the shopper: a slow mail server is waited for after it', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    const smtp = await startTestSmtpServer({ holdMessagesUntil: held });
    vi.stubEnv('SMTP_URL', smtp.url);
    const day = (await deliveryOptions({ postcode: '3118' })).days[0];
    const body = papamoaOrderRequest({
      date: day?.date ?? '',
      slotId: day?.slots[0]?.slotId ?? '',
    });
    const afterAnswer: Promise<unknown>[] = [];
    const response = await ordersHandler(
      new Request(`${SITE_ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
        body: JSON.stringify(body),
      }),
      { ip: '198.51.100.77', params: {}, waitUntil: (work) => afterAnswer.push(work) },
    );
    // The order is answered while the mail server still holds the first email.
    expect(response.status).toBe(201);
    expect(afterAnswer).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);

    release(undefined);
    await Promise.all(afterAnswer);
    expect(smtp.received).toHaveLength(2);
    await smtp.stop();
  });
});
