// The public /unsubscribe page as one small, self-contained HTML document. It is served by a
// Netlify function (the one-click POST of RFC 8058 arrives without an Origin, which Astro's
// origin check refuses), so it carries its own stylesheet, allowed by hash in its policy. The
// signup confirmation page (/newsletter/confirm) shares its shell and style.
import { shopAddressLine } from '../content/content.ts';
import { escapeHtml } from '../emails/html.ts';
import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import type { MailSender } from './marketing-footer.ts';

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

export const UNSUBSCRIBE_PAGE_STYLE = [
  'body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fff7ed;line-height:1.5}',
  'header,footer{background:#fff;padding:16px 24px}',
  'header a{color:#9a3412;font-weight:700;font-size:1.25rem;text-decoration:none}',
  'main{max-width:36rem;margin:32px auto;padding:24px;background:#fff;border-radius:12px}',
  'h1{font-size:1.5rem;margin:0 0 16px}',
  'h2{font-size:1.125rem;margin:24px 0 8px}',
  'a{color:#9a3412}',
  'button{font:inherit;font-weight:600;padding:10px 20px;border-radius:8px;border:2px solid #9a3412;cursor:pointer}',
  '.primary{background:#9a3412;color:#fff}',
  '.secondary{background:#fff;color:#9a3412}',
  'button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1c1917;outline-offset:2px}',
  'fieldset{border:0;padding:0;margin:0 0 16px}',
  'label{display:block;margin:4px 0}',
  '.error{color:#b91c1c;font-weight:600}',
  'footer{font-size:.875rem;color:#44403c;text-align:center}',
].join('');

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

/**
 * A public newsletter page (unsubscribe, confirm a signup) as one self-contained document: the
 * shop's name, `mainHtml` (already escaped), and the sender's address and email in the footer.
 */
export function newsletterPageHtml(title: string, mainHtml: string, sender: MailSender): string {
  return (
    `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} | ${escapeHtml(sender.name)}</title>` +
    `<style>${UNSUBSCRIBE_PAGE_STYLE}</style></head><body>` +
    `<header><a href="/">${escapeHtml(sender.name)}</a></header>` +
    `<main>${mainHtml}</main>` +
    `<footer>${escapeHtml(`${sender.name}, ${shopAddressLine(sender.address)}`)} · ` +
    `<a href="mailto:${escapeHtml(sender.email)}">${escapeHtml(sender.email)}</a></footer>` +
    `</body></html>`
  );
}

/** The whole page; `action` is the signed URL the forms post back to. */
export function unsubscribePageHtml(
  view: UnsubscribePageView,
  action: string,
  sender: MailSender,
): string {
  return newsletterPageHtml('Unsubscribe', mainContent(view, action, sender), sender);
}
