// The food facts of an import review row: what the PDF states, completed from the product it
// matches, how they differ from that product, and what keeps them from being imported as read.
import { containsLine, type AllergenId, type StoredFoodFacts } from '../food-facts.ts';
import type { FoundFoodFacts } from './food-facts.ts';

/** The food fact fields a review row (and an apply request) may carry. */
export interface RowFoodFacts {
  ingredients?: string | undefined;
  allergens?: AllergenId[] | undefined;
  allergenFree?: boolean | undefined;
  storage?: string | undefined;
  reheating?: string | undefined;
}

/**
 * A row's food facts: none when the PDF states none (the row imports as it always did); else
 * what the PDF states, and for a matched product the parts it does not state taken from it. An
 * allergen line replaces both the ticked allergens and the "contains none" flag.
 */
export function rowFoodFacts(
  found: FoundFoodFacts | undefined,
  existing: StoredFoodFacts | undefined,
): RowFoodFacts {
  if (!found) return {};
  const declared = found.allergens !== undefined || found.allergenFree !== undefined;
  const facts: RowFoodFacts = {};
  const ingredients = found.ingredients ?? existing?.ingredients;
  if (ingredients !== undefined) facts.ingredients = ingredients;
  const allergens = declared ? (found.allergens ?? []) : existing?.allergens;
  if (allergens !== undefined) facts.allergens = allergens;
  const allergenFree = declared ? found.allergenFree === true : existing?.allergenFree;
  if (allergenFree !== undefined) facts.allergenFree = allergenFree;
  const storage = found.storage ?? existing?.storage;
  if (storage !== undefined) facts.storage = storage;
  const reheating = found.reheating ?? existing?.reheating;
  if (reheating !== undefined) facts.reheating = reheating;
  return facts;
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** Which food fact fields of a row differ from the product it matches (unstated ones never). */
export function changedFoodFacts(row: RowFoodFacts, product: StoredFoodFacts) {
  const text = (value: string | undefined, stored: string | undefined) =>
    value !== undefined && !sameText(value, stored ?? '');
  const ids = (list: readonly string[]) => [...list].sort().join(',');
  return {
    ingredients: text(row.ingredients, product.ingredients),
    allergens: row.allergens !== undefined && ids(row.allergens) !== ids(product.allergens ?? []),
    allergenFree:
      row.allergenFree !== undefined && row.allergenFree !== (product.allergenFree ?? false),
    storage: text(row.storage, product.storage),
    reheating: text(row.reheating, product.reheating),
  };
}

/** What keeps a row's food facts from being imported as read, for staff to check first. */
export function foodFactWarnings(found: FoundFoodFacts | undefined, facts: RowFoodFacts): string[] {
  const warnings: string[] = [];
  const unknown = found?.unknownAllergens ?? [];
  if (unknown.length > 0) {
    const words = unknown.map((word) => `"${word}"`).join(', ');
    const known = facts.allergens?.length ? ` (read so far: ${containsLine(facts.allergens)})` : '';
    warnings.push(
      `The allergen line names ${words}, which is not one of the declared allergens${known}. Check the PDF: name the allergen as the Food Standards Code does (a tree nut by its name, e.g. almond or cashew), or import the row and fix the allergens on the product.`,
    );
  }
  const ticked = facts.allergens?.length ?? 0;
  if ((facts.ingredients ?? '') !== '' && ticked === 0 && facts.allergenFree !== true) {
    warnings.push(
      'Ingredients found but no allergens: add a "Contains: …" line (or "Contains no allergens") to the PDF and read it again, or set the allergens on the product.',
    );
  }
  return warnings;
}

/** A row's food facts in a few words for the review table ("Ingredients ✓, Contains: milk"). */
export function foodFactsSummary(facts: RowFoodFacts): string | null {
  const parts: string[] = [];
  if (facts.ingredients) parts.push('Ingredients ✓');
  if (facts.allergenFree) parts.push('Contains: none');
  else if (facts.allergens?.length) parts.push(containsLine(facts.allergens));
  if (facts.storage) parts.push('Storage ✓');
  if (facts.reheating) parts.push('Reheating ✓');
  return parts.length > 0 ? parts.join(', ') : null;
}
