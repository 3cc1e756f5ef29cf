// The food facts a meal owes its buyer: ingredients, declared allergens, storage, reheating and
// nutrition per serve. The allergens are the declarations of the Australia New Zealand Food
// Standards Code (Standard 1.2.3, Schedule 9, S9-3 as amended by P1044, in force since
// 25 February 2024), under their required names: nothing else (celery, mustard) is declared here.
// "gluten" is itself a required name (declared beside the cereal), so a label may state it alone.
import { z } from 'zod';

/** The declared allergens of Schedule 9, by id, with the required name a label uses. */
export const ALLERGENS = [
  { id: 'wheat', label: 'wheat' },
  { id: 'barley', label: 'barley' },
  { id: 'oats', label: 'oats' },
  { id: 'rye', label: 'rye' },
  { id: 'gluten', label: 'gluten' },
  { id: 'crustacea', label: 'crustacea' },
  { id: 'egg', label: 'egg' },
  { id: 'fish', label: 'fish' },
  { id: 'mollusc', label: 'mollusc' },
  { id: 'milk', label: 'milk' },
  { id: 'peanut', label: 'peanut' },
  { id: 'soy', label: 'soy' },
  { id: 'sesame', label: 'sesame' },
  { id: 'lupin', label: 'lupin' },
  { id: 'almond', label: 'almond' },
  { id: 'brazil-nut', label: 'Brazil nut' },
  { id: 'cashew', label: 'cashew' },
  { id: 'hazelnut', label: 'hazelnut' },
  { id: 'macadamia', label: 'macadamia' },
  { id: 'pecan', label: 'pecan' },
  { id: 'pine-nut', label: 'pine nut' },
  { id: 'pistachio', label: 'pistachio' },
  { id: 'walnut', label: 'walnut' },
  { id: 'sulphites', label: 'added sulphites' },
] as const;

export type AllergenId = (typeof ALLERGENS)[number]['id'];
const ALLERGEN_IDS = ALLERGENS.map((allergen) => allergen.id) as [AllergenId, ...AllergenId[]];

/** One declared allergen's id, as stored and as a form sends it. */
export const AllergenIdSchema = z.enum(ALLERGEN_IDS, {
  error: 'Choose allergens from the list',
});

// The Code asks for "gluten" beside any of these cereals (oats, barley and rye as they contain it).
const GLUTEN_CEREALS: readonly AllergenId[] = ['wheat', 'barley', 'oats', 'rye'];

/** The line a meal page shows for a meal declared free of every listed allergen. */
export const NO_DECLARED_ALLERGENS =
  'Contains: none of the allergens the Food Standards Code lists';

/**
 * The bold "Contains: …" line for declared allergens, in the list's order, each once, with
 * "gluten" after the cereals that carry it, as Standard 1.2.3 words a declaration.
 */
export function containsLine(allergens: readonly AllergenId[]): string {
  const declared = new Set(allergens);
  if (declared.size === 0) return NO_DECLARED_ALLERGENS;
  const names: string[] = [];
  for (const allergen of ALLERGENS) {
    if (!declared.has(allergen.id)) continue;
    names.push(allergen.label);
  }
  // Declared or not, gluten follows its cereals, once (the list's order puts it there).
  const lastCereal = names.findLastIndex((name) => GLUTEN_CEREALS.includes(name as AllergenId));
  if (lastCereal !== -1 && !declared.has('gluten')) names.splice(lastCereal + 1, 0, 'gluten');
  return `Contains: ${names.join(', ')}`;
}

/** Nutrition per serve as stored: every value optional, so a partial table still loads. */
export const NutritionSchema = z.object({
  servingSizeGrams: z.number().positive().max(2000).optional(),
  energyKj: z.number().nonnegative().max(20_000).optional(),
  proteinGrams: z.number().nonnegative().max(2000).optional(),
  fatGrams: z.number().nonnegative().max(2000).optional(),
  saturatedFatGrams: z.number().nonnegative().max(2000).optional(),
  carbohydrateGrams: z.number().nonnegative().max(2000).optional(),
  sugarsGrams: z.number().nonnegative().max(2000).optional(),
  sodiumMg: z.number().nonnegative().max(100_000).optional(),
});
export type Nutrition = z.output<typeof NutritionSchema>;
export type NutrientKey = keyof Nutrition;

/** The rows of a nutrition table in the order a NZ panel lists them, with their units. */
export const NUTRITION_ROWS: readonly { key: NutrientKey; label: string; unit: string }[] = [
  { key: 'energyKj', label: 'Energy', unit: 'kJ' },
  { key: 'proteinGrams', label: 'Protein', unit: 'g' },
  { key: 'fatGrams', label: 'Fat, total', unit: 'g' },
  { key: 'saturatedFatGrams', label: 'Saturated fat', unit: 'g' },
  { key: 'carbohydrateGrams', label: 'Carbohydrate', unit: 'g' },
  { key: 'sugarsGrams', label: 'Sugars', unit: 'g' },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg' },
];

/** The food fact fields of a stored product: all optional, so records from before them load. */
export const StoredFoodFactsShape = {
  ingredients: z.string().max(3000).optional(),
  allergens: z.array(AllergenIdSchema).max(ALLERGENS.length).optional(),
  /** Set when staff declared that the meal contains none of the listed allergens. */
  allergenFree: z.boolean().optional(),
  storage: z.string().max(1000).optional(),
  reheating: z.string().max(1000).optional(),
  nutrition: NutritionSchema.optional(),
};
export type StoredFoodFacts = {
  [K in keyof typeof StoredFoodFactsShape]?: z.output<(typeof StoredFoodFactsShape)[K]>;
};

/** What a meal page shows: every part present, or null when the facts are not complete. */
export interface MealFoodFacts {
  ingredients: string;
  contains: string;
  allergens: AllergenId[];
  storage: string;
  reheating: string;
  nutrition: Nutrition | null;
}

const filled = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Whether a nutrition table has any value to show. */
export function hasNutrition(nutrition: Nutrition | undefined): nutrition is Nutrition {
  return NUTRITION_ROWS.some((row) => nutrition?.[row.key] !== undefined);
}

/**
 * A product's food facts for its page, or null while any required part is missing (ingredients,
 * a declaration of allergens, storage, reheating): a shopper is then told to ask, never shown a
 * half list that could read as "no allergens".
 */
export function mealFoodFacts(product: StoredFoodFacts): MealFoodFacts | null {
  const ingredients = filled(product.ingredients);
  const storage = filled(product.storage);
  const reheating = filled(product.reheating);
  const allergens = product.allergens ?? [];
  const declared = allergens.length > 0 || product.allergenFree === true;
  if (!ingredients || !storage || !reheating || !declared) return null;
  return {
    ingredients,
    contains: containsLine(allergens),
    allergens: [...allergens],
    storage,
    reheating,
    nutrition: hasNutrition(product.nutrition) ? product.nutrition : null,
  };
}

/** Whether staff still owe a product its food facts (shown on the back office's product list). */
export function lacksFoodFacts(product: StoredFoodFacts): boolean {
  return mealFoodFacts(product) === null;
}

/** A serve's weight as a label gives it: whole grams, or to 0.1 g when it has a fraction. */
export function formatServingSize(grams: number): string {
  return `${grams.toLocaleString('en-NZ', { maximumFractionDigits: 1 })} g`;
}

/** A nutrient's value as a table shows it: kJ and mg whole, grams to one decimal place. */
export function formatNutrient(value: number, unit: string): string {
  const shown = unit === 'g' ? value.toFixed(1) : Math.round(value).toLocaleString('en-NZ');
  return `${shown} ${unit}`;
}
