// Reading a product's food facts out of a PDF's text: an "Ingredients: …" line (which may wrap),
// a "Contains: …" / "Allergens: …" line mapped to the declared allergens' ids, and storage and
// reheating lines. Words that name no declared allergen are kept so the row can say which.
import { ALLERGENS, type AllergenId } from '../food-facts.ts';

/** The food facts a PDF states for one product; a part it does not state is absent. */
export interface FoundFoodFacts {
  ingredients?: string;
  allergens?: AllergenId[];
  allergenFree?: boolean;
  storage?: string;
  reheating?: string;
  /** Words of an allergen line that name no declared allergen ("gluten" alone, "celery"). */
  unknownAllergens: string[];
}

/** The food facts a PDF may state, as a block's labels or a table's columns name them. */
export type FactField = 'ingredients' | 'allergens' | 'storage' | 'reheating';

const LABELS: readonly { field: FactField; pattern: RegExp }[] = [
  { field: 'ingredients', pattern: /^\s*ingredients?(?:\s*:|\s[-–]\s)\s*/i },
  {
    field: 'allergens',
    pattern:
      /^\s*(?:contains|allergens?(?: information| declaration)?|allergy (?:advice|information))(?:\s*:|\s[-–]\s)\s*/i,
  },
  // "Contains no allergens" has no colon; it is a declaration all the same.
  { field: 'allergens', pattern: /^(?=\s*contains\s+no\s+allergens\b)/i },
  { field: 'storage', pattern: /^\s*(?:storage|to store|store)(?:\s*:|\s[-–]\s)\s*/i },
  // "Keep frozen…", "Store frozen…" say how to store it: the whole line is the instruction.
  { field: 'storage', pattern: /^(?=\s*(?:keep|store)\s+(?:frozen|refrigerated|chilled)\b)/i },
  {
    field: 'reheating',
    pattern: /^\s*(?:reheat(?:ing)?|to (?:re)?heat|heating(?: instructions)?)(?:\s*:|\s[-–]\s)\s*/i,
  },
];

/** "Contains milk, gluten": the label without a colon, taken only when every word is an allergen. */
const BARE_CONTAINS = /^\s*contains\s+/i;

/** Which food fact a line starts, and its text after the label, or null for any other line. */
export function foodFactLine(text: string): { field: FactField; value: string } | null {
  for (const { field, pattern } of LABELS) {
    const found = pattern.exec(text);
    if (found) return { field, value: text.slice(found[0].length).trim() };
  }
  const bare = BARE_CONTAINS.exec(text);
  if (bare) {
    const value = text.slice(bare[0].length).trim();
    const read = readAllergens(value);
    if (read.allergens.length > 0 && read.unknown.length === 0)
      return { field: 'allergens', value };
  }
  return null;
}

// Common words on labels for the declared allergens, besides their required names.
const SYNONYMS: Readonly<Record<string, AllergenId>> = {
  dairy: 'milk',
  "cow's milk": 'milk',
  'milk solids': 'milk',
  'cereals containing gluten': 'gluten',
  'gluten-containing cereals': 'gluten',
  crustacean: 'crustacea',
  sulphite: 'sulphites',
  sulfite: 'sulphites',
  'sulphur dioxide': 'sulphites',
  'soy bean': 'soy',
  'soya beans': 'soy',
  lupins: 'lupin',
  'peanut oil': 'peanut',
  'milk products': 'milk',
  lactose: 'milk',
  soya: 'soy',
  'soy beans': 'soy',
  soybean: 'soy',
  soybeans: 'soy',
  eggs: 'egg',
  peanuts: 'peanut',
  'sesame seeds': 'sesame',
  'sesame seed': 'sesame',
  shellfish: 'crustacea',
  crustaceans: 'crustacea',
  molluscs: 'mollusc',
  mollusks: 'mollusc',
  sulphites: 'sulphites',
  sulfites: 'sulphites',
  'added sulfites': 'sulphites',
  almonds: 'almond',
  'brazil nuts': 'brazil-nut',
  cashews: 'cashew',
  hazelnuts: 'hazelnut',
  macadamias: 'macadamia',
  'macadamia nuts': 'macadamia',
  pecans: 'pecan',
  'pine nuts': 'pine-nut',
  pistachios: 'pistachio',
  walnuts: 'walnut',
  oat: 'oats',
};

