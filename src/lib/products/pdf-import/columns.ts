// Columns of a page: a page set in two (or more) columns of products has gutters, bands of the
// page's width that (nearly) no text crosses, with product names on both sides. Its text is read
// column by column; lines that span the columns (a title, an intro, a footer) in their place.
import { joinItems, linesOfPage, type Line } from './lines.ts';
import type { TextItem } from './types.ts';

/** A line of one column of a page, or one that spans them, in reading order. */
export interface PlacedLine extends Line {
  column: number;
  /** Lines that span the columns cut a page into bands; columns are read band by band. */
  band: number;
  /** The baseline of its last wrapped line, when continuations were joined to it. */
  lastY?: number;
  /** Whether it is set across a page's columns (a title, or a name wider than its column). */
  spans?: boolean;
}

/** At most this many buckets measure how much text crosses each part of a page's width. */
const MAX_BUCKETS = 1000;
/** A gutter is crossed by at most this share of the lines either side of it have. */
const GUTTER_SHARE = 0.25;
/** More candidate gutters than this are a table's or a form's spacing, not columns. */
const MAX_GUTTERS = 4;

const endOf = (item: TextItem) =>
  item.x + (Number.isFinite(item.width) && item.width > 0 ? item.width : 0);

/** Ranges of the page's width (a run of buckets) crossed by little text, text both sides. */
function openRuns(items: readonly TextItem[], minWidth: number): { from: number; to: number }[] {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    if (!Number.isFinite(item.x)) continue;
    minX = Math.min(minX, item.x);
    maxX = Math.max(maxX, endOf(item));
  }
  const span = maxX - minX;
  if (!(span > minWidth * 3)) return [];
  const buckets = Math.min(MAX_BUCKETS, Math.ceil(span));
  const scale = buckets / span;
  const bucketOf = (x: number) =>
    Math.min(buckets - 1, Math.max(0, Math.floor((x - minX) * scale)));
  // Each piece adds one over its width: a difference array, so the cost is pieces + buckets.
  const cover = new Int32Array(buckets + 1);
  for (const item of items) {
    if (!Number.isFinite(item.x)) continue;
    cover[bucketOf(item.x)] = (cover[bucketOf(item.x)] ?? 0) + 1;
    const after = bucketOf(endOf(item)) + 1;
    cover[after] = (cover[after] ?? 0) - 1;
  }
  for (let index = 1; index < buckets; index += 1) {
    cover[index] = (cover[index] ?? 0) + (cover[index - 1] ?? 0);
  }
  const peakBefore = new Int32Array(buckets);
  const peakAfter = new Int32Array(buckets);
  for (let index = 0; index < buckets; index += 1) {
    peakBefore[index] = Math.max(peakBefore[index - 1] ?? 0, cover[index] ?? 0);
    const back = buckets - 1 - index;
    peakAfter[back] = Math.max(peakAfter[back + 1] ?? 0, cover[back] ?? 0);
  }
  const runs: { from: number; to: number }[] = [];
  let index = 1;
  while (index < buckets) {
    const limit = GUTTER_SHARE * (peakBefore[index - 1] ?? 0);
    if ((cover[index] ?? 0) > limit) {
      index += 1;
      continue;
    }
    let end = index;
    let least = Number.POSITIVE_INFINITY;
    while (end < buckets && (cover[end] ?? 0) <= limit) {
      least = Math.min(least, cover[end] ?? 0);
      end += 1;
    }
    // The gutter is the run's emptiest stretch: a column's ragged right edge (lines of many
    // lengths) thins the cover before it, and is no part of the gutter.
    const tolerance = Math.max(1, Math.floor(least * 0.2));
    let core = { from: index, to: index };
    for (let at = index; at < end;) {
      if ((cover[at] ?? 0) > least + tolerance) {
        at += 1;
        continue;
      }
      const from = at;
      while (at < end && (cover[at] ?? 0) <= least + tolerance) at += 1;
      if (at - from > core.to - core.from) core = { from, to: at };
    }
    // Text on both sides, as much on each as a column has, and little across.
    const sides = Math.min(peakBefore[index - 1] ?? 0, peakAfter[end] ?? 0);
    const wide = (core.to - core.from) / scale >= minWidth;
    if (end < buckets && wide && least <= GUTTER_SHARE * sides) {
      runs.push({ from: minX + core.from / scale, to: minX + core.to / scale });
    }
    index = end;
  }
  return runs.sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, MAX_GUTTERS);
}

