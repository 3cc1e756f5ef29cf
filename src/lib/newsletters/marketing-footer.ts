// What the Unsolicited Electronic Messages Act 2007 asks of every marketing email (campaigns,
// welcome, restock reminders): who sent it, how to reach them, and a working unsubscribe.
import { shopAddressLine } from '../content/content.ts';
import { escapeHtml, link } from '../emails/html.ts';

/** The sender as content/site.json describes the shop. */
export interface MailSender {
  name: string;
  email: string;
  address: { street: string; suburb: string; city: string; postcode: string };
}

export interface FooterLinks {
  /** The signed one-click unsubscribe page (`/unsubscribe?token=…`). */
  unsubscribeUrl: string;
  /** Why this person gets the email, e.g. "You signed up for our newsletter." */
  reason: string;
}

const FOOTER_STYLE =
  'margin:32px 0 0;padding:16px 0 0;border-top:1px solid #d9e2ec;font-size:13px;line-height:1.5;color:#52606d';

/** The footer as HTML: sender, address, contact, reason, unsubscribe link. Every part escaped. */
export function marketingFooterHtml(sender: MailSender, links: FooterLinks): string {
  return (
    `<div style="${FOOTER_STYLE}">` +
    `<p style="margin:0 0 8px">${escapeHtml(links.reason)}</p>` +
    `<p style="margin:0 0 8px">${escapeHtml(`Sent by ${sender.name}, ${shopAddressLine(sender.address)}.`)} ` +
    `${escapeHtml('Questions? Write to')} ${link(`mailto:${sender.email}`, sender.email)}.</p>` +
    `<p style="margin:0">${link(links.unsubscribeUrl, 'Unsubscribe or change what you get from us')}</p>` +
    '</div>'
  );
}

/** The footer as plain text. */
export function marketingFooterText(sender: MailSender, links: FooterLinks): string {
  return [
    '--',
    links.reason,
    `Sent by ${sender.name}, ${shopAddressLine(sender.address)}. Questions? Write to ${sender.email}.`,
    `Unsubscribe or change what you get from us: ${links.unsubscribeUrl}`,
  ].join('\n');
}

/** The RFC 2369 / RFC 8058 headers that let mail apps offer a one-click unsubscribe. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
