// Why a row's reading is a guess, in words staff can act on: the review starts such a row
// unticked with the reason beside it, so a guess is never imported unseen.
import { formatNZD } from '../../money.ts';
import { findPrice } from './values.ts';

/** The different prices (in cents) the texts give, each once, in the order they come. */
export function pricesIn(texts: readonly string[]): number[] {
  const cents: number[] = [];
  for (const text of texts) {
    // Every price of the text, not only its first: a cell may hold two.
    let rest = text.slice(0, 1000);
    for (let found = findPrice(rest); found; found = findPrice(rest)) {
      if (found.cents !== null && !cents.includes(found.cents)) cents.push(found.cents);
      rest = rest.replace(found.match, ' ');
    }
  }
  return cents;
}

/** Two or more prices for one product: the first was taken. */
export function twoPricesDoubt(cents: readonly number[]): string | null {
  if (cents.length < 2) return null;
  const listed = cents.map((value) => formatNZD(value)).join(' and ');
  return `Two prices found (${listed}): the first was taken. Check which is the pack's price.`;
}

/** A name set across the page's columns may hold text of the block beside it. */
export const WIDE_NAME_DOUBT =
  'The name runs across the page’s columns: check it holds only this product’s name.';

/** A block with no name set apart (larger or bold): its first line was taken as the name. */
export const NO_HEADING_DOUBT =
  'No name set apart from the text (larger or bold) was found: the first line was taken as the name. Check the name and description.';
