import { z } from 'zod';

/**
 * What became of an email (src/server/mail/send-mail.ts): `sent` (the mail server took it),
 * `kept` (no mail server is set, so it waits in the outbox) or `failed` (the server refused it or
 * could not be reached; it is tried again later).
 */
export const MailDeliverySchema = z.enum(['sent', 'kept', 'failed']);
export type MailDelivery = z.output<typeof MailDeliverySchema>;

/** How the order timeline labels an email that did not leave (nothing for one that did). */
export const MAIL_DELIVERY_LABELS: Readonly<Record<MailDelivery, string | null>> = {
  sent: null,
  kept: 'saved to the outbox, not sent',
  failed: 'not sent yet',
};

/** Why an email was not sent, beside its label (MAIL_DELIVERY_LABELS); null when it was. */
export function mailDeliveryNote(delivery: MailDelivery): string | null {
  if (delivery === 'sent') return null;
  if (delivery === 'kept') return 'No mail server is set up (SMTP_URL).';
  return 'The mail server refused it or could not be reached; it is tried again later.';
}

/** The toast after staff sent an email: sent, saved to the outbox, or not sent yet. */
export function mailOutcomeToast(
  what: string,
  to: string,
  delivery: MailDelivery,
): { title: string; description: string; variant: 'default' | 'destructive' } {
  const capital = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  if (delivery === 'sent') {
    return { title: `${capital} sent`, description: `To ${to}.`, variant: 'default' };
  }
  if (delivery === 'kept') {
    return {
      title: `${capital} saved to the outbox`,
      description: `Not sent to ${to}: no mail server is set up (SMTP_URL).`,
      variant: 'default',
    };
  }
  return {
    title: `${capital} not sent yet`,
    description: `The mail server refused it or could not be reached; it is tried again later for ${to}.`,
    variant: 'destructive',
  };
}
