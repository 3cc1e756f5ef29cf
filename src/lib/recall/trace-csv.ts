// The tracing report as MPI asks for it, in a spreadsheet: the food, batch codes, dates made and
// best-before, where each pack went and how many, and what the shop still holds.
import { spreadsheetCsv } from '../csv.ts';
import type { TraceReport } from './trace-report.ts';

/** The columns of the tracing CSV, in order. */
export const TRACE_CSV_HEADER = [
  'Food',
  'Batch code',
  'Made on',
  'Best before',
  'Where it went',
  'Order',
  'Order status',
  'Customer',
  'Email',
  'Phone',
  'Delivery address',
  'Handed over on',
  'Packs',
] as const;

/** The CSV of a report: a row per order and batch, then a row per batch for the packs still held. */
export function traceCsv(report: TraceReport): string {
  const batches = new Map(report.batches.map((batch) => [batch.id, batch]));
  const delivered = report.deliveries.map((row) => {
    const batch = batches.get(row.batchId);
    return [
      row.mealName,
      row.batchCode,
      batch?.madeOn ?? '',
      batch?.bestBefore ?? '',
      row.method === 'delivery' ? 'Delivered to customer' : 'Collected by customer',
      row.orderNumber,
      row.status,
      row.customerName,
      row.email,
      row.phone,
      row.address,
      row.date,
      String(row.quantity),
    ];
  });
  const held = report.batches.map((batch) => [
    batch.mealName,
    batch.code,
    batch.madeOn,
    batch.bestBefore,
    batch.recalledAt ? 'Held by the shop, out of sale (recalled)' : 'Held by the shop',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    String(batch.packsInStock),
  ]);
  return spreadsheetCsv([[...TRACE_CSV_HEADER], ...delivered, ...held]);
}

/** The CSV's file name: the batch codes (or the count) and the day it was made. */
export function traceCsvName(report: TraceReport): string {
  const codes = report.batches.map((batch) => batch.code.replace(/[^\w-]/g, ''));
  const named =
    codes.length > 0 && codes.length <= 3 ? codes.join('_') : `${String(codes.length)}-batches`;
  return `recall-trace-${named}-${report.generatedAt.slice(0, 10)}.csv`;
}
