// From products found in a PDF to the rows staff review: matched to the catalog by name, with
// the fields that differ and the problems that keep a row from being imported as it is.
import { ProductFieldsSchema } from '../../forms/product.ts';
import type { StoredProduct } from '../product.ts';
import { changedFoodFacts, foodFactWarnings, rowFoodFacts } from './food-fact-rows.ts';
import type { FoundProduct, ImportedField, ImportRow } from './types.ts';

/** Pack size taken when the PDF gives none: the shop sells packs of 9, so it is no doubt. */
export const DEFAULT_CUBES_PER_PACK = 9;

/** A name as matching sees it: case and spacing ignored. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The imported fields in which a row differs from the product it matches. */
export function changedFields(
  row: Omit<ImportRow, 'match' | 'warnings'>,
  product: StoredProduct,
): ImportedField[] {
  const differs: Record<ImportedField, boolean> = {
    name: row.name !== product.name,
    description: !sameText(row.description, product.description),
    priceCents: row.priceCents !== null && row.priceCents !== product.priceCents,
    cubesPerPack: row.cubesPerPack !== product.cubesPerPack,
    tags: !sameTags(row.tags, product.tags),
    isVegetarian: row.isVegetarian !== product.isVegetarian,
    isKidFriendly: row.isKidFriendly !== product.isKidFriendly,
    isBestseller: row.isBestseller !== product.isBestseller,
    ...changedFoodFacts(row, product),
  };
  return (Object.keys(differs) as ImportedField[]).filter((field) => differs[field]);
}

const CHECKED_FIELDS = ProductFieldsSchema.pick({
  name: true,
  description: true,
  priceCents: true,
  cubesPerPack: true,
  tags: true,
});

/** What keeps a row from being imported as it is, in the product form's own words. */
function warningsOf(
  row: Omit<ImportRow, 'match' | 'warnings'>,
  priceWarning: string | null,
): string[] {
  const warnings: string[] = [];
  if (priceWarning !== null) warnings.push(priceWarning);
  else if (row.priceCents === null) warnings.push('No price found: enter one before importing.');
  if (row.description === '') warnings.push('No description found: write one before importing.');
  const checked = CHECKED_FIELDS.safeParse({
    ...row,
    priceCents: row.priceCents ?? 1,
    description: row.description === '' ? '-' : row.description,
  });
  for (const issue of checked.success ? [] : checked.error.issues) {
    if (!warnings.includes(issue.message)) warnings.push(issue.message);
  }
  return warnings;
}

/**
 * The review rows of what a PDF holds. A row that matches a product takes what the PDF does not
 * say (pack, badges, tags, a missing price or description) from that product, so importing it
 * changes only what the PDF states.
 */
export function reviewRows(
  found: readonly FoundProduct[],
  catalog: readonly StoredProduct[],
): ImportRow[] {
  const byName = new Map(catalog.map((product) => [nameKey(product.name), product]));
  const seen = new Set<string>();
  return found.map(({ badgesKnown, priceWarning, foodFacts, doubts, ...product }) => {
    const existing = byName.get(nameKey(product.name));
    const facts = rowFoodFacts(foodFacts, existing);
    const row = {
      ...product,
      ...facts,
      description: product.description === '' ? (existing?.description ?? '') : product.description,
      // A price the PDF gives but that cannot be taken stays empty: never the shop's, silently.
      priceCents:
        priceWarning === null ? (product.priceCents ?? existing?.priceCents ?? null) : null,
      cubesPerPack: product.cubesPerPack ?? existing?.cubesPerPack ?? DEFAULT_CUBES_PER_PACK,
      tags: product.tags.length > 0 || !existing ? product.tags : existing.tags,
      ...(badgesKnown || !existing
        ? {}
        : {
            isVegetarian: existing.isVegetarian,
            isKidFriendly: existing.isKidFriendly,
            isBestseller: existing.isBestseller,
          }),
    };
    const warnings = [
      ...warningsOf(row, priceWarning),
      ...foodFactWarnings(foodFacts, facts),
      ...(doubts ?? []),
    ];
    const key = nameKey(row.name);
    if (seen.has(key)) warnings.push('Another row of this PDF has the same name.');
    seen.add(key);
    return {
      ...row,
      match: existing
        ? {
            productId: existing.id,
            changes: changedFields(row, existing),
            shopPriceCents: existing.priceCents,
          }
        : null,
      warnings,
    };
  });
}
