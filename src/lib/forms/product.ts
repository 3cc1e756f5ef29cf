// The request bodies of the products API, shared with the product form so the browser and the
// server check a product with the same rules and the same messages.
import { z } from 'zod';
import { MAX_LOW_STOCK_THRESHOLD, ProductStatusSchema } from '../products/product.ts';
import { SiteImagePathSchema } from './site-url-schemas.ts';
import { checkFoodFacts, FoodFactFieldsShape } from './food-facts.ts';
import {
  isOneLine,
  isPlainText,
  ONE_LINE_MESSAGE,
  PLAIN_TEXT_MESSAGE,
  withUnixLineBreaks,
} from './plain-text.ts';

/** Most a pack may cost; more is a typing slip (a price typed in cents as dollars). */
export const MAX_PRICE_CENTS = 100_000;

/** Every field staff edit on a product (the id is made from the name and never changes). */
export const ProductFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Keep the name under 120 characters')
    .regex(/[\p{L}\p{N}]/u, 'Use at least one letter or digit in the name')
    .refine(isOneLine, ONE_LINE_MESSAGE),
  description: z
    .string()
    .trim()
    .overwrite(withUnixLineBreaks)
    .min(1, 'Description is required')
    .max(2000, 'Keep the description under 2000 characters')
    .refine(isPlainText, PLAIN_TEXT_MESSAGE),
  // Photos are uploaded on their own (POST /api/admin/products/{id}/image); without an image a
  // new product shows the preview placeholder and a saved one keeps its photo. A path is still
  // taken for the seed's pictures under /images/, checked where it resolves (site-url.ts).
  image: SiteImagePathSchema.optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40, 'Keep each tag under 40 characters')
        .refine(isOneLine, ONE_LINE_MESSAGE),
    )
    .max(20, 'Use at most 20 tags'),
  cubesPerPack: z
    .int({ error: 'Enter a whole number of cubes' })
    .min(1, 'A pack holds at least 1 cube')
    .max(100, 'Use at most 100 cubes per pack'),
  priceCents: z
    .int({ error: 'Enter a price in dollars, e.g. 14.90' })
    .min(1, 'The price must be more than $0.00')
    .max(MAX_PRICE_CENTS, 'Use at most $1,000.00'),
  isBestseller: z.boolean(),
  isVegetarian: z.boolean(),
  isKidFriendly: z.boolean(),
  status: ProductStatusSchema,
  lowStockThreshold: z
    .int({ error: 'Enter a whole number of packs' })
    .min(0, 'The threshold cannot be negative')
    .max(MAX_LOW_STOCK_THRESHOLD, `Use at most ${MAX_LOW_STOCK_THRESHOLD} packs`)
    .optional(),
  ...FoodFactFieldsShape,
});
export type ProductFields = z.output<typeof ProductFieldsSchema>;

/** The product form's and POST /api/admin/products' rules: the fields and how they fit together. */
export const NewProductRequestSchema = ProductFieldsSchema.superRefine(checkFoodFacts);
export type NewProductRequest = z.output<typeof NewProductRequestSchema>;

/**
 * PUT /api/admin/products/{id}: the product as it should be, with the revision the editor read,
 * so a save over someone else's newer save is refused (409) instead of silently undoing it.
 */
export const ProductUpdateRequestSchema = ProductFieldsSchema.extend({
  revision: z.int().positive(),
}).superRefine(checkFoodFacts);
export type ProductUpdateRequest = z.output<typeof ProductUpdateRequestSchema>;
