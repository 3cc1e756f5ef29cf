import type { ImportApplyRow } from '../../../lib/forms/product-import.ts';
import type {
  ImportedField,
  ImportRow,
  PreviewRow,
} from '../../../lib/products/pdf-import/types.ts';

/** A review row as the form holds it: the product's fields and whether it is ticked. */
export interface ReviewFormRow extends Omit<ImportApplyRow, 'token'> {
  ticked: boolean;
}

export interface ReviewForm {
  rows: ReviewFormRow[];
}

/** Whether a row would change the price of a product in the shop. */
export const changesPrice = (row: ImportRow) => row.match?.changes.includes('priceCents') === true;

/**
 * A row starts ticked unless it has a problem, would change nothing, or would change a product's
 * price: staff tick a price change themselves, having seen the old and the new price.
 */
export function reviewFormRow(row: ImportRow): ReviewFormRow {
  const unchanged = row.match !== null && row.match.changes.length === 0;
  return {
    ticked: row.warnings.length === 0 && !unchanged && !changesPrice(row),
    name: row.name,
    description: row.description,
    priceCents: row.priceCents ?? Number.NaN,
    cubesPerPack: row.cubesPerPack,
    tags: row.tags,
    isVegetarian: row.isVegetarian,
    isKidFriendly: row.isKidFriendly,
    isBestseller: row.isBestseller,
    // Food facts travel only when the PDF stated them, so other rows import as they always did.
    ...(row.ingredients === undefined ? {} : { ingredients: row.ingredients }),
    ...(row.allergens === undefined ? {} : { allergens: row.allergens }),
    ...(row.allergenFree === undefined ? {} : { allergenFree: row.allergenFree }),
    ...(row.storage === undefined ? {} : { storage: row.storage }),
    ...(row.reheating === undefined ? {} : { reheating: row.reheating }),
  };
}

/**
 * What a row sends to apply (checked with the apply schema first): its fields, and the token the
 * preview gave it, which alone names the product it updates.
 */
export function applyInputOf(row: ReviewFormRow, found: PreviewRow): unknown {
  const fields = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'ticked'));
  return { ...fields, token: found.token };
}

const FIELD_NAMES: Readonly<Record<ImportedField, string>> = {
  name: 'name',
  description: 'description',
  priceCents: 'price',
  cubesPerPack: 'pack size',
  tags: 'tags',
  isVegetarian: 'vegetarian',
  isKidFriendly: 'kid friendly',
  isBestseller: 'bestseller',
  ingredients: 'ingredients',
  allergens: 'allergens',
  allergenFree: 'contains none',
  storage: 'storage',
  reheating: 'reheating',
};

/** How a row compares with the catalog: new, changed (and in what), or unchanged. */
export function comparisonOf(row: ImportRow): { label: string; detail: string | null } {
  if (!row.match) return { label: 'New', detail: null };
  if (row.match.changes.length === 0) return { label: 'Unchanged', detail: null };
  return {
    label: 'Changed',
    detail: row.match.changes.map((field) => FIELD_NAMES[field]).join(', '),
  };
}
