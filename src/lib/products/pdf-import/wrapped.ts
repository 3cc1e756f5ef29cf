// Lines a narrow column wrapped: a continuation line joins the line above when it is set right
// under it, in the same column, at the same size and left edge, and the two read as one. Only
// lines that cannot stand alone join (the end of a details line, a mark), so a block's lines
// beside each other or a description's sentences are never run together.
import type { PlacedLine } from './columns.ts';
import { markKey, type Legend } from './legend.ts';
import { joinItems } from './lines.ts';
import { isLeaderOrPrice, roundSize } from './text-style.ts';
import { isDetailLine } from './values.ts';

/** A continuation is at most this far below the line it continues, in font sizes. */
const WRAP_GAP = 1.6;
/** Its left edge is within this many points of that line's. */
const EDGE_SLACK = 1.5;

const leftOf = (line: PlacedLine) => line.items[0]?.x ?? 0;

function continues(above: PlacedLine, line: PlacedLine): boolean {
  const sameColumn =
    above.page === line.page && above.column === line.column && above.band === line.band;
  const gap = (above.lastY ?? above.y) - line.y;
  return (
    sameColumn &&
    gap > 0 &&
    gap <= WRAP_GAP * line.fontSize &&
    roundSize(above.fontSize) === roundSize(line.fontSize) &&
    Math.abs(leftOf(above) - leftOf(line)) <= EDGE_SLACK
  );
}

/** A sign or bracketed code, a mark whether a key explains it or not ("★", "(V)"). */
const SIGN = /^(?:\([^()\s]{1,4}\)|[^\s\p{L}\p{N}]+)$/u;

/** Whether a line is marks alone ("★", "(V)", or a key's "V" moved to a line of its own). */
function isMarksOnly(text: string, legend: Legend): boolean {
  const words = text.split(/\s+/).filter((word) => word !== '');
  return (
    text.length <= 12 &&
    words.length > 0 &&
    words.every((word) => SIGN.test(word) || legend.has(markKey(word)))
  );
}

/** Whether the line below reads as the end of the line above, not as a line of its own. */
function joinsAbove(above: PlacedLine, line: PlacedLine, legend: Legend): boolean {
  if (isMarksOnly(line.text, legend)) return !isDetailLine(above.text);
  return (
    isDetailLine(above.text) &&
    !isDetailLine(line.text) &&
    isDetailLine(`${above.text} ${line.text}`)
  );
}

/** A column's lines with each wrapped continuation joined to the line it continues. */
export function joinContinuations(lines: readonly PlacedLine[], legend: Legend): PlacedLine[] {
  const joined: PlacedLine[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    if (above && continues(above, line) && joinsAbove(above, line, legend)) {
      // The joined line keeps its first baseline (the gap above it) and records its last (the
      // gap below it). Its text runs on with a space, as the wrap broke at one; wrapped marks go
      // before a price ending the line ("Name ★" + "(GF)" beside "$19.95"), as they were set.
      let cut = above.items.length;
      while (cut > 0 && isLeaderOrPrice(above.items[cut - 1]?.str ?? '')) cut -= 1;
      const before = above.items.slice(0, cut);
      const after = above.items.slice(cut);
      const text = [joinItems(before), line.text, joinItems(after)].filter((part) => part !== '');
      joined[joined.length - 1] = {
        ...above,
        lastY: line.y,
        items: [...before, ...line.items, ...after],
        text: text.join(' '),
      };
      continue;
    }
    joined.push(line);
  }
  return joined;
}
