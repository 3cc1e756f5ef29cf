import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import type { MailSender } from '../newsletters/marketing-footer.ts';
import { CONFIRMATION_LINK_LIFETIME_TEXT } from '../newsletters/confirmation-timing.ts';
import type { SignupSource } from '../newsletters/signup-confirmation.ts';
import { link, paragraph, paragraphHtml } from './html.ts';
import { letterEmail } from './letter.ts';
import type { EmailContent } from './order-email.ts';

/** What the confirmation email needs to know. */
export interface ConfirmSubscriptionFacts {
  email: string;
  name: string;
  /** The topics asked for; undefined when the contact form's box asked (it offers none). */
  preferences?: readonly NewsletterPreference[] | undefined;
  source: SignupSource;
  /** The signed `/newsletter/confirm?token=…` address. */
  confirmUrl: string;
}

function topicsLine(preferences: readonly NewsletterPreference[] | undefined): string | null {
  if (!preferences) return null;
  const labels = NEWSLETTER_PREFERENCES.filter(({ id }) => preferences.includes(id)).map(
    ({ label }) => label,
  );
  return labels.length > 0 ? `Topics asked for: ${labels.join(', ')}.` : null;
}

/**
 * The double opt-in email: someone asked for this address to get the newsletter; only its owner,
 * following the link, subscribes it. Not marketing itself, so it offers nothing but the question.
 */
export function confirmSubscriptionEmail(
  facts: ConfirmSubscriptionFacts,
  sender: MailSender,
): EmailContent {
  const subject = `Please confirm your ${sender.name} newsletter subscription`;
  const greeting = `Kia ora ${facts.name},`;
  const where = facts.source === 'contact-form' ? 'our contact form' : 'our website';
  const asked = `Someone, hopefully you, asked on ${where} for ${facts.email} to get the ${sender.name} newsletter.`;
  const topics = topicsLine(facts.preferences);
  const action = `To subscribe, confirm within ${CONFIRMATION_LINK_LIFETIME_TEXT}:`;
  const ignore =
    "Didn't ask for this? Ignore this email: you won't be subscribed, and nothing about you changes.";
  const contact = {
    text: `Questions? Write to ${sender.email}.`,
    html: paragraphHtml(`Questions? Write to ${link(`mailto:${sender.email}`, sender.email)}.`),
  };
  const confirm = {
    text: `${action} ${facts.confirmUrl}`,
    html: paragraph(action) + paragraphHtml(link(facts.confirmUrl, 'Yes, subscribe me')),
  };
  const parts = [asked, ...(topics ? [topics] : []), confirm, ignore, contact];
  return letterEmail({ subject, greeting, parts, sender });
}
