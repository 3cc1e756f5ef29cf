// The public /unsubscribe page, served by a Netlify function (the one-click POST of RFC 8058
// arrives without an Origin, which Astro's origin check refuses) in the site's shell
// (newsletter-page-shell.ts), which the signup confirmation page (/newsletter/confirm) shares.
import type { SiteConfig } from '../content/content.ts';
import { escapeHtml } from '../emails/html.ts';
import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import type { MailSender } from './marketing-footer.ts';
import { newsletterPageHtml } from './newsletter-page-shell.ts';

/** What the page shows. */
export type UnsubscribePageView =
  /** The question, with the preferences to change instead when the address is subscribed. */
  | {
      kind: 'confirm';
      maskedEmail: string | null;
      preferences: readonly NewsletterPreference[] | null;
      error?: string | undefined;
    }
  | { kind: 'unsubscribed' }
  | { kind: 'preferences-saved'; preferences: readonly NewsletterPreference[] }
  | { kind: 'invalid-link' };

/** The address with most of its local part hidden: `m***@example.co.nz`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function preferenceForm(action: string, chosen: readonly NewsletterPreference[], error?: string) {
  const boxes = NEWSLETTER_PREFERENCES.map(
    ({ id, label }) =>
      `<label><input type="checkbox" name="preferences" value="${id}"${
        chosen.includes(id) ? ' checked' : ''
      }> ${escapeHtml(label)}</label>`,
  ).join('');
  const errorLine = error
    ? `<p class="error" id="preferences-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return (
    `<h2>Or change what you get from us</h2>` +
    `<form method="post" action="${escapeHtml(action)}">` +
    `<fieldset${error ? ' aria-describedby="preferences-error"' : ''}>` +
    `<legend>Send me emails about</legend>${boxes}</fieldset>${errorLine}` +
    `<button class="secondary" type="submit" name="action" value="preferences">Save my choices</button>` +
    `</form>`
  );
}

function labelsOf(preferences: readonly NewsletterPreference[]): string {
  return NEWSLETTER_PREFERENCES.filter(({ id }) => preferences.includes(id))
    .map(({ label }) => label)
    .join(', ');
}

function mainContent(view: UnsubscribePageView, action: string, sender: MailSender): string {
  switch (view.kind) {
    case 'confirm': {
      const who = view.maskedEmail ?? 'this address';
      return (
        `<h1>Unsubscribe ${escapeHtml(who)} from ${escapeHtml(sender.name)} emails?</h1>` +
        `<p>You will get no more newsletters, offers or restock reminders. Order emails still come.</p>` +
        `<form method="post" action="${escapeHtml(action)}">` +
        `<button class="primary" type="submit" name="action" value="unsubscribe">Unsubscribe</button>` +
        `</form>` +
        (view.preferences ? preferenceForm(action, view.preferences, view.error) : '')
      );
    }
    case 'unsubscribed':
      return (
        `<h1>You're unsubscribed</h1>` +
        `<p>We won't send you any more marketing emails. Order emails still come.</p>` +
        `<p>Changed your mind? <a href="/#newsletter">Subscribe again</a>.</p>`
      );
    case 'preferences-saved':
      return (
        `<h1>Your choices are saved</h1>` +
        `<p>From now on we'll email you about: ${escapeHtml(labelsOf(view.preferences))}.</p>` +
        `<p><a href="/">Back to the shop</a></p>`
      );
    case 'invalid-link':
      return (
        `<h1>This unsubscribe link is not valid</h1>` +
        `<p>It may have been cut short or changed. Write to ` +
        `<a href="mailto:${escapeHtml(sender.email)}">${escapeHtml(sender.email)}</a> ` +
        `and we'll take you off our list.</p>`
      );
  }
}

/** The whole page; `action` is the signed URL the forms post back to. */
export function unsubscribePageHtml(
  view: UnsubscribePageView,
  action: string,
  site: SiteConfig,
): string {
  return newsletterPageHtml('Unsubscribe', mainContent(view, action, site), site);
}
