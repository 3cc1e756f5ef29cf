// Product blocks of a catalogue: its lines in reading order cut where a product's name starts.
// Each line is read into its prose and its details (price, pack, badges), whether they stand on
// a line of their own or share one with other text.
import type { PlacedLine } from './columns.ts';
import { foodFactLine } from './food-facts.ts';
import { joinItems } from './lines.ts';
import { headingStyleOf, type BodyStyle, type HeadingStyle } from './text-style.ts';
import type { TextItem } from './types.ts';
import { findPrice, isDetailLine } from './values.ts';

/** A gap wider than this (in font sizes) parts a line into pieces read apart ("Name    $9.90"). */
const SEGMENT_GAP = 1.5;
/** Prose this far below the line before it (in body line spacings) is no part of the block. */
const PROSE_GAP = 2.3;
/** A wrapped name's second line is this close (in its font size) below the first. */
const WRAPPED_NAME_GAP = 1.4;

/** A line as the blocks see it: its prose, its details, and its heading style. */
export interface ReadLine {
  line: PlacedLine;
  /** The line's text without its details. */
  prose: string;
  /** Texts made of details alone: a detail line's, or a part set apart from the prose. */
  details: string[];
  /** A price ending the prose ("Serves two. $16.90"), taken when no detail has one. */
  trailingPrice: string | null;
  heading: HeadingStyle | null;
  /** The space to the line above in the same column; null at the top of a column or page. */
  gap: number | null;
}

/** Pieces of a line, parted where a gap wider than SEGMENT_GAP font sizes shows. */
function segmentsOf(items: readonly TextItem[]): TextItem[][] {
  const segments: TextItem[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const last = segments.at(-1);
    if (last && item.x - end <= SEGMENT_GAP * item.fontSize) last.push(item);
    else segments.push([item]);
    end = Math.max(end, item.x + (Number.isFinite(item.width) ? item.width : 0));
  }
  return segments;
}

/** A price at the end of prose, after a space or leader dots, and the prose before it. */
function trailingPriceOf(text: string): { prose: string; price: string } | null {
  const found = findPrice(text.slice(-60));
  if (!found || !text.trimEnd().endsWith(found.match.trim())) return null;
  // "Free delivery on orders over $60" names a threshold, not the product's price.
  const before = text.slice(0, text.lastIndexOf(found.match.trim()));
  if (/\b(?:over|under|above|below|from|min(?:imum)?|spend|orders?)\s*$/i.test(before)) return null;
  const prose = before
    // Leader dots (one dot where the name leaves little room) or a dash before the price go; a
    // sentence's full stop, set right after its last word, stays.
    .replace(/\s*(?:[.·…_]{2,}|\s[.·–-])\s*$/u, '')
    .trim();
  return prose === '' ? null : { prose, price: found.match.trim() };
}

/** A price starting a line before the name ("$16.90  Smoked Kumara Soup"), and the rest. */
function leadingPriceOf(text: string): { prose: string; price: string } | null {
  const found = findPrice(text.slice(0, 40));
  const start = text.trimStart();
  if (!found || !start.startsWith(found.match.trim())) return null;
  const prose = start
    .slice(found.match.trim().length)
    .replace(/^\s*(?:[.·…_]{2,}|[·–:-])?\s*/u, '')
    .trim();
  // A name (maybe after its marks) follows the price; "16.90 each" is a detail line, read so.
  return /\p{L}/u.test(prose) && !/^\d/.test(prose) ? { prose, price: found.match.trim() } : null;
}

/** A price at either end of a line's prose: a menu's or a list's, beside the name. */
const edgePriceOf = (text: string) => trailingPriceOf(text) ?? leadingPriceOf(text);

/** Reads a line into its prose and details, and whether it looks like a heading. */
export function readLine(line: PlacedLine, body: BodyStyle, gap: number | null): ReadLine {
  const read = { line, gap, trailingPrice: null, heading: null };
  if (isDetailLine(line.text)) return { ...read, prose: '', details: [line.text] };
  const proseItems: TextItem[] = [];
  const details: string[] = [];
  const segments = segmentsOf(line.items);
  for (const segment of segments) {
    const text = segments.length === 1 ? line.text : joinItems(segment);
    if (segments.length > 1 && isDetailLine(text)) details.push(text);
    // Pushed one by one: a line of many pieces stays linear.
    else for (const item of segment) proseItems.push(item);
  }
  // Leader dots running to a price set apart ("Name ........      $16.90") are no part of it.
  let prose = (details.length === 0 ? line.text : joinItems(proseItems))
    .replace(/\s*[.·…_]{3,}\s*$/u, '')
    .trim();
  const trailing = foodFactLine(prose) === null ? edgePriceOf(prose) : null;
  if (trailing) prose = trailing.prose;
  return {
    ...read,
    prose,
    details,
    trailingPrice: trailing?.price ?? null,
    heading: headingStyleOf(proseItems, prose, body),
  };
}

