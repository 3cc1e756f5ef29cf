// The food fact fields of the product form and the products API, shared by browser and server.
// Blank text means "not written yet"; a meal page shows the facts only once they are complete.
import { z } from 'zod';
import { ALLERGENS, AllergenIdSchema } from '../products/food-facts.ts';
import { multiLineField } from './plain-text.ts';

const text = (max: number, what: string) =>
  multiLineField(z.string().trim().max(max, `Keep the ${what} under ${max} characters`));

const amount = (max: number, unit: string) =>
  z
    .number({ error: `Enter a number of ${unit}, or leave it blank` })
    .min(0, 'Use a number of 0 or more')
    .max(max, `Use at most ${max.toLocaleString('en-NZ')} ${unit}`)
    .optional();

/** Nutrition per serve as staff enter it: any value may be left blank. */
export const NutritionFieldsSchema = z.object({
  servingSizeGrams: z
    .number({ error: 'Enter the serving size in grams, or leave it blank' })
    .positive('A serve weighs more than 0 g')
    .max(2000, 'Use at most 2,000 g')
    .optional(),
  energyKj: amount(20_000, 'kJ'),
  proteinGrams: amount(2000, 'g'),
  fatGrams: amount(2000, 'g'),
  saturatedFatGrams: amount(2000, 'g'),
  carbohydrateGrams: amount(2000, 'g'),
  sugarsGrams: amount(2000, 'g'),
  sodiumMg: amount(100_000, 'mg'),
});

/** The food fact fields of a product request (spread into ProductFieldsSchema). */
export const FoodFactFieldsShape = {
  ingredients: text(3000, 'ingredients').optional(),
  allergens: z
    .array(AllergenIdSchema)
    .max(ALLERGENS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Tick each allergen once')
    .optional(),
  allergenFree: z.boolean().optional(),
  storage: text(1000, 'storage instructions').optional(),
  reheating: text(1000, 'reheating instructions').optional(),
  nutrition: NutritionFieldsSchema.optional(),
};

interface FoodFactFields {
  ingredients?: string | undefined;
  allergens?: string[] | undefined;
  allergenFree?: boolean | undefined;
  nutrition?: z.output<typeof NutritionFieldsSchema> | undefined;
}

/**
 * The rules between food fact fields, added to the product request schemas: a meal cannot be
 * declared free of allergens while one is ticked; written ingredients need the allergens ticked
 * or "none" declared (so a forgotten tick never reads as "no allergens"); parts of a serve stay
 * below the whole.
 */
export function checkFoodFacts(fields: FoodFactFields, ctx: z.RefinementCtx): void {
  const ticked = fields.allergens?.length ?? 0;
  if (fields.allergenFree && ticked > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['allergenFree'],
      message: 'Untick "Contains none of these" or untick the allergens',
    });
  if ((fields.ingredients ?? '') !== '' && ticked === 0 && !fields.allergenFree)
    ctx.addIssue({
      code: 'custom',
      path: ['allergens'],
      message: 'Tick the allergens this meal contains, or tick "Contains none of these"',
    });
  const n = fields.nutrition;
  if (
    n?.saturatedFatGrams !== undefined &&
    n.fatGrams !== undefined &&
    n.saturatedFatGrams > n.fatGrams
  )
    ctx.addIssue({
      code: 'custom',
      path: ['nutrition', 'saturatedFatGrams'],
      message: 'Saturated fat cannot be more than total fat',
    });
  if (
    n?.sugarsGrams !== undefined &&
    n.carbohydrateGrams !== undefined &&
    n.sugarsGrams > n.carbohydrateGrams
  )
    ctx.addIssue({
      code: 'custom',
      path: ['nutrition', 'sugarsGrams'],
      message: 'Sugars cannot be more than carbohydrate',
    });
  const anyNutrient = Object.entries(n ?? {}).some(
    ([key, value]) => key !== 'servingSizeGrams' && value !== undefined,
  );
  if (anyNutrient && n?.servingSizeGrams === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['nutrition', 'servingSizeGrams'],
      message: 'Enter the serving size the values are for',
    });
}
