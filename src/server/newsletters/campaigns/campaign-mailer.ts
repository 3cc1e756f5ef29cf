import type { CampaignEmail } from '../../../lib/newsletters/campaign-email.ts';
import { oneLineOf } from '../../../lib/forms/plain-text.ts';
import { mailFrom, sendMail } from '../../mail/send-mail.ts';
import { pooledSmtpTransport } from '../../mail/smtp.ts';

/**
 * What became of one campaign email: accepted by the mail server, kept in the outbox (no mail
 * server is set up, so nobody got it), or refused and why.
 */
export type CampaignSendResult = { ok: true; kept: boolean } | { ok: false; error: string };

/** Sends a batch of campaign emails; close it when the batch is done. */
export interface CampaignMailer {
  send(to: string, email: CampaignEmail): Promise<CampaignSendResult>;
  close(): void;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * A mailer for one batch. With SMTP_URL: a pooled transport, `connections` SMTP connections for
 * the whole batch instead of one per email. A refusal is reported, never retried through the
 * outbox: a campaign email that failed is counted as failed (nobody gets it twice, or late).
 * Without SMTP_URL (`npm run dev`): sendMail keeps each email in the outbox and on the console,
 * and the campaign counts it as kept, not sent.
 */
export function openCampaignMailer(connections = 1): CampaignMailer {
  const transport = pooledSmtpTransport(connections);
  if (!transport) {
    return {
      async send(to, email) {
        const result = await sendMail({ to, ...email });
        if (result.status === 'failed') return { ok: false, error: result.error };
        return { ok: true, kept: result.status === 'kept' };
      },
      close() {
        // Nothing to close: the outbox is the store.
      },
    };
  }
  const from = mailFrom();
  return {
    async send(to, email) {
      try {
        const info = await transport.sendMail({
          from,
          to: oneLineOf(to),
          subject: oneLineOf(email.subject),
          text: email.text,
          html: email.html,
          headers: Object.fromEntries(
            Object.entries(email.headers).map(([name, value]) => [name, oneLineOf(value)]),
          ),
        });
        if (info.rejected.length > 0) return { ok: false, error: 'The mail server refused it' };
        return { ok: true, kept: false };
      } catch (error) {
        return { ok: false, error: describe(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
