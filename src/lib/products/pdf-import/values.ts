// Reading prices, pack sizes and badge words out of a PDF's text.

const PRICE_PATTERNS = [
  // $12.50, NZ$12.50, NZD 12.50, NZD$12.50
  /(?:\bNZD?\s?\$|\$|\bNZD\s)\s?(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{2}))?(?!\d)/i,
  // 12.50 NZD, 12.50 (two decimals, standing alone)
  /(?<![\d.,$])(\d{1,3}(?:,\d{3})+|\d{1,6})\.(\d{2})(?:\s?NZD\b)?(?![\d.])/i,
];

/** A price anywhere in the text ($12.50, NZ$12.50, 12.50, 12.50 NZD) in cents, and where it is. */
export function findPrice(text: string): { cents: number; match: string } | null {
  for (const pattern of PRICE_PATTERNS) {
    const found = pattern.exec(text);
    if (found) {
      const [match, dollars = '0', fraction = '00'] = found;
      return { cents: Number(dollars.replaceAll(',', '')) * 100 + Number(fraction), match };
    }
  }
  return null;
}

/** A price cell of a table: any of the price forms, or a plain whole number of dollars. */
export function priceOfCell(text: string): number | null {
  const found = findPrice(text);
  if (found) return found.cents;
  const whole = /^\s*(\d{1,6})\s*$/.exec(text);
  return whole ? Number(whole[1]) * 100 : null;
}

const PACK_PATTERNS = [
  /\b(\d{1,3})\s*(?:x\s*)?(?:cubes?|portions?)\b/i,
  /\bpack(?:s)?\s+of\s+(\d{1,3})\b/i,
];

/** A pack size ("9 cubes", "Pack of 9") anywhere in the text, and where it is. */
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

/** The badge words a text holds. */
export function badgesOf(text: string): Badges {
  return {
    isVegetarian: BADGES.isVegetarian.test(text),
    isKidFriendly: BADGES.isKidFriendly.test(text),
    isBestseller: BADGES.isBestseller.test(text),
  };
}

/**
 * Whether a line holds only product details (badges, pack, price, tags), and none of a
 * description's prose: what is left without them is separators and price labels.
 */
export function isDetailLine(text: string): boolean {
  if (/^\s*tags?\s*:/i.test(text)) return true;
  let rest = text;
  const price = findPrice(rest);
  if (price) rest = rest.replace(price.match, ' ');
  const pack = findPack(rest);
  if (pack) rest = rest.replace(pack.match, ' ');
  for (const pattern of Object.values(BADGES)) rest = rest.replace(new RegExp(pattern, 'gi'), ' ');
  rest = rest.replace(/\b(?:price|rrp|wholesale|each|per pack|incl\.? gst|gst)\b/gi, ' ');
  const hadDetail = rest !== text;
  return hadDetail && /^[\s|·•,;:/()&+-]*(?:and)?[\s|·•,;:/()&+-]*$/i.test(rest);
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