/** A product's lines: its name (one line or wrapped) and the lines that belong to it. */
export interface Block {
  name: ReadLine[];
  rest: ReadLine[];
}

const isDetail = (read: ReadLine) => read.prose === '';

/**
 * Of the detail lines right above a name, those that belong to it: the ones after the widest gap
 * among them (or above them), when the name is closer to them than that gap.
 */
function detailsAbove(details: readonly ReadLine[], below: number | null): ReadLine[] {
  if (below === null || details.length === 0) return [];
  let widest = 0;
  let gap = Number.NEGATIVE_INFINITY;
  details.forEach((read, index) => {
    // No gap known (the top of a column) is the widest of all.
    const above = read.gap ?? Number.POSITIVE_INFINITY;
    if (above > gap) [widest, gap] = [index, above];
  });
  return below < gap ? details.slice(widest) : [];
}

/**
 * Whether the list sets details (a price, a pack) above its names: of the names right under a
 * details line, more sit closer to it than it sits to the line above it.
 */
function detailsLeadNames(lines: readonly ReadLine[], name: HeadingStyle): boolean {
  let lead = 0;
  let trail = 0;
  lines.forEach((read, index) => {
    const above = lines[index - 1];
    if (read.heading?.key !== name.key || read.gap === null || !above || !isDetail(above)) return;
    if (read.gap < (above.gap ?? Number.POSITIVE_INFINITY)) lead += 1;
    else trail += 1;
  });
  return lead > trail;
}

/**
 * Cuts the lines into blocks, each starting at a line in the name style. A larger heading (a
 * title) ends the block before it; another heading, or prose far below the line above, ends its
 * description (a note, a footer), while details and food facts below still join it. Details set
 * closer to the name below them than to the text above (a price above the name) join that name.
 */
export function blocksOf(lines: readonly ReadLine[], name: HeadingStyle, leading: number): Block[] {
  const leads = detailsLeadNames(lines, name);
  const blocks: Block[] = [];
  let block: Block | null = null;
  let proseOpen = true;
  // Detail lines since the last other line: they may belong to the name below them.
  let details: ReadLine[] = [];
  let previous: ReadLine | null = null;
  for (const read of lines) {
    const heading = read.heading;
    const follows = previous;
    previous = read;
    if (heading?.key === name.key) {
      // A name's second line, right under its first (a price above it may have joined already).
      const wraps =
        block !== null &&
        follows !== null &&
        follows === block.name.at(-1) &&
        read.gap !== null &&
        read.gap <= read.line.fontSize * WRAPPED_NAME_GAP;
      if (block && wraps) {
        block.name.push(read);
        continue;
      }
      // Only a list that sets details above its names lends them to the name below: in one that
      // sets them below, details at a column's or page's top end the block a break cut.
      const moving = leads ? detailsAbove(details, read.gap) : [];
      if (block && moving.length > 0) block.rest.splice(block.rest.length - moving.length);
      block = { name: [read], rest: moving };
      blocks.push(block);
      details = [];
      proseOpen = true;
    } else if (heading && heading.size > name.size) {
      block = null; // a title ends the block before it
      details = [];
    } else if (isDetail(read)) {
      details.push(read);
      block?.rest.push(read);
    } else {
      details = [];
      if (!block) continue;
      const spaced = read.gap !== null && read.gap > PROSE_GAP * leading;
      // After a food fact, only its wrapped lines (set as close as wrapped lines are) go on: a
      // line spaced wider (a note or footer under the list) is no part of the block.
      const afterFact = block.rest.some((line) => foodFactLine(line.prose) !== null);
      const apart = read.gap !== null && read.gap > WRAPPED_NAME_GAP * read.line.fontSize;
      if (foodFactLine(read.prose) !== null) proseOpen = true;
      // A line set across the columns (a footer under them) is no column's block either.
      else if (heading || spaced || read.line.spans === true || (afterFact && apart)) {
        proseOpen = false;
      }
      // Past the description, only a line's details join the block.
      if (proseOpen) block.rest.push(read);
      else if (read.details.length > 0)
        block.rest.push({ ...read, prose: '', trailingPrice: null });
    }
  }
  return blocks;
}
