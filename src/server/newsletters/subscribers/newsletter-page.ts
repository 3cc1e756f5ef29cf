import { createHash } from 'node:crypto';
import { NEWSLETTER_PAGE_STYLE } from '../../../lib/newsletters/newsletter-page-shell.ts';
import { PAGE_SECURITY_HEADERS } from '../../http/security-headers.ts';

const STYLE_HASH = createHash('sha256').update(NEWSLETTER_PAGE_STYLE).digest('base64');
const PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The answer of a public newsletter page served by a function (/unsubscribe, /newsletter/confirm):
 * never cached (it depends on the signed link), never indexed, and a policy that allows its own
 * stylesheet and images (the favicon) from this site, and nothing else: no script at all.
 */
export function newsletterPageResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      ...PAGE_SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': PAGE_POLICY,
    },
  });
}
