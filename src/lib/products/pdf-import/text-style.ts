// The type of a document: the size and font its body text is set in, and which lines stand out
// from it (set larger, or in another font such as bold) the way a product's name does.
import { foodFactLine } from './food-facts.ts';
import type { TextItem } from './types.ts';
import { findPrice, isDetailLine } from './values.ts';

/** The size and font most of the text is set in. */
export interface BodyStyle {
  size: number;
  font: string | undefined;
}

/** How much larger than the body text a heading is set. */
const HEADING_RATIO = 1.15;
/** A name is short: longer lines are prose, whatever their type. */
const MAX_HEADING_CHARS = 80;
const MAX_HEADING_WORDS = 10;

/** A font size to the half point, so sizes a writer rounded differently still match. */
export const roundSize = (size: number) => Math.round(size * 2) / 2;

function commonest<K>(counts: ReadonlyMap<K, number>): K | undefined {
  let best: K | undefined;
  let most = -1;
  for (const [key, count] of counts) {
    if (count > most) [best, most] = [key, count];
  }
  return best;
}

const add = <K>(counts: Map<K, number>, key: K, by: number) =>
  counts.set(key, (counts.get(key) ?? 0) + by);

/** The size and font of the body text: those most characters are set in. */
export function bodyStyleOf(items: Iterable<TextItem>): BodyStyle {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, Map<number, number>>();
  for (const item of items) {
    const size = roundSize(item.fontSize);
    add(sizes, size, item.str.length);
    if (item.font !== undefined) {
      const bySize = fonts.get(item.font) ?? new Map<number, number>();
      fonts.set(item.font, add(bySize, size, item.str.length));
    }
  }
  // Ties go to the smaller size, as the body is the smallest of common sizes.
  const size = [...sizes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  const fontChars = new Map<string, number>();
  for (const [font, bySize] of fonts) fontChars.set(font, bySize.get(size) ?? 0);
  return { size, font: commonest(fontChars) };
}

/** Whether a piece is leader dots or a price alone, no part of a name beside it. */
export function isLeaderOrPrice(text: string): boolean {
  if (/^[\s.·…_–-]+$/u.test(text)) return true;
  const price = findPrice(text);
  return price !== null && price.match.trim() === text.trim();
}

/** The font most characters of the pieces are set in. */
function fontOf(items: readonly TextItem[]): string | undefined {
  const chars = new Map<string, number>();
  for (const item of items) if (item.font !== undefined) add(chars, item.font, item.str.length);
  return commonest(chars);
}

/** A line's look as a heading: its size and font; lines with the same key are set alike. */
export interface HeadingStyle {
  key: string;
  size: number;
}

/**
 * The heading style of a line's (or a piece's) text, or null when it is no heading: a short line
 * that is no detail (price, pack, badges) nor food fact label, set larger than the body text or
 * in another font (bold, a display face) at about its size.
 */
export function headingStyleOf(
  items: readonly TextItem[],
  text: string,
  body: BodyStyle,
): HeadingStyle | null {
  if (text.length < 2 || text.length > MAX_HEADING_CHARS || !/\p{L}/u.test(text)) return null;
  // Leader dots and a price beside a name are set in their own type: the name's pieces decide.
  const own = items.filter((item) => !isLeaderOrPrice(item.str));
  const named = own.length > 0 ? own : items;
  let size = 0;
  for (const item of named) size = Math.max(size, roundSize(item.fontSize));
  const font = fontOf(named);
  const larger = size >= body.size * HEADING_RATIO;
  const otherFont = font !== undefined && body.font !== undefined && font !== body.font;
  if (!larger && !(otherFont && size >= body.size * 0.9)) return null;
  // A sentence's end, or a label before its value, is not a name.
  if (/[.,;:]$/.test(text) || text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  if (isDetailLine(text) || foodFactLine(text) !== null) return null;
  return { key: `${String(size)}|${font ?? ''}`, size };
}

/** The style most headings share: product names (larger ones are titles, rarer ones notes). */
export function nameStyleOf(styles: Iterable<HeadingStyle | null>): HeadingStyle | null {
  const counts = new Map<string, number>();
  const byKey = new Map<string, HeadingStyle>();
  for (const style of styles) {
    if (!style) continue;
    add(counts, style.key, 1);
    byKey.set(style.key, style);
  }
  // Ties go to the smaller size: a title is set once, larger.
  const key = [...counts].sort(
    (a, b) => b[1] - a[1] || (byKey.get(a[0])?.size ?? 0) - (byKey.get(b[0])?.size ?? 0),
  )[0]?.[0];
  return key === undefined ? null : (byKey.get(key) ?? null);
}