const BY_WORD = new Map<string, AllergenId>([
  ...ALLERGENS.flatMap(({ id, label }): [string, AllergenId][] => [
    [label.toLowerCase(), id],
    [id.replace('-', ' '), id],
  ]),
  ...Object.entries(SYNONYMS),
]);

/** A declaration that the product has none of the listed allergens ("none", "no allergens"). */
const NONE = /^(?:none|nil|no allergens|contains no allergens|no declared allergens)\.?$/i;

/**
 * The allergen ids an allergen line names, whether it declares none, and the words it has that
 * are not on the list. "Gluten (wheat)" reads as gluten and wheat: both are required names.
 */
export function readAllergens(text: string): {
  allergens: AllergenId[];
  none: boolean;
  unknown: string[];
} {
  const trimmed = text.trim().replace(/\.$/, '');
  if (NONE.test(trimmed)) return { allergens: [], none: true, unknown: [] };
  const allergens = new Set<AllergenId>();
  const unknown: string[] = [];
  // "gluten (wheat, barley)" names its cereals in brackets: read them as words of the list too.
  const words = trimmed
    .replace(/[()]/g, ',')
    .split(/\s*(?:,|;|\/|&|\band\b|\bor\b)\s*/i)
    .map((word) => word.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((word) => word !== '');
  for (const word of words) {
    const id = BY_WORD.get(word);
    if (id) allergens.add(id);
    else unknown.push(word);
  }
  const ordered = ALLERGENS.map(({ id }) => id).filter((id) => allergens.has(id));
  return { allergens: ordered, none: false, unknown };
}

/**
 * Takes a block's food fact lines out of its other lines: a labelled line and the lines that
 * follow it (until another label, or a line `endsFact` says is no part of it) are one fact.
 * Answers the facts (null when the block has none) and the lines that are not food facts.
 */
export function takeFoodFacts(
  lines: readonly string[],
  endsFact: (text: string) => boolean,
): { facts: FoundFoodFacts | null; rest: string[] } {
  const parts = new Map<FactField, string[]>();
  const rest: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    const fact = foodFactLine(line);
    if (fact) {
      current = [fact.value];
      parts.set(fact.field, [...(parts.get(fact.field) ?? []), ...current]);
      current = parts.get(fact.field) ?? null;
    } else if (current !== null && !endsFact(line)) {
      current.push(line);
    } else {
      current = null;
      rest.push(line);
    }
  }
  const text = (field: FactField) => parts.get(field)?.join(' ');
  const facts = foodFactsOf({
    ingredients: text('ingredients'),
    allergens: text('allergens'),
    storage: text('storage'),
    reheating: text('reheating'),
  });
  return { facts, rest };
}

/**
 * The food facts of a product from the text of each part (a block's lines after their labels, or
 * a table's cells): null when no part has text. An allergen text is read into ids.
 */
export function foodFactsOf(
  parts: Readonly<Record<FactField, string | undefined>>,
): FoundFoodFacts | null {
  const joined = (field: FactField) => {
    const text = parts[field]?.replace(/\s+/g, ' ').trim();
    return text === undefined || text === '' ? undefined : text;
  };
  const facts: FoundFoodFacts = { unknownAllergens: [] };
  const ingredients = joined('ingredients');
  if (ingredients !== undefined) facts.ingredients = ingredients.replace(/\.$/, '');
  const allergenText = joined('allergens');
  if (allergenText !== undefined) {
    const read = readAllergens(allergenText);
    if (read.none) facts.allergenFree = true;
    else facts.allergens = read.allergens;
    facts.unknownAllergens = read.unknown;
  }
  const storage = joined('storage');
  if (storage !== undefined) facts.storage = storage;
  const reheating = joined('reheating');
  if (reheating !== undefined) facts.reheating = reheating;
  return Object.keys(facts).length > 1 ? facts : null;
}
