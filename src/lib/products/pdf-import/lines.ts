import type { TextItem } from './types.ts';

/** Text on one baseline of a page, its pieces left to right. */
export interface Line {
  page: number;
  y: number;
  /** The largest font size on the line. */
  fontSize: number;
  items: TextItem[];
  text: string;
}

/** Pieces closer than this (in font sizes) are parts of one word run; wider gaps get a space. */
const JOIN_GAP = 0.15;

/** Joins pieces of one line into text, putting a space where the gap between them shows one. */
export function joinItems(items: readonly TextItem[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  // Whether the text ends in a space, kept as it grows: asking the growing string (endsWith)
  // flattens it each time, which made a line of many spaced pieces quadratic.
  let endsInSpace = true;
  for (const item of items) {
    const gap = item.x - end;
    // A piece far left of the one before starts a wrapped line: a space, as the wrap broke at one.
    const apart = gap > JOIN_GAP * item.fontSize || gap < -item.fontSize;
    if (!endsInSpace && apart) {
      text += ' ';
      endsInSpace = true;
    }
    text += item.str;
    if (item.str !== '') endsInSpace = item.str.endsWith(' ');
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Joins a cell's or paragraph's wrapped lines, mending words hyphenated at a line end. */
export function joinWrapped(lines: readonly string[] = []): string {
  const parts: string[] = [];
  for (const line of lines) {
    const last = parts.at(-1);
    if (last === undefined) parts.push(line);
    // Only the end of the previous line is looked at, so long cells join in linear time.
    // A line broken at a word's own hyphen ("9-" then "pack", "Slow-" then "Cooked") keeps it;
    // a word split by hyphenation ("choc-" then "olate") is mended without it.
    else if (
      /\d-$/u.test(last.slice(-2)) ||
      (/\p{L}-$/u.test(last.slice(-2)) && /^\p{Lu}/u.test(line))
    )
      parts[parts.length - 1] = last + line;
    else if (/\p{L}-$/u.test(last.slice(-2))) parts[parts.length - 1] = last.slice(0, -1) + line;
    else parts.push(line);
  }
  return parts.join(' ');
}

/**
 * Groups a page's text into lines, top to bottom: pieces whose baselines are within a third of
 * the smaller font size share a line. Blank pieces (the spaces some writers emit) are dropped.
 */
export function linesOfPage(items: readonly TextItem[], page: number): Line[] {
  const visible = items
    .filter((item) => item.str.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of visible) {
    const last = lines.at(-1);
    // The smaller text decides: a large name beside a column of small text a few points higher
    // is no part of that text's line.
    const tolerance = Math.max(1, Math.min(item.fontSize, last?.fontSize ?? item.fontSize) / 3);
    if (last && Math.abs(last.y - item.y) <= tolerance) {
      last.items.push(item);
      last.fontSize = Math.max(last.fontSize, item.fontSize);
    } else {
      lines.push({ page, y: item.y, fontSize: item.fontSize, items: [item], text: '' });
    }
  }
  for (const line of lines) {
    line.items.sort((a, b) => a.x - b.x);
    line.text = joinItems(line.items);
  }
  return lines;
}

/** Page furniture that is never a product: "Page 2 of 3", "- 2 -", a lone number. */
export function isPageFurniture(text: string): boolean {
  return /(^|\b)page \d+( of \d+)?$/i.test(text) || /^[-–\s]*\d+[-–\s]*$/.test(text);
}
