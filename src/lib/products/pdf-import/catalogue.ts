// The catalogue layout: one block per product, its name set larger or in another font (bold)
// than the text, then, in any order and on lines of their own or shared, a description that may
// wrap (over a column or page break too), food facts and details: badges, pack size, price.
// Pages set in columns are read column by column (columns.ts); blocks are cut in blocks.ts.
import { blocksOf, readLine, type Block, type ReadLine } from './blocks.ts';
import { columnSplits, linesByColumn, placeLines, type PlacedLine } from './columns.ts';
import { NO_HEADING_DOUBT, pricesIn, twoPricesDoubt, WIDE_NAME_DOUBT } from './doubts.ts';
import { takeFoodFacts } from './food-facts.ts';
import type { Legend } from './legend.ts';
import { isPageFurniture, joinWrapped, type Line } from './lines.ts';
import {
  bodyStyleOf,
  headingStyleOf,
  nameStyleOf,
  roundSize,
  type BodyStyle,
} from './text-style.ts';
import { blocksByGaps } from './plain-blocks.ts';
import { boxOfLines } from './source.ts';
import type { FoundProduct, TextItem } from './types.ts';
import { joinContinuations } from './wrapped.ts';
import {
  badgesOf,
  findPack,
  findPrice,
  isDetailLine,
  tagsOf,
  type PriceReading,
} from './values.ts';

/** Prose this far below the rest of a page (in line spacings) at its foot is a footer. */
const FOOTER_GAP = 2.3;
/** A running header or footer is set this far (in line spacings) from the text it runs with. */
const EDGE_GAP = 1.5;

/** The commonest space between body lines that follow each other in a column. */
function lineSpacing(lines: readonly PlacedLine[], body: number): number {
  const counts = new Map<number, number>();
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    const sameColumn =
      above?.page === line.page && above.column === line.column && above.band === line.band;
    if (!above || !sameColumn || roundSize(line.fontSize) !== body) return;
    if (roundSize(above.fontSize) !== body) return;
    const gap = roundSize(above.y - line.y);
    // Lines of one paragraph are set at most about twice their size apart.
    if (gap > 0 && gap <= body * 2.5) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  });
  const found = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  return found ?? body * 1.25;
}

/**
 * The pieces of page furniture: "Page 2 of 3"; prose repeated at the top or foot of several
 * pages (a running header or footer), set no larger than the text; prose set apart at the foot
 * of a page (a contact footer).
 */
function furnitureOf(pages: readonly Line[][], body: BodyStyle, leading: number): Set<TextItem> {
  const furniture = new Set<TextItem>();
  const mark = (line: Line) => {
    for (const item of line.items) furniture.add(item);
  };
  const edgePages = new Map<string, Set<number>>();
  const edges: [string, Line][] = [];
  // A product's name or details at the foot of a page is no footer.
  const notProse = (line: Line) =>
    isDetailLine(line.text) || headingStyleOf(line.items, line.text, body) !== null;
  pages.forEach((lines, page) => {
    for (const line of lines) if (isPageFurniture(line.text)) mark(line);
    // The top and the foot line, when set no larger than the text and apart from it.
    const [first, second] = lines;
    const [last, beforeLast] = [lines.at(-1), lines.at(-2)];
    const apart = (upper?: Line, lower?: Line) =>
      upper !== undefined && lower !== undefined && upper.y - lower.y > EDGE_GAP * leading;
    const edge = [apart(first, second) ? first : null, apart(beforeLast, last) ? last : null];
    for (const line of edge) {
      if (!line || roundSize(line.fontSize) > body.size || isDetailLine(line.text)) continue;
      const key = line.text.toLowerCase().replace(/\d+/g, '#');
      edgePages.set(key, (edgePages.get(key) ?? new Set()).add(page));
      edges.push([key, line]);
    }
    // The foot: up to three prose lines, set well below everything else on the page.
    for (let count = 1; count <= 3 && count < lines.length; count += 1) {
      const foot = lines.slice(-count);
      if (foot.some(notProse)) break;
      const above = lines[lines.length - count - 1];
      const top = foot[0];
      if (above && top && above.y - top.y > FOOTER_GAP * leading) {
        foot.forEach(mark);
        break;
      }
    }
  });
  for (const [key, line] of edges) if ((edgePages.get(key)?.size ?? 0) > 1) mark(line);
  return furniture;
}

