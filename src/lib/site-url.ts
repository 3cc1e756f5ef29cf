// Links and images that staff type in: a path on this site (`/meals`) or, where allowed, an https
// address. A value is resolved the way a browser would (`new URL(value, origin)`) and judged by
// where it lands, so `/\evil.example`, `//evil.example`, `/%5Cevil.example`, `/%2F%2Fevil…`,
// a tab or line break between the slashes, `javascript:` and `data:` never pass as "a path on
// this site". What is stored is the resolved, normalised form, so the page, the email and the
// check read the same.
// The zod field schemas built on these checks are in site-url-schemas.ts: this module goes into
// every public page (product pictures), where a schema library must not.

/** The origin site paths are resolved against when checking them: never a real host. */
const CHECK_ORIGIN = 'https://site-path.invalid';

/** Longest link or image address staff may give. */
export const SITE_URL_MAX = 500;

/** Said when a link is not a site path or an https address. */
export const SITE_LINK_MESSAGE = 'Give a site path such as /meals, or an address starting https://';

/** Said when an image is not a path on this site. */
export const SITE_IMAGE_MESSAGE = 'Give a path on this site, e.g. /images/meals/beef-bolognese.svg';

// Controls, spaces of any kind, backslashes and invisible format characters: none belongs in an
// address staff type, and browsers drop or reinterpret each of them while resolving.
const UNSAFE_CHARACTER = /[\p{Cc}\p{Z}\p{Cf}\\]/u;
// What an encoded path may not hide: controls, line separators and backslashes (an encoded
// space, `%20`, is a fine part of a file name).
const UNSAFE_DECODED = /[\p{Cc}\p{Zl}\p{Zp}\p{Cf}\\]/u;

/** The text behind every layer of percent-encoding, or null where a layer is malformed. */
function decodedLayers(text: string): string[] | null {
  const layers = [text];
  let current = text;
  for (let round = 0; round < 5 && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    layers.push(current);
  }
  return current.includes('%') && /%[0-9a-f]{2}/i.test(current) ? null : layers;
}

/** Whether a path, decoded any number of times, still says "this site": no `//`, `\` or controls. */
function isPlainPath(path: string): boolean {
  const plain = (layer: string) =>
    layer.startsWith('/') && !layer.startsWith('//') && !UNSAFE_DECODED.test(layer);
  return decodedLayers(path)?.every(plain) ?? false;
}

/** A site path as it resolves (path, query and fragment), or null when it leaves the site. */
export function normalisedSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTER.test(value)) return null;
  if (!URL.canParse(value, CHECK_ORIGIN)) return null;
  const resolved = new URL(value, CHECK_ORIGIN);
  if (resolved.origin !== CHECK_ORIGIN || !isPlainPath(resolved.pathname)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * An https address as it resolves, or null unless it goes where it says: no user name or password
 * (`https://shop.example@evil.example`), a host name with a dot, and the origin as written.
 */
export function normalisedHttpsUrl(value: string): string | null {
  if (!/^https:\/\//i.test(value) || UNSAFE_CHARACTER.test(value) || !URL.canParse(value)) {
    return null;
  }
  const resolved = new URL(value);
  if (resolved.protocol !== 'https:' || resolved.username !== '' || resolved.password !== '') {
    return null;
  }
  if (!resolved.hostname.includes('.') || resolved.hostname.endsWith('.invalid')) return null;
  // The origin it resolves to is the one the value starts with (no IDN or escape surprises).
  const written = value.toLowerCase();
  const rest = written.slice(resolved.origin.length);
  if (!written.startsWith(resolved.origin) || !/^(?:[/?#]|$)/.test(rest)) return null;
  if (!isPlainPath(resolved.pathname)) return null;
  return resolved.href;
}

/** A link staff give as it should be stored: a site path or an https address; null if neither. */
export function normalisedSiteLink(value: string): string | null {
  return normalisedSitePath(value) ?? normalisedHttpsUrl(value);
}

/**
 * An image for a page or an email: absolute on `origin` when `image` is a safe site path, else
 * null, so a stored value that slipped past older rules is left out, never loaded from elsewhere.
 */
export function sameOriginImageUrl(image: string, origin: string): string | null {
  const path = normalisedSitePath(image);
  return path === null ? null : new URL(path, origin).href;
}

/** A page's link-preview image (og:image): `image` on the page's origin, else `fallback` there. */
export function pageImageUrl(image: string, pageUrl: URL, fallback: string): string {
  return sameOriginImageUrl(image, pageUrl.origin) ?? new URL(fallback, pageUrl.origin).href;
}
