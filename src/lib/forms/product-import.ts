// The request that applies reviewed import rows, shared with the review screen so both check a
// row with the product form's own rules and messages.
import { z } from 'zod';
import { oneLineField } from './plain-text.ts';
import { checkFoodFacts } from './food-facts.ts';
import { ProductFieldsSchema } from './product.ts';

/** Rows sent in one apply request; the review sends larger imports in several, showing progress. */
export const IMPORT_APPLY_BATCH = 10;

/** Longest preview token taken (a signed row token is a few hundred characters). */
const MAX_TOKEN_LENGTH = 2000;

/**
 * One reviewed row: the product's imported fields as staff left them (food facts only when the
 * PDF stated them), and the token the preview gave the row. The product a row updates (if any) and its revision come from the token alone.
 */
export const ImportApplyRowSchema = ProductFieldsSchema.pick({
  name: true,
  description: true,
  priceCents: true,
  cubesPerPack: true,
  tags: true,
  isVegetarian: true,
  isKidFriendly: true,
  isBestseller: true,
  ingredients: true,
  allergens: true,
  allergenFree: true,
  storage: true,
  reheating: true,
})
  .extend({ token: oneLineField(z.string().min(1).max(MAX_TOKEN_LENGTH)) })
  // Ingredients with no allergens ticked and no "none" flag are refused, as on the product form.
  .superRefine(checkFoodFacts);
export type ImportApplyRow = z.output<typeof ImportApplyRowSchema>;

/** POST /api/admin/products/import/apply: the ticked rows (a batch of them). */
export const ImportApplyRequestSchema = z.object({
  rows: z
    .array(ImportApplyRowSchema)
    .min(1, 'Tick at least one row to import')
    .max(IMPORT_APPLY_BATCH, `Send at most ${IMPORT_APPLY_BATCH} rows at a time`),
});
export type ImportApplyRequest = z.output<typeof ImportApplyRequestSchema>;

const AppliedProductSchema = z.object({ id: z.string(), name: z.string() });

/** Why apply refused a row: 400 not previewed (or tampered), 409 changed since the preview. */
export const ImportRowRefusalSchema = z.object({
  index: z.int().nonnegative(),
  status: z.int().min(400).max(499),
  message: z.string(),
});

/** What applying did: products created (as drafts) and updated, and rows refused, by index. */
export const ImportApplyResultSchema = z.object({
  created: z.array(AppliedProductSchema),
  updated: z.array(AppliedProductSchema),
  errors: z.array(ImportRowRefusalSchema),
});
export type ImportApplyResult = z.output<typeof ImportApplyResultSchema>;
