// Legends and marks: a price list may mark its products with short signs after or before the
// name ("(V)", "GF", "★") and explain them once in a key ("(V) vegetarian · KF = kid friendly").
// A mark the page's key explains sets the badge (or tag) and leaves the name; a sign that looks
// like a mark but that no key explains stays in the name, and the row says so.
import type { Line } from './lines.ts';
import type { FoundProduct } from './types.ts';
import type { Badges } from './values.ts';

/** What a mark means: one of the shop's badges, or a tag for anything else ("gluten free"). */
export type MarkMeaning = { badge: keyof Badges } | { tag: string };

/** The marks a page's key explains, by the mark as written without brackets, upper-cased. */
export type Legend = ReadonlyMap<string, MarkMeaning>;

const MEANINGS: readonly [RegExp, (text: string) => MarkMeaning][] = [
  [/^(?:vegetarian|veggie)$/i, () => ({ badge: 'isVegetarian' })],
  [/^kids?[\s-]*friendly$/i, () => ({ badge: 'isKidFriendly' })],
  [/^(?:best[\s-]*sellers?|most popular|customer favourite)$/i, () => ({ badge: 'isBestseller' })],
  [
    /^(?:vegan|gluten[\s-]*free|dairy[\s-]*free|nut[\s-]*free|spicy|hot|new|contains nuts)$/i,
    (text) => ({ tag: text.toLowerCase().replace(/[\s-]+/g, '-') }),
  ],
];
const MEANING_WORDS = String.raw`vegetarian|veggie|kids?[\s-]*friendly|best[\s-]*sellers?|most popular|customer favourite|vegan|gluten[\s-]*free|dairy[\s-]*free|nut[\s-]*free|spicy|hot|new|contains nuts`;

/** A mark as a list writes it: a bracketed short code, a sign, or one to three capitals. */
const MARK = String.raw`\([^()\s]{1,4}\)|[^\s\p{L}\p{N}()=:,.;·•|*-]{1,2}|\*{1,3}|\p{Lu}{1,3}`;
/** One key entry: a mark, maybe "=", ":" or a dash, and what it means. */
const ENTRY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${MARK})\s*(?:[=:–-]\s*)?(${MEANING_WORDS})(?![\p{L}\p{N}])`,
  'giu',
);
/** What a key line may hold besides its entries. */
const KEY_REST = /^(?:\s|[·•|,;/]|\bkey\b|\blegend\b|\bdietary\b|\bsymbols?\b|:)*$/iu;

/** A mark as the legend keys it: brackets dropped, upper-cased. */
export const markKey = (mark: string) => mark.replace(/^\((.*)\)$/u, '$1').toUpperCase();

function meaningOf(text: string): MarkMeaning | null {
  const found = MEANINGS.find(([pattern]) => pattern.test(text.trim()));
  return found ? found[1](text.trim()) : null;
}

/**
 * The key a line is, or null: one or more entries and nothing else but separators and a label
 * ("Key:"); a single entry counts only after such a label, so a product's "★ Bestseller" line
 * is no key.
 */
export function legendOfLine(text: string): Map<string, MarkMeaning> | null {
  const entries = new Map<string, MarkMeaning>();
  const rest = text.replace(ENTRY, (_, mark: string, meaning: string) => {
    const read = meaningOf(meaning);
    if (read) entries.set(markKey(mark), read);
    return ' ';
  });
  if (entries.size === 0 || !KEY_REST.test(rest)) return null;
  const labelled = /\b(?:key|legend)\b/i.test(text);
  return entries.size >= 2 || labelled ? entries : null;
}

/** A token at a name's edge that looks like a mark: bracketed code, a sign, or a capital code. */
const LOOKS_LIKE_MARK = /^(?:\([^()\s]{1,4}\)|[^\s\p{L}\p{N}]{1,3}|\p{Lu}{1,3})$/u;

/** A name read with a page's key: without the marks the key explains, and what they set. */
export interface MarkedName {
  name: string;
  badges: Partial<Badges>;
  tags: string[];
  /** Marks at the name's edge that no key explains: they stay in the name. */
  unexplained: string[];
}

/**
 * Takes the marks the legend explains off both ends of a name. A sign or bracketed code that no
 * key explains stays; a capital code without a key stays too and is only reported at the end of
 * a name, as a name may well start with one ("BBQ Pork").
 */
export function readMarks(name: string, legend: Legend): MarkedName {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const badges: Partial<Badges> = {};
  const tags: string[] = [];
  const unexplained: string[] = [];
  const take = (word: string | undefined): boolean => {
    const meaning = word === undefined ? undefined : legend.get(markKey(word));
    if (!meaning) return false;
    if ('badge' in meaning) badges[meaning.badge] = true;
    else if (!tags.includes(meaning.tag)) tags.push(meaning.tag);
    return true;
  };
  while (words.length > 1 && take(words.at(-1))) words.pop();
  while (words.length > 1 && take(words[0])) words.shift();
  const last = words.at(-1) ?? '';
  const first = words[0] ?? '';
  if (words.length > 1 && LOOKS_LIKE_MARK.test(last) && !legend.has(markKey(last))) {
    unexplained.push(last);
  }
  const signFirst = /^(?:\([^()\s]{1,4}\)|[^\s\p{L}\p{N}]{1,3})$/u.test(first);
  if (words.length > 1 && signFirst && !legend.has(markKey(first))) unexplained.push(first);
  return { name: words.join(' '), badges, tags, unexplained };
}

/** The pages' key lines taken out (they are no product's text), and the legend they make. */
export function takeLegend(pages: readonly Line[][]): { legend: Legend; pages: Line[][] } {
  const legend = new Map<string, MarkMeaning>();
  const kept = pages.map((lines) =>
    lines.filter((line) => {
      const entries = legendOfLine(line.text);
      if (!entries) return true;
      for (const [mark, meaning] of entries) legend.set(mark, meaning);
      return false;
    }),
  );
  return { legend, pages: kept };
}

/** A found product with its name's marks read by the legend; unexplained marks are doubts. */
export function withMarks(product: FoundProduct, legend: Legend): FoundProduct {
  const read = readMarks(product.name, legend);
  const doubts = [...(product.doubts ?? [])];
  for (const mark of read.unexplained) {
    doubts.push(
      `The name has the mark "${mark}", which no key on the page explains: check the name and badges.`,
    );
  }
  return {
    ...product,
    name: read.name,
    isVegetarian: product.isVegetarian || read.badges.isVegetarian === true,
    isKidFriendly: product.isKidFriendly || read.badges.isKidFriendly === true,
    isBestseller: product.isBestseller || read.badges.isBestseller === true,
    badgesKnown: product.badgesKnown || Object.keys(read.badges).length > 0,
    tags: [...product.tags, ...read.tags.filter((tag) => !product.tags.includes(tag))],
    ...(doubts.length > 0 ? { doubts } : {}),
  };
}
