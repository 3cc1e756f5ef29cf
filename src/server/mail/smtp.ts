// The one place that reads SMTP_URL and opens connections to the mail server: order and account
// email (send-mail.ts), campaign batches (newsletters/campaigns/campaign-mailer.ts), the maintenance job's
// retries and the reports that say whether a mail server is set all ask here.
import nodemailer from 'nodemailer';

// Order emails go out after the answer, but the function must still end: give up well within
// its time limit (the maintenance job tries again).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** The mail server's address (SMTP_URL: smtp://user:pass@host:587 or smtps://…); null when unset. */
export function smtpUrl(): string | null {
  const url = process.env.SMTP_URL?.trim();
  if (!url) return null;
  return url;
}

/** Whether a mail server is set (SMTP_URL); without one every email waits in the outbox. */
export function mailServerConfigured(): boolean {
  return smtpUrl() !== null;
}

/**
 * One SMTP connection for one message, or null without a mail server: functions are
 * short-lived, so a pool would only linger. Close it when the message is sent.
 */
export function smtpTransport() {
  const url = smtpUrl();
  return url ? nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) : null;
}

/**
 * A pooled transport for a batch (a campaign's), `connections` SMTP connections shared by all
 * its messages, or null without a mail server. Close it when the batch is done.
 */
export function pooledSmtpTransport(connections: number) {
  const url = smtpUrl();
  if (!url) return null;
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    ...SMTP_TIMEOUTS,
  });
}
