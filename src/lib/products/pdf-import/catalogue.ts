// The catalogue layout: one block per product, a name line set larger (or bolder) than the text,
// a description paragraph that wraps, and detail lines: badges, pack size, price.
import { takeFoodFacts } from './food-facts.ts';
import { isPageFurniture, joinWrapped, type Line } from './lines.ts';
import type { FoundProduct } from './types.ts';
import {
  badgesOf,
  findPack,
  findPrice,
  isDetailLine,
  tagsOf,
  type PriceReading,
} from './values.ts';

/** How much larger than the body text a name line is set. */
const HEADING_RATIO = 1.15;

const round = (size: number) => Math.round(size * 2) / 2;

/** The font size most of the text is set in. */
function bodySize(lines: readonly Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    for (const item of line.items) {
      const size = round(item.fontSize);
      chars.set(size, (chars.get(size) ?? 0) + item.str.length);
    }
  }
  return [...chars].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** The size product names are set in: the commonest heading size (larger ones are titles). */
function nameSize(lines: readonly Line[], body: number): number | null {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = round(line.fontSize);
    if (size >= body * HEADING_RATIO) counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}

interface Block {
  name: string[];
  rest: Line[];
}

function productOf(block: Block): FoundProduct | null {
  const description: string[] = [];
  let price: PriceReading | null = null;
  let cubesPerPack: number | null = null;
  const tags: string[] = [];
  let badgeText = '';
  const { facts, rest } = takeFoodFacts(
    block.rest.map((line) => line.text),
    isDetailLine,
  );
  for (const text of rest) {
    if (!isDetailLine(text)) {
      description.push(text);
      continue;
    }
    price ??= findPrice(text);
    cubesPerPack ??= findPack(text)?.cubes ?? null;
    tags.push(...tagsOf(text));
    badgeText += ` ${text}`;
  }
  const badges = badgesOf(badgeText);
  // A heading followed by prose alone (a letter's letterhead) is not a product.
  if (price === null && cubesPerPack === null && !Object.values(badges).some(Boolean)) {
    return null;
  }
  return {
    name: block.name.join(' '),
    description: joinWrapped(description).trim(),
    priceCents: price?.cents ?? null,
    priceWarning: price?.problem ?? null,
    cubesPerPack,
    tags,
    ...badges,
    badgesKnown: true,
    ...(facts ? { foodFacts: facts } : {}),
  };
}

/** The products of a catalogue: every block under a name line that has a price, pack or badge. */
export function readCatalogue(pages: readonly Line[][]): FoundProduct[] {
  const all = pages.flat().filter((line) => !isPageFurniture(line.text));
  const body = bodySize(all);
  const names = nameSize(all, body);
  if (names === null) return [];
  const blocks: Block[] = [];
  let block: Block | null = null;
  let previous: Line | null = null;
  for (const line of all) {
    const size = round(line.fontSize);
    if (size > names) {
      block = null; // a title ends the block before it
    } else if (size === names) {
      const wrappedName =
        block !== null &&
        block.rest.length === 0 &&
        previous?.page === line.page &&
        previous.y - line.y < line.fontSize * 1.6;
      if (wrappedName) block?.name.push(line.text);
      else {
        block = { name: [line.text], rest: [] };
        blocks.push(block);
      }
    } else {
      block?.rest.push(line);
    }
    previous = line;
  }
  return blocks.flatMap((found) => productOf(found) ?? []);
}
