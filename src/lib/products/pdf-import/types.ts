import { z } from 'zod';
import { AllergenIdSchema } from '../food-facts.ts';
import type { FoundFoodFacts } from './food-facts.ts';
import type { SourceBox } from './source.ts';

/** One piece of text on a page, as a PDF reader places it (y grows up the page). */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  /** The font it is set in, as the reader names it (same name, same font); absent when unknown. */
  font?: string;
}

/** The product fields an import can bring; the rest (image, status, stock) stay as they are. */
export const IMPORTED_FIELDS = [
  'name',
  'description',
  'priceCents',
  'cubesPerPack',
  'tags',
  'isVegetarian',
  'isKidFriendly',
  'isBestseller',
  'ingredients',
  'allergens',
  'allergenFree',
  'storage',
  'reheating',
] as const;
export type ImportedField = (typeof IMPORTED_FIELDS)[number];

/** A product read from a PDF, before it is matched to the catalog. */
export interface FoundProduct {
  name: string;
  description: string;
  priceCents: number | null;
  /** Why the price the PDF gives cannot be taken (negative, out of range...); priceCents is null. */
  priceWarning: string | null;
  cubesPerPack: number | null;
  tags: string[];
  isVegetarian: boolean;
  isKidFriendly: boolean;
  isBestseller: boolean;
  /** Whether the PDF says which badges apply (a table may have no column for them). */
  badgesKnown: boolean;
  /** The food facts the PDF states for it; absent when it states none. */
  foodFacts?: FoundFoodFacts;
  /** Why the reading of it is a guess (a mark no key explains, two prices...); absent if none. */
  doubts?: string[];
  /** Where on the page it was read; absent when the text gives no box. */
  source?: SourceBox;
}

/** Where on a page a row was read (points, y up from the page's foot), for the review's thumbnail. */
export const SourceBoxSchema = z.object({
  page: z.int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});

/** One row of the import review: what the PDF says, the product it names, and its problems. */
export const ImportRowSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Null when the PDF gives no price for it. */
  priceCents: z.int().nullable(),
  cubesPerPack: z.int(),
  tags: z.array(z.string()),
  isVegetarian: z.boolean(),
  isKidFriendly: z.boolean(),
  isBestseller: z.boolean(),
  /** Food facts, present only when the PDF (or, for a match, the product) has them. */
  ingredients: z.string().optional(),
  allergens: z.array(AllergenIdSchema).optional(),
  allergenFree: z.boolean().optional(),
  storage: z.string().optional(),
  reheating: z.string().optional(),
  match: z
    .object({
      productId: z.string(),
      changes: z.array(z.enum(IMPORTED_FIELDS)),
      /** The product's price in the shop, shown beside the PDF's when they differ. */
      shopPriceCents: z.int(),
    })
    .nullable(),
  warnings: z.array(z.string()),
  /** Where the row was read on the PDF's page; absent when the text gives no box. */
  source: SourceBoxSchema.optional(),
});
export type ImportRow = z.output<typeof ImportRowSchema>;

/**
 * A row as the preview answers it: with the signed token that apply needs, naming this preview,
 * the row and the revision of the product it matched (so a row never previewed, or whose product
 * changed since, is refused).
 */
export const PreviewRowSchema = ImportRowSchema.extend({ token: z.string() });
export type PreviewRow = z.output<typeof PreviewRowSchema>;

/** What reading a PDF answers: its rows, and warnings about the whole file. */
export const ImportPreviewSchema = z.object({
  rows: z.array(PreviewRowSchema),
  warnings: z.array(z.string()),
});
export type ImportPreview = z.output<typeof ImportPreviewSchema>;
