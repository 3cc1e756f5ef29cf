// Where on the page a product was read: the box round the text it came from, so the review can
// show that part of the page beside the row, and staff check the reading at a glance.
import type { TextItem } from './types.ts';

/** A box on a PDF page in its own units (points, y up from the foot), and the page's number. */
export interface SourceBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box round the pieces of text on one page (the first page they are on), or null. */
export function boxOf(page: number, items: Iterable<TextItem>): SourceBox | null {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    if (![item.x, item.y, item.width, item.fontSize].every(Number.isFinite)) continue;
    left = Math.min(left, item.x);
    right = Math.max(right, item.x + Math.max(0, item.width));
    // A baseline: descenders reach a quarter of the size below it, capitals most of it above.
    bottom = Math.min(bottom, item.y - item.fontSize * 0.25);
    top = Math.max(top, item.y + item.fontSize * 0.9);
  }
  if (!(right > left && top > bottom)) return null;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    page,
    x: round(left),
    y: round(bottom),
    width: round(right - left),
    height: round(top - bottom),
  };
}

/** The box of lines that may run over pages: those on the page the first line is on. */
export function boxOfLines(
  lines: readonly { page: number; items: readonly TextItem[] }[],
): SourceBox | null {
  const first = lines[0];
  if (!first) return null;
  const items: TextItem[] = [];
  for (const line of lines) {
    if (line.page !== first.page) continue;
    for (const item of line.items) items.push(item);
  }
  return boxOf(first.page, items);
}
