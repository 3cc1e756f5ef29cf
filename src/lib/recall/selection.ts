// What a recall traces: chosen batches, a meal's batches made in a date range, or the batches an
// ingredient lot went into (as typed when the batch was recorded). One schema for the screen's
// form, the query of the report and CSV, and the drill's request.
import { z } from 'zod';
import { CalendarDateSchema } from '../delivery/slots.ts';
import { oneLineField } from '../forms/plain-text.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';

/** Most batches one recall names: a bad week's cooks, never the whole history. */
export const MAX_RECALL_BATCHES = 50;

/** A batch id as it may appear in a key: letters, digits, dashes and underscores. */
export const BatchIdSchema = z.string().regex(/^[\w-]{1,80}$/, 'Not a batch id');

/** Comma-separated batch ids, as a query string carries them. */
const batchIdList = oneLineField(z.string().max(MAX_RECALL_BATCHES * 82))
  .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
  .pipe(
    z
      .array(BatchIdSchema)
      .min(1, 'Choose at least one batch')
      .max(MAX_RECALL_BATCHES, `Choose at most ${String(MAX_RECALL_BATCHES)} batches`),
  );

/** The query of the report, its CSV and a drill: exactly one way of choosing. */
export const RecallQuerySchema = z
  .object({
    batches: batchIdList.optional(),
    meal: z.string().regex(SLUG_PATTERN, 'Choose a meal').max(PRODUCT_ID_MAX_LENGTH).optional(),
    from: CalendarDateSchema.optional(),
    to: CalendarDateSchema.optional(),
    lot: oneLineField(
      z.string().trim().min(2, 'Type the lot as it was recorded').max(200),
    ).optional(),
  })
  .superRefine((query, context) => {
    const ways = [query.batches, query.meal, query.lot].filter((way) => way !== undefined);
    if (ways.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['batches'],
        message: 'Choose batches, a meal and dates, or an ingredient lot',
      });
    }
    if (query.meal !== undefined && (query.from === undefined || query.to === undefined)) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'Give the first and last day' });
    }
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day is before the first',
      });
    }
    if (query.from && query.to && daysBetween(query.from, query.to) > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most a year of cooks' });
    }
  });
export type RecallQuery = z.output<typeof RecallQuerySchema>;

/** The widest meal-and-dates range one report covers. */
const MAX_RANGE_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** A parsed query as one of its three ways. */
export type RecallSelection =
  | { by: 'batches'; batchIds: string[] }
  | { by: 'meal'; productId: string; from: string; to: string }
  | { by: 'lot'; lot: string };

/** The way a checked query chooses. */
export function selectionOf(query: RecallQuery): RecallSelection {
  if (query.batches) return { by: 'batches', batchIds: query.batches };
  if (query.meal && query.from && query.to) {
    return { by: 'meal', productId: query.meal, from: query.from, to: query.to };
  }
  return { by: 'lot', lot: query.lot ?? '' };
}

/** A selection as query parameters again (the CSV link and the printable page). */
export function queryOf(selection: RecallSelection): Record<string, string> {
  if (selection.by === 'batches') return { batches: selection.batchIds.join(',') };
  if (selection.by === 'meal') {
    return { meal: selection.productId, from: selection.from, to: selection.to };
  }
  return { lot: selection.lot };
}
