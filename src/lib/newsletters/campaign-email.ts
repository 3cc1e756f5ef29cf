// The one renderer of a campaign email, used by the preview, the test send and the sender, so
// the preview is exactly what subscribers get. The body is Markdown with raw HTML off (a `<script>`
// in it is shown as text), links only to http(s), mailto and site paths (made absolute on the
// shop's origin), images only from the shop's own origin (an image elsewhere could track who
// opens it), inline styles because mail clients drop <style>, and the UEMA footer with the
// unsubscribe link.
import MarkdownIt, { type Token } from 'markdown-it';
import { escapeHtml } from '../emails/html.ts';
import { formatNZD } from '../money.ts';
import { normalisedSitePath, sameOriginImageUrl } from '../site-url.ts';
import type { CampaignDraft } from './campaign.ts';
import {
  listUnsubscribeHeaders,
  marketingFooterHtml,
  marketingFooterText,
  type MailSender,
} from './marketing-footer.ts';

/** Why subscribers get a campaign, in its footer. */
export const CAMPAIGN_REASON = 'You get this because you subscribed to Cube Kitchen news.';

/**
 * A meal shown under the body: everything absolute, since the email leaves the site. `imageUrl`
 * is null when the product's picture is not one on the shop's origin: the card shows no image.
 */
export interface MealCard {
  name: string;
  priceCents: number;
  imageUrl: string | null;
  url: string;
}

/** Who the email is for; `{{name}}` in the body becomes the first word of the name. */
export interface CampaignRecipient {
  email: string;
  name: string;
}

export interface CampaignEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const SAFE_URL = /^(https?:|mailto:)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Site paths (`/meals`, `/images/…`) are taken too: they are made absolute on the shop's origin.
markdown.validateLink = (url) => SAFE_URL.test(url.trim()) || normalisedSitePath(url) !== null;

const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2933',
  h1: 'margin:24px 0 12px;font-size:26px;line-height:1.25;color:#1f2933',
  h2: 'margin:24px 0 10px;font-size:21px;line-height:1.3;color:#1f2933',
  h3: 'margin:20px 0 8px;font-size:18px;line-height:1.3;color:#1f2933',
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3;color:#1f2933',
  h5: 'margin:16px 0 8px;font-size:15px;line-height:1.3;color:#1f2933',
  h6: 'margin:16px 0 8px;font-size:14px;line-height:1.3;color:#1f2933',
  ul: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1f2933',
  ol: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1f2933',
  li: 'margin:0 0 4px',
  a: 'color:#0b5394;text-decoration:underline',
  img: 'display:block;max-width:100%;height:auto;border:0',
  blockquote: 'margin:0 0 16px;padding:4px 16px;border-left:4px solid #d9e2ec;color:#52606d',
  code: 'font-family:Menlo,Consolas,monospace;font-size:14px;background:#f0f4f8',
  pre: 'margin:0 0 16px;padding:12px;background:#f0f4f8;white-space:pre-wrap',
  hr: 'border:0;border-top:1px solid #d9e2ec;margin:24px 0',
  table: 'border-collapse:collapse;margin:0 0 16px',
  th: 'padding:6px 8px;border:1px solid #d9e2ec;text-align:left',
  td: 'padding:6px 8px;border:1px solid #d9e2ec;text-align:left',
};

