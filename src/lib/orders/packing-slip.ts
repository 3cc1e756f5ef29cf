import { z } from 'zod';
import { LineBatchSchema, type LineBatch } from '../batches/line-batches.ts';
import { addressLine } from './address.ts';
import { compareSlots } from './dispatch.ts';
import { MoneyRowSchema, moneyRowsOf } from './money-rows.ts';
import type { AdminOrderView } from './order.ts';
import { packedLinesOf } from './packed-lines.ts';
import { OrderDateSchema, PrintedGiftSchema } from './request.ts';
import { compareAddresses } from './run-sheet.ts';
import { OrderStatusSchema } from './status.ts';

/** Most orders one ticked list may print slips for. */
export const MAX_SLIP_IDS = 100;

const IDS_MESSAGE = `List 1 to ${MAX_SLIP_IDS} order ids, separated by commas`;

const isUuid = (id: string): boolean => z.uuid().safeParse(id).success;

/** A comma-separated list of order ids: trimmed, repeats dropped, 1 to 100 real ids. */
function orderIdsOf(text: string, context: z.RefinementCtx): string[] {
  const ids = [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_SLIP_IDS || !ids.every(isUuid)) {
    context.addIssue({ code: 'custom', message: IDS_MESSAGE });
    return z.NEVER;
  }
  return ids;
}

/**
 * GET /api/admin/packing-slips: the slips of a day (optionally one slot of it), or of a list
 * of ticked orders (`ids=a,b,c`, at most 100), never both.
 */
export const PackingSlipsQuerySchema = z
  .object({
    date: OrderDateSchema.optional(),
    slot: z
      .string()
      .trim()
      .max(100, 'Choose a slot of the day')
      .regex(/^[\w.:-]+$/, 'Choose a slot of the day')
      .optional(),
    ids: z.string().transform(orderIdsOf).optional(),
  })
  .superRefine((query, context) => {
    if (query.ids && query.date) {
      context.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'Ask for a date or for ids, not both',
      });
    } else if (!query.ids && !query.date) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'Please choose a date' });
    }
    if (query.slot && !query.date) {
      context.addIssue({
        code: 'custom',
        path: ['slot'],
        message: 'Choose the date of the slot too',
      });
    }
  });
export type PackingSlipsQuery = z.output<typeof PackingSlipsQuerySchema>;

/** One order's packing slip. A gift's slip carries no prices at all: they stay off the answer. */
export const PackingSlipSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  status: OrderStatusSchema,
  customer: z.object({ name: z.string(), phone: z.string() }),
  method: z.enum(['delivery', 'pickup']),
  /** The delivery address on one line; null for pickup. */
  address: z.string().nullable(),
  zoneName: z.string(),
  date: z.iso.date(),
  slotId: z.string(),
  slotLabel: z.string(),
  /** Packs to pack, all lines together: refunded packs put back into stock are not counted. */
  packs: z.int().nonnegative(),
  lines: z.array(
    z.object({
      name: z.string(),
      /** Packs of this meal to pack. */
      quantity: z.int().nonnegative(),
      /** Packs of it refunded and put back into stock: shown struck through, never packed. */
      refunded: z.int().nonnegative(),
      lineTotalCents: z.int().nonnegative().optional(),
      /** The batches its packs come from, once the order is packed. */
      batches: z.array(LineBatchSchema).optional(),
    }),
  ),
  totalCents: z.int().nonnegative().optional(),
  /** Subtotal, discount, delivery or pickup, total and refunds, adding up; none on a gift's slip. */
  moneyRows: z.array(MoneyRowSchema).optional(),
  gift: PrintedGiftSchema.nullable(),
  notes: z.string(),
});
export type PackingSlip = z.output<typeof PackingSlipSchema>;

/** The slips asked for, in packing order, and the ids asked for that are no order. */
export const PackingSlipsSchema = z.object({
  /** The shop's name, printed at the top of every slip. */
  shopName: z.string(),
  slips: z.array(PackingSlipSchema),
  missingIds: z.array(z.string()),
});
export type PackingSlips = z.output<typeof PackingSlipsSchema>;

/**
 * An order's packing slip; gift orders leave every price out. `batches` (by meal) prints which
 * batches each line's packs come from, once the order is packed.
 */
export function packingSlipOf(
  order: AdminOrderView,
  batches: ReadonlyMap<string, LineBatch[]> = new Map(),
): PackingSlip {
  const { fulfilment, gift } = order;
  const priced = !gift;
  const packed = packedLinesOf(order);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    customer: { name: order.customer.name, phone: order.customer.phone },
    method: fulfilment.method,
    address: fulfilment.method === 'delivery' ? addressLine(fulfilment.address) : null,
    zoneName: fulfilment.zone.name,
    date: fulfilment.date,
    slotId: fulfilment.slotId,
    slotLabel: fulfilment.slotLabel,
    packs: packed.reduce((sum, line) => sum + line.quantity, 0),
    lines: order.lines.map(({ name, lineTotalCents, productId }, index) => ({
      name,
      quantity: packed[index]?.quantity ?? 0,
      refunded: packed[index]?.refunded ?? 0,
      ...(priced ? { lineTotalCents } : {}),
      ...(batches.has(productId) ? { batches: batches.get(productId) } : {}),
    })),
    ...(priced ? { totalCents: order.totals.totalCents, moneyRows: moneyRowsOf(order) } : {}),
    gift: gift
      ? {
          recipientName: gift.recipientName,
          ...(gift.recipientPhone ? { recipientPhone: gift.recipientPhone } : {}),
          message: gift.message,
        }
      : null,
    notes: order.notes,
  };
}

/**
 * Packing order: by date and slot, deliveries in the van's order (suburb, street, number),
 * pickups by name, ties by order number.
 */
export function compareForPacking(a: AdminOrderView, b: AdminOrderView): number {
  const byPlace =
    a.fulfilment.method === 'delivery' && b.fulfilment.method === 'delivery'
      ? compareAddresses(a.fulfilment.address, b.fulfilment.address)
      : a.customer.name.localeCompare(b.customer.name, 'en-NZ', { sensitivity: 'base' });
  return (
    a.fulfilment.date.localeCompare(b.fulfilment.date) ||
    compareSlots(a.fulfilment, b.fulfilment) ||
    a.fulfilment.zone.name.localeCompare(b.fulfilment.zone.name) ||
    byPlace ||
    a.number.localeCompare(b.number, 'en-NZ', { numeric: true })
  );
}
