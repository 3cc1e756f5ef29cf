import type { SendMailOptions } from 'nodemailer';
import { oneLineOf } from '../../lib/forms/plain-text.ts';
import { siteConfig } from '../content/content.ts';
import { keepInOutbox, type OutboxMessage } from './outbox.ts';
import { scheduleMailRetry } from './retries.ts';
import { mailServerConfigured, smtpTransport } from './smtp.ts';

/** One email to send: both a plain-text and an HTML part, as the order templates give. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  /** Extra headers, e.g. List-Unsubscribe on marketing email (listUnsubscribeHeaders). */
  headers?: Record<string, string> | undefined;
}

/**
 * What happened to a message. `sent`: the SMTP server accepted it. `kept`: no SMTP server is
 * configured, so it is in the outbox and on the console. `failed`: SMTP refused it or could not
 * be reached; it is in the outbox with the error (`outboxId` is null only if even that failed)
 * and the maintenance job tries it again later.
 */
export type SendMailResult =
  | { status: 'sent'; messageId: string }
  | { status: 'kept'; outboxId: string }
  | { status: 'failed'; outboxId: string | null; error: string };

/** The sender: MAIL_FROM, or the shop's name and address from content/site.json. */
export function mailFrom(): string {
  const configured = process.env.MAIL_FROM?.trim();
  if (configured) return configured;
  const site = siteConfig();
  return `"${site.name.replaceAll('"', '')}" <${site.email}>`;
}

/** Sends one message over its own connection (smtpTransport); throws without a mail server. */
async function sendOverSmtp(mail: SendMailOptions) {
  const transport = smtpTransport();
  if (!transport) throw new Error('SMTP_URL is not set');
  try {
    const info = await transport.sendMail(mail);
    if (info.rejected.length > 0) {
      throw new Error(`The mail server refused ${info.rejected.map(String).join(', ')}`);
    }
    return info;
  } finally {
    transport.close();
  }
}

/** The SMTP form of a message: both parts, the reply address only when there is one. */
function smtpMail(message: {
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
}): SendMailOptions {
  const { from, to, subject, text, html, replyTo, headers } = message;
  return {
    from,
    to,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

/**
 * Sends a message kept in the outbox again, through SMTP_URL; throws if it still cannot be
 * sent (or no mail server is configured), for mail/retries.ts.
 */
export async function resendFromOutbox(message: OutboxMessage): Promise<void> {
  await sendOverSmtp(smtpMail(message));
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function consoleSummary(message: OutboxMessage): string {
  return [`To: ${message.to.join(', ')}`, `Subject: ${message.subject}`, '', message.text].join(
    '\n',
  );
}

/** Keeps a message that was not sent; if even that fails, the console is the last record. */
async function keep(
  message: Omit<OutboxMessage, 'id' | 'createdAt'>,
): Promise<{ stored: OutboxMessage | null; storeError: string | null }> {
  try {
    return { stored: await keepInOutbox(message), storeError: null };
  } catch (error) {
    console.error('[mail] Could not keep a message in the outbox', error);
    console.error(
      `[mail] The message that was not kept:\n${consoleSummary({ ...message, id: '', createdAt: '' })}`,
    );
    return { stored: null, storeError: describeError(error) };
  }
}

/** Schedules another try; if even that cannot be stored, the outbox still has the message. */
async function scheduleRetry(outboxId: string): Promise<void> {
  try {
    await scheduleMailRetry(outboxId);
  } catch (error) {
    console.error(`[mail] Could not schedule another try of outbox/${outboxId}`, error);
  }
}

/**
 * Sends an email through SMTP_URL (smtp://user:pass@host:587 or smtps://…). Without SMTP_URL the
 * message goes to the outbox and the console, for `npm run dev`. Never throws: a failure is
 * kept in the outbox as `failed` and reported in the result, so placing an order never fails
 * because an email did.
 */
export async function sendMail(message: MailMessage): Promise<SendMailResult> {
  // Header values are one line: a line break there could start a forged header (or log line).
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map(oneLineOf);
  const envelope = {
    from: mailFrom(),
    to,
    replyTo: message.replyTo ? oneLineOf(message.replyTo) : null,
    subject: oneLineOf(message.subject),
    text: message.text,
    html: message.html,
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [name, oneLineOf(value)]),
    ),
  };
  if (!mailServerConfigured()) {
    const { stored, storeError } = await keep({ ...envelope, status: 'kept', error: null });
    if (!stored) return { status: 'failed', outboxId: null, error: storeError ?? 'Not kept' };
    console.info(
      `[mail] SMTP_URL is not set, so this email was not sent; it is kept as outbox/${stored.id}\n${consoleSummary(stored)}`,
    );
    return { status: 'kept', outboxId: stored.id };
  }

  try {
    const info = await sendOverSmtp(smtpMail(envelope));
    return { status: 'sent', messageId: info.messageId };
  } catch (error) {
    const reason = describeError(error);
    console.error(`[mail] Sending "${envelope.subject}" to ${to.join(', ')} failed: ${reason}`);
    const { stored, storeError } = await keep({ ...envelope, status: 'failed', error: reason });
    if (stored) await scheduleRetry(stored.id);
    return {
      status: 'failed',
      outboxId: stored?.id ?? null,
      error: storeError ? `${reason}; not kept in the outbox: ${storeError}` : reason,
    };
  }
}
