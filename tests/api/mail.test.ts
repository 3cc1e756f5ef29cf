import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderConfirmationEmail } from '../../src/lib/emails/order-confirmation.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { sendMail } from '../../src/server/mail/send-mail.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';

runOnLocalBlobs();

const confirmation = orderConfirmationEmail(
  sampleOrderForEmail({ gift: { recipientName: 'Mere', message: '<script>x</script>' } }),
  SAMPLE_SHOP,
);
const message = {
  to: 'aroha@example.co.nz',
  replyTo: 'hello@cubekitchen.co.nz',
  ...confirmation,
};

async function outboxFor(subject: string) {
  return (await outbox.list()).filter((kept) => kept.subject === subject);
}

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: ['bounce@example.co.nz'] });
});
afterAll(async () => {
  await smtp.stop();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('sendMail over SMTP', () => {
  it('delivers both parts to the recipient, from MAIL_FROM, logging in with the URL', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('MAIL_FROM', 'Cube Kitchen Orders <orders@cubekitchen.co.nz>');
    const result = await sendMail(message);
    expect(result).toEqual({ status: 'sent', messageId: expect.any(String) as string });

    const mail = smtp.received.at(-1);
    expect(mail?.envelopeFrom).toBe('orders@cubekitchen.co.nz');
    expect(mail?.envelopeTo).toEqual(['aroha@example.co.nz']);
    expect(mail?.message.subject).toBe('Your Cube Kitchen order CK-10042');
    expect(mail?.message.from).toMatchObject({
      name: 'Cube Kitchen Orders',
      address: 'orders@cubekitchen.co.nz',
    });
    expect(mail?.message.replyTo).toEqual([
      expect.objectContaining({ address: 'hello@cubekitchen.co.nz' }),
    ]);
    // MIME encoding may end a part with one more line break; the content is otherwise the same.
    expect(mail?.message.text?.trimEnd()).toBe(confirmation.text.trimEnd());
    expect(mail?.message.html?.trimEnd()).toBe(confirmation.html);
    expect(mail?.message.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(await outboxFor(confirmation.subject)).toEqual([]);
  });

  it('sends from the shop address in content/site.json when MAIL_FROM is not set', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('MAIL_FROM', '');
    await sendMail({ ...message, subject: 'Default sender' });
    const mail = smtp.received.at(-1);
    expect(mail?.envelopeFrom).toBe('hello@cubekitchen.co.nz');
    expect(mail?.message.from).toMatchObject({ name: 'Cube Kitchen' });
  });

  it('keeps a refused message in the outbox as failed, with the error, and does not throw', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = 'Refused recipient';
    const result = await sendMail({ ...message, to: 'bounce@example.co.nz', subject });

    expect(result.status).toBe('failed');
    const [kept] = await outboxFor(subject);
    expect(result).toEqual({ status: 'failed', outboxId: kept?.id, error: kept?.error });
    expect(kept).toMatchObject({
      status: 'failed',
      to: ['bounce@example.co.nz'],
      text: confirmation.text,
      html: confirmation.html,
      replyTo: 'hello@cubekitchen.co.nz',
    });
    expect(kept?.error).toMatch(/550/);
    expect(kept?.id).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/);
  });

  it('keeps the message as failed when the login is refused', async () => {
    vi.stubEnv('SMTP_URL', smtp.url.replace('secret-password', 'wrong-password'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = 'Wrong SMTP password';
    const result = await sendMail({ ...message, subject });
    expect(result.status).toBe('failed');
    expect(await outboxFor(subject)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('keeps the message as failed when no server answers', async () => {
    const closed = await startTestSmtpServer();
    await closed.stop();
    vi.stubEnv('SMTP_URL', closed.url);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = 'Nobody listening';
    const result = await sendMail({ ...message, subject });
    expect(result).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/ECONNREFUSED/) as string,
    });
    expect(await outboxFor(subject)).toHaveLength(1);
  });
});

describe('header lines', () => {
  it('are one line: a line break in a subject or address never starts another header', async () => {
    vi.stubEnv('SMTP_URL', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const subject = 'New order from Aroha\r\nBcc: victim@evil.example';
    const result = await sendMail({ ...message, subject, replyTo: 'a@example.com\nBcc: x@y.z' });
    const [kept] = (await outbox.list()).filter((each) => each.subject.startsWith('New order'));
    expect(result).toEqual({ status: 'kept', outboxId: kept?.id });
    expect(kept?.subject).toBe('New order from Aroha  Bcc: victim@evil.example');
    expect(kept?.replyTo).toBe('a@example.com Bcc: x@y.z');
    const printed = info.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(printed).not.toMatch(/^Bcc:/m);
  });
});

describe('sendMail without SMTP_URL', () => {
  it('keeps the message in the outbox and prints a summary for the developer', async () => {
    vi.stubEnv('SMTP_URL', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const subject = 'Kept for development';
    const result = await sendMail({ ...message, subject });

    const [kept] = await outboxFor(subject);
    expect(result).toEqual({ status: 'kept', outboxId: kept?.id });
    expect(kept).toMatchObject({
      status: 'kept',
      error: null,
      from: '"Cube Kitchen" <hello@cubekitchen.co.nz>',
      to: ['aroha@example.co.nz'],
      html: confirmation.html,
    });
    const printed = info.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(printed).toContain('To: aroha@example.co.nz');
    expect(printed).toContain(`Subject: ${subject}`);
    expect(printed).toContain(confirmation.text);
    expect(printed).toContain(`outbox/${kept?.id ?? ''}`);
  });
});
