import { z } from 'zod';
import { StoredFoodFactsShape } from './food-facts.ts';
import { PRODUCT_ID_MAX_LENGTH } from './product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';
import { MEAL_PLACEHOLDER_IMAGE } from './product-image.ts';
import { normalisedSitePath } from '../site-url.ts';

/** A meal as the shop sells it: the catalogue's product fields plus its price in cents. */
export const ProductSchema = z.object({
  id: z
    .string()
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and dashes')
    .max(PRODUCT_ID_MAX_LENGTH),
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(2000),
  // A path on this site: one leading slash, never `//host/...`, which browsers load from elsewhere.
  // Stored records are read with this loose rule; requests are checked strictly (forms/product.ts)
  // and what shoppers get goes through catalogFieldsOf, which drops a path that leaves the site.
  image: z.string().regex(/^\/(?!\/)/, 'Images are served by the site itself'),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  cubesPerPack: z.int().positive(),
  priceCents: z.int().positive(),
  isBestseller: z.boolean(),
  isVegetarian: z.boolean(),
  isKidFriendly: z.boolean(),
});
export type Product = z.output<typeof ProductSchema>;

/** `active` is sold; `draft` is not shown to shoppers yet; `archived` is gone but kept for orders. */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: 'Choose active, draft or archived',
});

/** Most packs a low-stock threshold can name; far above any real stock level. */
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

/**
 * A product as the shop stores it: the catalogue fields plus what only staff see. Records saved
 * before products had a status read as active, and without a threshold (the shop setting applies)
 * or food facts (the meal page then asks shoppers to get in touch; see food-facts.ts).
 */
export const StoredProductSchema = ProductSchema.extend({
  status: ProductStatusSchema.default('active'),
  lowStockThreshold: z.int().nonnegative().max(MAX_LOW_STOCK_THRESHOLD).optional(),
  ...StoredFoodFactsShape,
});
export type StoredProduct = z.output<typeof StoredProductSchema>;

/** Whether shoppers may see and buy a product: only active ones, never drafts or archived ones. */
export function isOnSale(product: Pick<StoredProduct, 'status'>): boolean {
  return product.status === 'active';
}

/** The low-stock threshold in force for a product: its own, else the shop's setting. */
export function lowStockThresholdOf(
  product: Pick<StoredProduct, 'lowStockThreshold'>,
  shopThreshold: number,
): number {
  return product.lowStockThreshold ?? shopThreshold;
}

/** The picture shoppers see: the product's own, or the placeholder if it would load elsewhere. */
export function shopImageOf(image: string): string {
  return normalisedSitePath(image) ?? MEAL_PLACEHOLDER_IMAGE;
}

/** The catalogue fields of a stored product, without what only staff see. */
export function catalogFieldsOf(product: StoredProduct): Product {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: shopImageOf(product.image),
    tags: product.tags,
    cubesPerPack: product.cubesPerPack,
    priceCents: product.priceCents,
    isBestseller: product.isBestseller,
    isVegetarian: product.isVegetarian,
    isKidFriendly: product.isKidFriendly,
  };
}

/** What the public API answers for a meal: the product and whether it can be bought now. */
export const ShopProductSchema = ProductSchema.extend({ inStock: z.boolean() });
export type ShopProduct = z.output<typeof ShopProductSchema>;

/** Meals whose names contain these lead the list, in this order; the rest follow by name. */
export const LEADING_MEAL_NAMES = ['Super Veg Sauce', 'Beef Bolognese', 'Kids Chilli Con Carne'];

function leadingRank(name: string): number {
  const lower = name.toLowerCase();
  const rank = LEADING_MEAL_NAMES.findIndex((leading) => lower.includes(leading.toLowerCase()));
  return rank === -1 ? LEADING_MEAL_NAMES.length : rank;
}

/** Sorts meals into the fixed display order (LEADING_MEAL_NAMES first), leaving the input be. */
export function sortMealsForDisplay<T extends { name: string; id: string }>(
  meals: readonly T[],
): T[] {
  return [...meals].sort(
    (a, b) =>
      leadingRank(a.name) - leadingRank(b.name) ||
      a.name.localeCompare(b.name, 'en-NZ') ||
      a.id.localeCompare(b.id),
  );
}
