// Blocks of a list that sets no name apart (every line in the same type): paragraphs parted by
// a wider space than the lines of one have, each paragraph's first line taken as its name. This
// is a guess, so every row read this way says so (NO_HEADING_DOUBT) and starts unticked.
import type { Block, ReadLine } from './blocks.ts';

/** A paragraph ends where the space to the next line is this many line spacings or more. */
const PARAGRAPH_GAP = 1.5;

/** The paragraphs of a page's lines, in reading order; a details line never starts one. */
export function blocksByGaps(lines: readonly ReadLine[], leading: number): Block[] {
  const blocks: Block[] = [];
  let block: Block | null = null;
  for (const read of lines) {
    const apart = read.gap === null || read.gap >= PARAGRAPH_GAP * leading;
    if (block && (!apart || read.prose === '')) {
      block.rest.push(read);
      continue;
    }
    if (read.prose === '') continue; // details before any name belong to no product
    block = { name: [read], rest: [] };
    blocks.push(block);
  }
  return blocks;
}
