// Reading prices, pack sizes and badge words out of a PDF's text.
import { MAX_PRICE_CENTS } from '../../forms/product.ts';
import { formatNZD } from '../../money.ts';

/** A price found in text: its cents, or (cents null) why it cannot be taken as it stands. */
export type PriceReading =
  | { cents: number; match: string; problem?: undefined }
  | { cents: null; match: string; problem: string };

const MINUS = '[-\u2212\u2013]';
/** Digits with thousands commas, decimals and an exponent: all read, so none is half-read. */
const AMOUNT = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?(?:e[-+]?\d+)?`;
const PRICE_PATTERNS = [
  // $12.50, NZ$12.50, NZD 12.50, NZD$12.50, each maybe signed: -$5.00, $-5.00
  new RegExp(String.raw`(${MINUS})?(?:\bNZD?\s?\$|\$|\bNZD\s)\s?(${MINUS})?(${AMOUNT})`, 'iu'),
  // 12.50 NZD, 12.50 (two decimals, standing alone), -12.50
  new RegExp(
    String.raw`(?<![\p{L}\d.,$])(${MINUS})?()(\d(?:[\d,]*\d)?\.\d{2}(?:e[-+]?\d+)?)(?:\s?NZD\b)?(?![\d.])`,
    'iu',
  ),
];

/** How much of a line is searched for a price. */
const MAX_PRICE_TEXT = 1000;

/** Dollars this long are out of range whatever they say (and too long to add up exactly). */
const MAX_DOLLAR_DIGITS = 7;

const problem = (match: string, why: string): PriceReading => ({
  cents: null,
  match,
  problem: `The price "${match.trim()}" ${why}: check the PDF and enter the right price.`,
});

/**
 * Reads a price's amount exactly, in cents. What is not a plain price (negative, a power of ten,
 * misplaced commas, more than two decimals, more than a product may cost) is a problem to show,
 * never a number: a price is never silently read as something else.
 */
function readAmount(match: string, negative: boolean, amount: string): PriceReading {
  if (/e/i.test(amount)) return problem(match, 'is written as a power of ten');
  if (negative) return problem(match, 'is negative');
  const found = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!found) return problem(match, 'could not be read');
  const [, dollars = '0', fraction = ''] = found;
  const digits = dollars.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const cents =
    digits.length > MAX_DOLLAR_DIGITS
      ? Number.POSITIVE_INFINITY
      : Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) {
    return problem(match, `is over ${formatNZD(MAX_PRICE_CENTS)}, the most a product may cost`);
  }
  return { cents, match };
}

/** A price anywhere in the text ($12.50, NZ$12.50, 12.50, 12.50 NZD) in cents, and where it is. */
export function findPrice(text: string): PriceReading | null {
  // A price sits in a short line; the cap keeps a pathological line from costing much.
  const head = text.slice(0, MAX_PRICE_TEXT);
  for (const pattern of PRICE_PATTERNS) {
    const found = pattern.exec(head);
    if (found) {
      const [match, signBefore, signAfter, amount = ''] = found;
      return readAmount(match, Boolean(signBefore ?? signAfter), amount);
    }
  }
  return null;
}

/** A price cell of a table: any of the price forms, or a plain whole number of dollars. */
export function priceOfCell(text: string): PriceReading | null {
  const found = findPrice(text);
  if (found) return found;
  const whole = new RegExp(String.raw`^\s*(${MINUS})?(\d(?:[\d,]*\d)?)\s*$`, 'u').exec(
    text.slice(0, MAX_PRICE_TEXT),
  );
  return whole ? readAmount(text, whole[1] !== undefined, whole[2] ?? '') : null;
}

const PACK_PATTERNS = [
  /\b(\d{1,3})\s*(?:[x×]\s*)?(?:cubes?|portions?)\b/i,
  /\bpack(?:s)?\s+of\s+(\d{1,3})\b/i,
  // "9-pack", "9 pack", "Pack size: 9"
  /(?<![.,\d])\b(\d{1,3})[\s-]?pack\b/i,
  /\bpack size\s*:?\s*(\d{1,3})\b/i,
];

/** A pack size ("9 cubes", "Pack of 9", "9-pack") anywhere in the text, and where it is. */
export function findPack(text: string): { cubes: number; match: string } | null {
  for (const pattern of PACK_PATTERNS) {
    const found = pattern.exec(text);
    if (found) return { cubes: Number(found[1]), match: found[0] };
  }
  return null;
}

/** A pack cell of a table: a pack phrase, or a lone whole number. */
export function packOfCell(text: string): number | null {
  const found = findPack(text);
  if (found) return found.cubes;
  const whole = /^\s*(\d{1,3})\s*$/.exec(text);
  return whole ? Number(whole[1]) : null;
}

const BADGES = {
  isVegetarian: /\b(?:vegetarian|veggie)\b/i,
  isKidFriendly: /\bkids?[\s-]*friendly\b/i,
  isBestseller: /\bbest[\s-]*seller\b/i,
} as const;

export type Badges = Record<keyof typeof BADGES, boolean>;

/** The badge patterns, each matching every occurrence (compiled once, not per line). */
const ALL_BADGES = Object.values(BADGES).map((pattern) => new RegExp(pattern, 'gi'));

/** The badge words a text holds. */
export function badgesOf(text: string): Badges {
  return {
    isVegetarian: BADGES.isVegetarian.test(text),
    isKidFriendly: BADGES.isKidFriendly.test(text),
    isBestseller: BADGES.isBestseller.test(text),
  };
}

/** Whether a text holds details (badges, pack, price) and nothing else but separators and labels. */
function onlyDetails(text: string): boolean {
  if (/^\s*tags?\s*:/i.test(text)) return true;
  let rest = text;
  const price = findPrice(rest);
  if (price) rest = rest.replace(price.match, ' ');
  const pack = findPack(rest);
  if (pack) rest = rest.replace(pack.match, ' ');
  for (const pattern of ALL_BADGES) rest = rest.replace(pattern, ' ');
  rest = rest.replace(/\b(?:price|rrp|wholesale|each|per pack|incl\.? gst|gst)\b/gi, ' ');
  const hadDetail = rest !== text;
  return hadDetail && /^[\s|·•,;:/()&+-]*(?:and)?[\s|·•,;:/()&+-]*$/i.test(rest);
}

/** A short label between details' separators ("Serves 2", "Gluten free"), not a sentence. */
const isShortLabel = (part: string) =>
  part.length <= 24 && part.split(/\s+/).length <= 3 && !/[.!?;:]/.test(part);

/**
 * Whether a line holds only product details (badges, pack, price, tags), and none of a
 * description's prose: what is left without them is separators and price labels, or short
 * labels set between separators beside them ("Pack of 9 · Serves 2 · $16.90").
 */
export function isDetailLine(text: string): boolean {
  if (onlyDetails(text)) return true;
  const parts = text
    .slice(0, MAX_PRICE_TEXT)
    .split(/\s*[|·•]\s*/)
    .filter((part) => part.trim() !== '');
  if (parts.length < 2) return false;
  let details = 0;
  for (const part of parts) {
    if (onlyDetails(part)) details += 1;
    else if (!isShortLabel(part.trim())) return false;
  }
  return details > 0;
}

/** Tags named on a "Tags: a, b" line. */
export function tagsOf(text: string): string[] {
  const found = /^\s*tags?\s*:\s*(.*)$/i.exec(text);
  if (!found?.[1]) return [];
  return found[1]
    .split(/[,;|·•]/)
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}
