// A batch is one cook of one meal: which packs they are, when they were made, until when they may
// be sold, and which suppliers' lots went in. Stock counts stay per meal; a batch says which of
// those packs an order got (its allocation), so a recall reads who got a cook from the batch's own
// keys instead of every order.
import { z } from 'zod';
import { addDays, isCalendarDate, ISO_DATE_PATTERN } from '../delivery/nz-time.ts';
import { oneLineField } from '../forms/plain-text.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';

/** Most packs one cook can make; far above any real batch, it keeps sums within safe integers. */
export const MAX_BATCH_PACKS = 100_000;
/** Most ingredient lots one batch records. */
export const MAX_BATCH_LOTS = 40;
/** How long a meal keeps when it has no shelf life of its own, in days (frozen cubes). */
export const DEFAULT_SHELF_LIFE_DAYS = 180;
/** Longest shelf life a meal can be given, in days (five years). */
export const MAX_SHELF_LIFE_DAYS = 1825;

/** A calendar day in New Zealand, `YYYY-MM-DD`. */
export const NzDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, 'Use a date like 2026-11-28')
  .refine(isCalendarDate, 'Use a real date');

/** A batch code as printed on the packs: capitals, digits and dashes, e.g. `BB-261128-1`. */
export const BatchCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'Use capitals, digits and dashes (at most 40)');

// As written on a label: one line, no hidden characters (it goes into the MPI tracing CSV).
const lotText = (label: string) =>
  oneLineField(
    z
      .string()
      .trim()
      .min(1, `Enter the ${label}`)
      .max(120, `Keep the ${label} under 120 characters`),
  );

/** One ingredient lot that went into a batch, as written on the supplier's label. */
export const BatchLotSchema = z.object({
  supplier: lotText('supplier'),
  ingredient: lotText('ingredient'),
  /** The lot number or use-by as written; free text, found again by normalisedLot. */
  lot: lotText('lot').refine((text) => normalisedLot(text) !== '', 'Enter letters or digits'),
});
export type BatchLot = z.output<typeof BatchLotSchema>;

/** Why a batch's remaining packs left sale. */
export const WITHDRAWAL_REASONS = ['past_best_before', 'recalled'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

const ActorSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });

/** Packs of a batch taken out of sale at once (the stock movement of the same name records it). */
export const BatchWithdrawalSchema = z.object({
  reason: z.enum(WITHDRAWAL_REASONS),
  packs: z.int().nonnegative(),
  at: z.iso.datetime(),
  /** The staff member, or null for the maintenance job. */
  by: ActorSchema.nullable(),
  /** Whether the packs were taken off the meal's stock (a movement of the same reason). */
  stockMoved: z.boolean().default(true),
});
export type BatchWithdrawal = z.output<typeof BatchWithdrawalSchema>;

/**
 * A batch as stored under `batches/<id>`. `given` holds the packs each order took (set per order,
 * never incremented, so a repeated allocation changes nothing); `withdrawals` the packs taken out
 * of sale. Packs given plus packs withdrawn never pass packs made (packsLeftOf).
 */
export const BatchSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  code: BatchCodeSchema,
  productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH),
  madeOn: NzDateSchema,
  bestBefore: NzDateSchema,
  packsMade: z.int().positive().max(MAX_BATCH_PACKS),
  lots: z.array(BatchLotSchema).max(MAX_BATCH_LOTS),
  createdAt: z.iso.datetime(),
  createdBy: ActorSchema,
  /** Whether its packs were added to the meal's stock (the 'received' movement); false until then. */
  stocked: z.boolean().default(true),
  given: z.record(z.string(), z.int().positive()).default({}),
  withdrawals: z.array(BatchWithdrawalSchema).default([]),
});
export type Batch = z.output<typeof BatchSchema>;

/** One line of an order's allocation: packs of one meal from one batch. */
export const AllocationLineSchema = z.object({
  productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH).regex(SLUG_PATTERN),
  batchId: BatchSchema.shape.id,
  packs: z.int().positive(),
});
export type AllocationLine = z.output<typeof AllocationLineSchema>;

/**
 * Which packs of which batch went to one order, stored under `batch-allocations/<orderId>`;
 * `manual` when staff chose the batches by hand (packing then keeps their choice).
 */
export const BatchAllocationSchema = z.object({
  orderId: z.string().min(1),
  lines: z.array(AllocationLineSchema),
  manual: z.boolean().default(false),
  updatedAt: z.iso.datetime(),
});
export type BatchAllocation = z.output<typeof BatchAllocationSchema>;

/** Packs the batch has given to orders. */
export function packsGivenOf(batch: Pick<Batch, 'given'>): number {
  return Object.values(batch.given).reduce((sum, packs) => sum + packs, 0);
}

/** Packs of the batch still on the shelf and for sale: made, less given, less withdrawn. */
export function packsLeftOf(batch: Pick<Batch, 'given' | 'packsMade' | 'withdrawals'>): number {
  const withdrawn = batch.withdrawals.reduce((sum, out) => sum + out.packs, 0);
  return batch.packsMade - packsGivenOf(batch) - withdrawn;
}

/** Whether the batch may still be sold: not withdrawn, and in date on `day` (its best-before included). */
export function isSellableOn(batch: Pick<Batch, 'bestBefore' | 'withdrawals'>, day: string) {
  return batch.withdrawals.length === 0 && batch.bestBefore >= day;
}

/**
 * Lot text as the lot index keys it: letters and digits only, lower-case, so "Lot 12/A" and
 * "LOT 12 a" find each other, and the key holds nothing a URL or a key path would misread.
 */
export function normalisedLot(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 120);
}

/** A meal's short code from its name: the first letter of each of its first four words. */
export function mealShortCode(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(' ')
    .filter(Boolean);
  const code = words
    .slice(0, 4)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  return code || 'M';
}

/** The code of a meal's `sequence`th batch made on `madeOn`, e.g. `BB-261128-1`. */
export function batchCodeFor(shortCode: string, madeOn: string, sequence: number): string {
  const [year = '', month = '', day = ''] = madeOn.split('-');
  return `${shortCode}-${year.slice(2)}${month}${day}-${String(sequence)}`;
}

/** A batch's best-before: made-on plus the meal's shelf life in days. */
export function bestBeforeOf(madeOn: string, shelfLifeDays: number): string {
  return addDays(madeOn, shelfLifeDays);
}

/** A meal's batch settings: how long it keeps and the letters its batch codes start with. */
export const MealBatchSettingsSchema = z.object({
  shelfLifeDays: z
    .int({ error: 'Enter a whole number of days' })
    .min(1, 'Enter at least 1 day')
    .max(MAX_SHELF_LIFE_DAYS, `Use at most ${String(MAX_SHELF_LIFE_DAYS)} days`),
  shortCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/, 'Use 1 to 6 capitals or digits')
    .optional(),
});
export type MealBatchSettings = z.output<typeof MealBatchSettingsSchema>;