/**
 * Where a page's columns part (x positions, left to right): gutters with product names (heading
 * styles, `styleOf`) of a style seen on their left on their right too. A gutter with no names on
 * its right (prices set at the right edge) keeps that text with the column on its left.
 */
export function columnSplits(
  items: readonly TextItem[],
  minGutter: number,
  styleOf: (item: TextItem) => string | null,
): number[] {
  // A column starts where its gutter ends: a long line of the column before may reach well
  // into the gutter, but never past the next column's left edge.
  const centres = openRuns(items, minGutter)
    .map((run) => run.to - 0.5)
    .sort((a, b) => a - b);
  if (centres.length === 0) return [];
  const styles = centres.map(() => new Set<string>());
  const first = new Set<string>();
  for (const item of items) {
    const style = styleOf(item);
    if (style === null) continue;
    const index = centres.findLastIndex((centre) => centre <= item.x);
    (index < 0 ? first : styles[index])?.add(style);
  }
  const splits: number[] = [];
  let left = first;
  centres.forEach((centre, index) => {
    const right = styles[index] ?? new Set<string>();
    if ([...right].some((style) => left.has(style))) {
      splits.push(centre);
      left = right;
    }
  });
  return splits;
}

function lineOf(page: number, items: TextItem[]): Line {
  let fontSize = 0;
  let y = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    fontSize = Math.max(fontSize, item.fontSize);
    y = Math.max(y, item.y);
  }
  return { page, y, fontSize, items, text: joinItems(items) };
}

/**
 * A page's lines in reading order: without splits as they are; with them, each band's columns
 * one after the other, and a line with a piece across a gutter (spanning the columns) in place.
 */
export function placeLines(lines: readonly Line[], splits: readonly number[]): PlacedLine[] {
  if (splits.length === 0) return lines.map((line) => ({ ...line, column: 0, band: 0 }));
  const placed: PlacedLine[] = [];
  let band = 0;
  let columns: Line[][] = splits.map(() => []).concat([[]]);
  const flush = () => {
    for (const [column, ofColumn] of columns.entries()) {
      for (const line of ofColumn) placed.push({ ...line, column, band });
    }
    columns = columns.map(() => []);
    band += 1;
  };
  for (const line of lines) {
    const spans = line.items.some((item) =>
      splits.some((split) => item.x < split && endOf(item) > split),
    );
    if (spans) {
      flush();
      placed.push({ ...line, column: 0, band, spans: true });
      band += 1;
      continue;
    }
    const parts = columns.map((): TextItem[] => []);
    for (const item of line.items) {
      const column = splits.findLastIndex((split) => split <= item.x) + 1;
      parts[column]?.push(item);
    }
    parts.forEach((items, column) => {
      if (items.length > 0) columns[column]?.push(lineOf(line.page, items));
    });
  }
  flush();
  return placed;
}

/** Whether a piece runs across one of the splits (a title or a note set over the columns). */
const crossesSplit = (item: TextItem, splits: readonly number[]) =>
  splits.some((split) => item.x < split && endOf(item) > split);

/**
 * A page's lines formed column by column: baselines are matched within a column only, so a
 * name beside a line of the next column set a few points higher stays on its own line with its
 * leaders and price. Lines across the columns are kept as the page formed them.
 */
export function linesByColumn(lines: readonly Line[], splits: readonly number[]): Line[] {
  const page = lines[0]?.page;
  if (splits.length === 0 || page === undefined) return [...lines];
  const across = lines.filter((line) => line.items.some((item) => crossesSplit(item, splits)));
  const kept = new Set(across.flatMap((line) => line.items));
  const columns: TextItem[][] = splits.map((): TextItem[] => []).concat([[]]);
  for (const line of lines) {
    for (const item of line.items) {
      if (!kept.has(item))
        columns[splits.findLastIndex((split) => split <= item.x) + 1]?.push(item);
    }
  }
  const formed = [...across, ...columns.flatMap((items) => linesOfPage(items, page))];
  // Top to bottom, as placeLines reads them; lines of one column keep their order.
  return formed.sort((a, b) => b.y - a.y);
}