/** The product a block describes, or null when it gives no price, pack or badge. */
function productOf(block: Block): FoundProduct | null {
  const details: string[] = [];
  const trailing: string[] = [];
  // The block's lines in order, detail lines too: a food fact's wrapped lines end at one.
  const texts: string[] = [];
  const detailLines = new Set<string>();
  // Pushed one by one, never spread: a hostile line may have as many parts as pieces.
  for (const read of block.name) {
    for (const text of read.details) details.push(text);
    // A menu sets the price on the name's line, after leader dots: "Name ........ $16.90".
    if (read.trailingPrice !== null) trailing.push(read.trailingPrice);
  }
  for (const read of block.rest) {
    for (const text of read.details) details.push(text);
    if (read.trailingPrice !== null) trailing.push(read.trailingPrice);
    const text = read.prose === '' ? read.details.join(' · ') : read.prose;
    if (read.prose === '') detailLines.add(text);
    texts.push(text);
  }
  const facts = takeFoodFacts(texts, (text) => detailLines.has(text) || isDetailLine(text));
  const rest = facts.rest.filter((text) => !detailLines.has(text));
  let price: PriceReading | null = null;
  let cubesPerPack: number | null = null;
  const tags: string[] = [];
  for (const text of details) {
    const inText = findPrice(text);
    price ??= inText;
    cubesPerPack ??= findPack(inText ? text.replace(inText.match, ' ') : text)?.cubes ?? null;
    tags.push(...tagsOf(text));
  }
  const badges = badgesOf(details.join(' \n '));
  // A heading followed by prose alone (a letter's letterhead) is not a product.
  const stated = price !== null || cubesPerPack !== null || trailing.length > 0;
  if (!stated && !Object.values(badges).some(Boolean)) return null;
  price ??= findPrice(trailing[0] ?? '');
  const doubts = [twoPricesDoubt(pricesIn([...details, ...trailing]))].filter(
    (doubt) => doubt !== null,
  );
  if (block.name.some((read) => read.line.spans === true)) doubts.push(WIDE_NAME_DOUBT);
  const source = boxOfLines([...block.name, ...block.rest].map((read) => read.line));
  // A pack size told in the description ("frozen in 12 cubes") when no detail gives one.
  for (const text of rest) cubesPerPack ??= findPack(text)?.cubes ?? null;
  return {
    // A name wrapped at its own hyphen ("Slow-" then "Cooked") keeps it, joined without a space.
    name: joinWrapped(block.name.map((read) => read.prose)).replace(/\s+/g, ' '),
    description: joinWrapped(rest).trim(),
    priceCents: price?.cents ?? null,
    priceWarning: price?.problem ?? null,
    cubesPerPack,
    tags,
    ...badges,
    badgesKnown: true,
    ...(facts.facts ? { foodFacts: facts.facts } : {}),
    ...(doubts.length > 0 ? { doubts } : {}),
    ...(source ? { source } : {}),
  };
}

/** A page's lines in reading order, columns apart, with the heading styles they are set in. */
function readPage(lines: readonly Line[], body: BodyStyle): PlacedLine[] {
  const styleOf = (item: TextItem) => headingStyleOf([item], item.str.trim(), body)?.key ?? null;
  const items = lines.flatMap((line) => line.items);
  const splits = columnSplits(items, Math.max(6, body.size * 0.9), styleOf);
  return placeLines(linesByColumn(lines, splits), splits);
}

/** The products of a catalogue: every block under a name line that has a price, pack or badge. */
export function readCatalogue(
  pages: readonly Line[][],
  legend: Legend = new Map(),
): FoundProduct[] {
  const body = bodyStyleOf(pages.flatMap((lines) => lines.flatMap((line) => line.items)));
  const placed = joinContinuations(
    pages.flatMap((lines) => readPage(lines, body)),
    legend,
  );
  const leading = lineSpacing(placed, body.size);
  const furniture = furnitureOf(pages, body, leading);
  const lines: ReadLine[] = [];
  let above: PlacedLine | null = null;
  for (const line of placed) {
    if (line.items.every((item) => furniture.has(item))) continue;
    const sameColumn =
      above?.page === line.page && above.column === line.column && above.band === line.band;
    lines.push(
      readLine(line, body, sameColumn && above ? (above.lastY ?? above.y) - line.y : null),
    );
    above = line;
  }
  const name = nameStyleOf(lines.map((read) => read.heading));
  const named = name
    ? blocksOf(lines, name, leading).flatMap((block) => productOf(block) ?? [])
    : [];
  if (named.length > 0) return named;
  // No name set apart from the text: each paragraph's first line is taken for its name.
  return blocksByGaps(lines, leading).flatMap((block) => {
    const product = productOf(block);
    return product ? [{ ...product, doubts: [...(product.doubts ?? []), NO_HEADING_DOUBT] }] : [];
  });
}
