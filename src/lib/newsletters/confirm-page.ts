// The public /newsletter/confirm page, in the site's shell (newsletter-page-shell.ts). The
// emailed link opens a question with one button (a POST): mail scanners that open every link
// in a message must not subscribe anyone, only the person pressing the button does.
import type { SiteConfig } from '../content/content.ts';
import { escapeHtml } from '../emails/html.ts';
import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import type { MailSender } from './marketing-footer.ts';
import { CONFIRMATION_LINK_LIFETIME_TEXT } from './confirmation-timing.ts';
import { newsletterPageHtml } from './newsletter-page-shell.ts';

/** What the page shows. */
export type ConfirmPageView =
  /** The question: subscribe this (masked) address, to these topics? */
  | {
      kind: 'ask';
      maskedEmail: string;
      preferences: readonly NewsletterPreference[] | undefined;
    }
  | { kind: 'subscribed' }
  | { kind: 'already-confirmed' }
  | { kind: 'replaced' }
  | { kind: 'expired' }
  | { kind: 'invalid-link' };

function topicsText(preferences: readonly NewsletterPreference[] | undefined): string {
  if (!preferences) return '';
  const labels = NEWSLETTER_PREFERENCES.filter(({ id }) => preferences.includes(id)).map(
    ({ label }) => label,
  );
  return labels.length > 0 ? `<p>Topics: ${escapeHtml(labels.join(', '))}.</p>` : '';
}

function writeTo(sender: MailSender): string {
  const email = escapeHtml(sender.email);
  return `<a href="mailto:${email}">${email}</a>`;
}

function mainContent(view: ConfirmPageView, action: string, sender: MailSender): string {
  const name = escapeHtml(sender.name);
  switch (view.kind) {
    case 'ask':
      return (
        `<h1>Subscribe ${escapeHtml(view.maskedEmail)} to the ${name} newsletter?</h1>` +
        `<p>We'll email you about new meals, recipe ideas and offers. Every email has a link to unsubscribe.</p>` +
        topicsText(view.preferences) +
        `<form method="post" action="${escapeHtml(action)}">` +
        `<button class="primary" type="submit">Yes, subscribe me</button>` +
        `</form>` +
        `<p>Didn't ask for this? Just close this page: nothing changes.</p>`
      );
    case 'subscribed':
      return (
        `<h1>You're subscribed</h1>` +
        `<p>Thanks for confirming. You'll be the first to know about new meals and promotions; a welcome email is on its way.</p>` +
        `<p><a href="/meals">Browse our meals</a></p>`
      );
    case 'already-confirmed':
      return (
        `<h1>You've already confirmed</h1>` +
        `<p>This link was used before, so there is nothing more to do. Every email from us has a link to unsubscribe or change your topics.</p>` +
        `<p><a href="/">Back to the shop</a></p>`
      );
    case 'replaced':
      return (
        `<h1>This confirmation link is no longer valid</h1>` +
        `<p>A newer confirmation email replaced it. Use the link in the newest email from us, or <a href="/#newsletter">sign up again</a>. ` +
        `Questions? Write to ${writeTo(sender)}.</p>`
      );
    case 'expired':
      return (
        `<h1>This confirmation link has expired</h1>` +
        `<p>Links work for ${CONFIRMATION_LINK_LIFETIME_TEXT}. <a href="/#newsletter">Sign up again</a> and we'll send a new one, ` +
        `or write to ${writeTo(sender)}.</p>`
      );
    case 'invalid-link':
      return (
        `<h1>This confirmation link is not valid</h1>` +
        `<p>It may have been cut short or changed. Copy the whole link from the email, or write to ` +
        `${writeTo(sender)} and we'll sort it out.</p>`
      );
  }
}

/** The whole page; `action` is the signed URL the button posts back to. */
export function confirmPageHtml(view: ConfirmPageView, action: string, site: SiteConfig): string {
  return newsletterPageHtml('Confirm your subscription', mainContent(view, action, site), site);
}