/** An image address in the body, absolute on the shop's origin, or null when it is not there. */
function shopImageUrl(src: string, origin: string): string | null {
  if (!/^https?:\/\//i.test(src)) return sameOriginImageUrl(src, origin);
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  return url.origin === origin ? sameOriginImageUrl(`${url.pathname}${url.search}`, origin) : null;
}

/** Gives every element its inline style; drops images that are not on the shop's origin. */
function styleTokens(tokens: Token[], origin: string): Token[] {
  return tokens.flatMap((token) => {
    if (token.children) token.children = styleTokens(token.children, origin);
    if (token.type === 'image') {
      const src = shopImageUrl(String(token.attrGet('src') ?? ''), origin);
      if (src === null) return [];
      token.attrSet('src', src);
    }
    const style = STYLES[token.tag];
    if (style && token.nesting !== -1) token.attrSet('style', style);
    if (token.type === 'link_open') {
      const path = normalisedSitePath(String(token.attrGet('href') ?? ''));
      if (path !== null) token.attrSet('href', new URL(path, origin).href);
      token.attrSet('target', '_blank');
    }
    return [token];
  });
}

/** The body's Markdown as email-safe HTML; images only from `origin`, the shop's own. */
export function markdownToEmailHtml(body: string, origin: string): string {
  const tokens = styleTokens(markdown.parse(body, {}), origin);
  return markdown.renderer.render(tokens, markdown.options, {});
}

const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** `{{name}}` (any spacing) replaced by `value`, which the caller has made safe for its place. */
function mergeName(text: string, value: string): string {
  return text.replace(/\{\{\s*name\s*\}\}/gi, () => value);
}

const CARD_CELL = 'padding:12px 0;border-top:1px solid #d9e2ec;vertical-align:top';

/**
 * The meal cards as a table: image (only one on the shop's `origin`), name (a link) and price;
 * email-safe, every part escaped.
 */
export function mealCardsHtml(cards: readonly MealCard[], origin: string): string {
  if (cards.length === 0) return '';
  const rows = cards.map((card) => {
    const href = escapeHtml(card.url);
    const imageUrl = card.imageUrl === null ? null : shopImageUrl(card.imageUrl, origin);
    const image = imageUrl
      ? `<a href="${href}" target="_blank"><img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(card.name)}" width="120" style="display:block;width:120px;height:auto;border:0;border-radius:6px"></a>`
      : '';
    return (
      `<tr><td width="132" style="${CARD_CELL};width:132px">${image}</td>` +
      `<td style="${CARD_CELL};padding-left:12px">` +
      `<p style="margin:0 0 4px;font-size:17px;font-weight:bold"><a href="${href}" target="_blank" style="color:#1f2933;text-decoration:none">${escapeHtml(card.name)}</a></p>` +
      `<p style="margin:0 0 8px;font-size:16px;color:#1f2933">${escapeHtml(formatNZD(card.priceCents))}</p>` +
      `<p style="margin:0"><a href="${href}" target="_blank" style="color:#0b5394">See the meal</a></p>` +
      '</td></tr>'
    );
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">${rows.join('')}</table>`;
}

/** The meal cards as text lines. */
export function mealCardsText(cards: readonly MealCard[]): string {
  return cards
    .map((card) => `* ${card.name}, ${formatNZD(card.priceCents)}: ${card.url}`)
    .join('\n');
}

// A link's or image's target in Markdown: inline `](/meals "title")` or a definition `[x]: /meals`.
const INLINE_TARGET = /(\]\(\s*<?)([^\s)>]+)/g;
const DEFINED_TARGET = /^( {0,3}\[[^\]]+\]:\s*<?)([^\s>]+)/gm;

/**
 * The body's Markdown for the text part, its site paths made absolute on the shop's origin as in
 * the HTML part: a plain-text email has no address to resolve `/meals` against either.
 */
function markdownWithAbsolutePaths(body: string, origin: string): string {
  const absolute = (whole: string, before: string, target: string) => {
    const path = normalisedSitePath(target);
    return path === null ? whole : `${before}${new URL(path, origin).href}`;
  };
  return body.replace(INLINE_TARGET, absolute).replace(DEFINED_TARGET, absolute);
}

/** Hidden text mail apps show beside the subject in the inbox. */
function preheader(previewText: string): string {
  if (previewText === '') return '';
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#ffffff;opacity:0">${escapeHtml(previewText)}</div>`;
}

/**
 * A campaign email for one recipient: subject, HTML and text parts, and the List-Unsubscribe
 * headers, all for `unsubscribeUrl` (signed for this recipient). That link is on the shop's own
 * origin, so it also names the one origin the body's images may come from.
 */
export function renderCampaignEmail(
  campaign: Pick<CampaignDraft, 'subject' | 'previewText' | 'bodyMarkdown'>,
  cards: readonly MealCard[],
  recipient: CampaignRecipient,
  links: { sender: MailSender; unsubscribeUrl: string },
): CampaignEmail {
  const firstName = firstNameOf(recipient.name);
  const footerLinks = { unsubscribeUrl: links.unsubscribeUrl, reason: CAMPAIGN_REASON };
  const shopOrigin = new URL(links.unsubscribeUrl).origin;
  const body = mergeName(
    markdownToEmailHtml(campaign.bodyMarkdown, shopOrigin),
    escapeHtml(firstName),
  );
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(campaign.subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#ffffff">' +
    preheader(campaign.previewText) +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 16px">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;border-collapse:collapse;font-family:Helvetica,Arial,sans-serif"><tr><td>' +
    body +
    mealCardsHtml(cards, shopOrigin) +
    marketingFooterHtml(links.sender, footerLinks) +
    '</td></tr></table></td></tr></table></body></html>';
  const text = [
    mergeName(markdownWithAbsolutePaths(campaign.bodyMarkdown, shopOrigin), firstName),
    cards.length > 0 ? mealCardsText(cards) : null,
    marketingFooterText(links.sender, footerLinks),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
  return {
    subject: campaign.subject,
    html,
    text,
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}
