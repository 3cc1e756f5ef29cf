// The one place the site's security headers are written down. Everything else reads them from
// here: API answers (respond.ts), the page policy Astro completes with script and style hashes
// (astro.config.mjs), the `_headers` file Netlify serves static files with (written at build),
// the middleware that covers pages rendered on demand, and the local production-like server.

/** Headers every answer carries, page or API. */
const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Security headers of every API answer: JSON loads nothing, so its policy allows nothing. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_SECURITY_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The page policy apart from `script-src` and `style-src`, which Astro adds with the hashes of
 * the scripts and styles it inlines (`security.csp` in astro.config.mjs). No `'unsafe-inline'`
 * anywhere, no third-party hosts: payment is a redirect to Stripe Checkout. Images may also be
 * data: or blob: URLs (previews of a picture before it is uploaded).
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * The policy every page also gets as a header: what a `<meta>` policy cannot do (frame-ancestors)
 * and what should hold before the first byte is parsed. It names no fetch directive that scripts
 * or styles fall back to, because a header policy and the page's `<meta>` one are both enforced:
 * a `default-src` here would block the inline scripts the meta policy allows by hash.
 */
export const PAGE_HEADER_CSP =
  "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Security headers of every page and static file, whether served from the CDN or rendered. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_SECURITY_HEADERS,
  'Content-Security-Policy': PAGE_HEADER_CSP,
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Headers of the campaign preview frame: the email under the policy a mail app gives it (inline
 * styles, images over https and from the shop itself), with no scripts, forms or plugins,
 * sandboxed, and framed only by the shop's own admin pages. The admin page's policy would block
 * the email's inline styles, so the preview is served as its own document with this one.
 */
export function emailPreviewHeaders(shopOrigin: string): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `img-src https: ${shopOrigin}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
      'sandbox',
    ].join('; '),
  };
}

/** A directive's name, e.g. `script-src` of `script-src 'self'`, in lower case. */
const directiveName = (directive: string): string =>
  directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/** A policy's directives, trimmed, without empty ones. */
const directivesOf = (policy: string): string[] =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);

/**
 * Completes `policy` with the directives of `extra` it does not have yet, so a page rendered on
 * demand sends Astro's hashed policy and the header-only directives as one policy.
 */
export function mergeCsp(policy: string, extra: string): string {
  const own = directivesOf(policy);
  const present = new Set(own.map(directiveName));
  const added = directivesOf(extra).filter((directive) => !present.has(directiveName(directive)));
  return [...own, ...added].join('; ');
}

/**
 * Sets the page security headers on `headers`, merging the page's own policy (Astro's, with
 * hashes) with the header-only directives instead of replacing it.
 */
export function applyPageSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
    if (name !== 'Content-Security-Policy') headers.set(name, value);
  }
  const ownPolicy = headers.get('Content-Security-Policy');
  headers.set(
    'Content-Security-Policy',
    ownPolicy ? mergeCsp(ownPolicy, PAGE_HEADER_CSP) : PAGE_HEADER_CSP,
  );
}
