import { z } from 'zod';
import {
  AllocationLineSchema,
  BatchCodeSchema,
  BatchLotSchema,
  BatchSchema,
  MAX_BATCH_LOTS,
  MAX_BATCH_PACKS,
  MealBatchSettingsSchema,
  NzDateSchema,
} from '../../batches/batch.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../../products/product-id.ts';
import { SLUG_PATTERN } from '../../slug.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { batchesScreens } from '../area-screens/batches.ts';

const ProductIdSchema = z
  .string()
  .regex(SLUG_PATTERN, 'Choose a meal')
  .max(PRODUCT_ID_MAX_LENGTH, 'Choose a meal');

/** The lots field of the batch forms: one to many lines as written on the suppliers' labels. */
const LotsSchema = z
  .array(BatchLotSchema)
  .max(MAX_BATCH_LOTS, `Record at most ${String(MAX_BATCH_LOTS)} lots`);

/** A form's empty field is a value left out. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** POST /api/admin/batches: a cook to record; `requestId` makes a resent form record it once. */
export const NewBatchRequestSchema = z.object({
  requestId: z.uuid().toLowerCase(),
  productId: ProductIdSchema,
  madeOn: NzDateSchema,
  /** Left out (or blank): made-on plus the meal's shelf life. */
  bestBefore: z.preprocess(blankAsMissing, NzDateSchema.optional()),
  /** Left out (or blank): generated from the meal's short code, the date and the day's sequence. */
  code: z.preprocess(blankAsMissing, BatchCodeSchema.optional()),
  packsMade: z
    .int({ error: 'Enter a whole number of packs' })
    .min(1, 'Enter at least 1 pack')
    .max(MAX_BATCH_PACKS, `Use at most ${String(MAX_BATCH_PACKS)} packs`),
  lots: LotsSchema,
});
export type NewBatchRequest = z.output<typeof NewBatchRequestSchema>;

/** PATCH /api/admin/batches/:batchId: what staff may correct of a batch after recording it. */
export const BatchEditRequestSchema = z.object({
  code: BatchCodeSchema.optional(),
  bestBefore: NzDateSchema.optional(),
  lots: LotsSchema.optional(),
});
export type BatchEditRequest = z.output<typeof BatchEditRequestSchema>;

/** A batch as the screens show it: the record plus its meal's name and packs left and given. */
export const BatchViewSchema = BatchSchema.omit({ given: true }).extend({
  mealName: z.string(),
  packsGiven: z.int().nonnegative(),
  packsLeft: z.int(),
  orders: z.int().nonnegative(),
});
export type BatchView = z.output<typeof BatchViewSchema>;

/** GET /api/admin/batches: a meal's batches, optionally by made-on dates. */
export const BatchQuerySchema = z.object({
  productId: ProductIdSchema.optional(),
  from: NzDateSchema.optional(),
  to: NzDateSchema.optional(),
});

/** One meal's batch settings as the settings table lists them, with what is in force. */
export const MealBatchSettingsRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  shelfLifeDays: z.int().positive(),
  shortCode: z.string(),
  /** Whether the meal has settings of its own (else the defaults shown are in force). */
  own: z.boolean(),
});
export type MealBatchSettingsRow = z.output<typeof MealBatchSettingsRowSchema>;

/** An allocation line as packing shows it: the batch's code and best-before beside it. */
export const AllocationLineViewSchema = AllocationLineSchema.extend({
  code: z.string(),
  bestBefore: z.string(),
});

/** GET …/allocations/:orderId: which batches the order's packs come from, and what it could use. */
export const AllocationViewSchema = z.object({
  orderId: z.string(),
  manual: z.boolean(),
  lines: z.array(AllocationLineViewSchema),
  /** Packs of each meal the order packs. */
  needs: z.array(z.object({ productId: z.string(), name: z.string(), packs: z.int() })),
  /** Batches in date for the order's day with packs to give (this order's own counted back). */
  candidates: z.array(
    z.object({
      batchId: z.string(),
      productId: z.string(),
      code: z.string(),
      bestBefore: z.string(),
      packsFree: z.int().nonnegative(),
    }),
  ),
});
export type AllocationView = z.output<typeof AllocationViewSchema>;

/** PUT …/allocations/:orderId: the batches staff chose by hand, every packed pack accounted for. */
export const AllocationChangeRequestSchema = z.object({
  lines: z.array(AllocationLineSchema).min(1, 'Choose a batch').max(200),
});

/** Batches: staff record cooks, correct them, set meals' shelf lives and choose packs' batches. */
export const batchesArea = defineArea({
  id: 'batches',
  screens: batchesScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/batches',
      roles: ALL_ROLES,
      query: BatchQuerySchema,
      answer: z.array(BatchViewSchema),
    },
    record: {
      method: 'POST',
      path: '/api/admin/batches',
      roles: ALL_ROLES,
      body: NewBatchRequestSchema,
      answer: BatchViewSchema,
    },
    edit: {
      method: 'PATCH',
      path: '/api/admin/batches/:batchId',
      roles: ALL_ROLES,
      body: BatchEditRequestSchema,
      answer: BatchViewSchema,
    },
    settings: {
      method: 'GET',
      path: '/api/admin/batch-settings',
      roles: ALL_ROLES,
      answer: z.array(MealBatchSettingsRowSchema),
    },
    saveSettings: {
      method: 'PUT',
      path: '/api/admin/batch-settings/:productId',
      roles: ALL_ROLES,
      body: MealBatchSettingsSchema,
      answer: MealBatchSettingsRowSchema,
    },
    allocation: {
      method: 'GET',
      path: '/api/admin/batch-allocations/:orderId',
      roles: ALL_ROLES,
      answer: AllocationViewSchema,
    },
    allocate: {
      method: 'PUT',
      path: '/api/admin/batch-allocations/:orderId',
      roles: ALL_ROLES,
      body: AllocationChangeRequestSchema,
      answer: AllocationViewSchema,
    },
  },
  refusals: {
    codeTaken: 'code_taken',
    batchShort: 'batch_short',
    notPacked: 'not_packed',
    packsMismatch: 'packs_mismatch',
  },
});
