// The mail server the browser tests' production-like shop sends through (SMTP_URL), started by
// Playwright as a web server: a real SMTP server (tests/fixtures/smtp.ts) on E2E_SMTP_PORT that
// saves every message it receives (to, subject, text) under SMTP_MAILBOX, where keptEmailsTo
// reads them beside the outbox.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestSmtpServer } from '../fixtures/smtp.ts';
import { SMTP_MAILBOX, SMTP_STAND_IN_PORT } from './fixtures/smtp-stand-in.ts';

await rm(SMTP_MAILBOX, { recursive: true, force: true });
await mkdir(SMTP_MAILBOX, { recursive: true });
const server = await startTestSmtpServer({
  port: SMTP_STAND_IN_PORT,
  pass: 'e2e-smtp-password',
  async onReceived({ envelopeTo, message }) {
    const mail = { to: envelopeTo, subject: message.subject ?? '', text: message.text ?? '' };
    const name = `${new Date().toISOString()}_${randomUUID()}.json`;
    await writeFile(join(SMTP_MAILBOX, name), JSON.stringify({ data: mail }));
  },
});
console.log(`SMTP stand-in at ${server.url}, saving to ${SMTP_MAILBOX}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
