import { bannerShowsAt } from './banner-time.ts';
import type { PublicBanner } from './banner.ts';

/** What the notices above the header show at one moment; null hides one. */
export interface TopNotices {
  /** The admins' paused message while the store is paused (a fallback when they left it empty). */
  paused: string | null;
  banner: PublicBanner | null;
}

/** Said while the store is paused and the admins wrote no message of their own. */
export const FALLBACK_PAUSED_MESSAGE = 'Our shop is paused at the moment.';

/**
 * A CSS string literal of any text: every character but letters, digits, spaces and dashes as a
 * hex escape, so staff-written text can never end the string or the rule it sits in.
 */
export function cssString(text: string): string {
  const escaped = text.replace(
    /[^\p{L}\p{N} -]/gu,
    (char) => `\\${(char.codePointAt(0) ?? 0).toString(16)} `,
  );
  return `"${escaped}"`;
}

/**
 * The text of a CSS string literal as getComputedStyle gives a custom property, its escapes
 * undone; '' for none. The page script reads the notices' words and link with it.
 */
export function readCssString(value: string): string {
  const literal = /^\s*"(.*)"\s*$/s.exec(value)?.[1] ?? '';
  return literal.replace(/\\(?:([0-9a-f]{1,6}) ?|(.))/gis, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/**
 * The stylesheet that lays the paused notice and the site banner in the page above the header
 * (TopNotices.astro): it loads with the page's other CSS, before the first paint, and carries
 * their words as generated content, so each takes its full height from the start and nothing
 * below it ever moves (CLS 0) on pages served the same to everyone. The page script swaps the
 * generated words for the same words as text, and wires the link and the close button from the
 * custom properties. A banner this browser dismissed stays hidden through the
 * `data-dismissed-banner` attribute that a script in the page's head sets on <html>.
 */
export function topNoticesCss({ paused, banner }: TopNotices, now: Date): string {
  const rules: string[] = [];
  if (paused !== null) {
    rules.push(
      `:root{--paused-message:${cssString(paused || FALLBACK_PAUSED_MESSAGE)}}`,
      '#store-paused-notice{display:block}',
    );
  }
  if (banner && bannerShowsAt(banner, now)) {
    const link = banner.link ? `;--banner-link:${cssString(banner.link)}` : '';
    rules.push(
      `:root{--banner-message:${cssString(banner.message)};--banner-id:${cssString(banner.id)}${link}}`,
      '#site-banner{display:flex}',
      `html[data-dismissed-banner=${cssString(banner.id)}] #site-banner{display:none}`,
    );
    if (banner.link) rules.push('#site-banner [data-banner-link]{display:inline}');
  }
  return `${rules.join('\n')}\n`;
}
