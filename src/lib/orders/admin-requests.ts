import { z } from 'zod';
import { DeliveryIdSchema } from '../delivery/zones.ts';
import { isOneLine, multiLineField, oneLineField } from '../forms/plain-text.ts';
import type { OrderListRow } from './order-list.ts';
import { foldForSearch } from './order-search.ts';
import { IDEMPOTENCY_KEY_PATTERN, OrderDateSchema, PaymentMethodSchema } from './request.ts';
import { OrderStatusSchema } from './status.ts';

/** Rows per page of the orders list, unless the request asks for another number. */
export const ORDER_PAGE_SIZE = 50;
/** The most rows one page (or one CSV export) may ask for at a time. */
export const MOST_ORDERS_PER_PAGE = 200;

/** The filters of the orders list and its CSV export; every one optional. */
const orderFilterShape = {
  status: OrderStatusSchema.optional(),
  /** One delivery or pickup date; `from` and `to` give a range instead. */
  date: OrderDateSchema.optional(),
  from: OrderDateSchema.optional(),
  to: OrderDateSchema.optional(),
  zone: DeliveryIdSchema.optional(),
  payment: PaymentMethodSchema.optional(),
  /** An order number, or part of a name, email, phone number, address, suburb or gift recipient. */
  q: z
    .string()
    .trim()
    .max(100, 'Search for at most 100 characters')
    .refine(isOneLine, 'Search for one line of text')
    .optional(),
};

/** A date range ends on or after its start. */
function checkRange(
  filter: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (filter.from && filter.to && filter.from > filter.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The range must end on or after its start',
    });
  }
}

/** GET /api/admin/orders.csv: the list's filters. */
export const OrderFilterSchema = z.object(orderFilterShape).superRefine(checkRange);
export type OrderFilter = z.output<typeof OrderFilterSchema>;

/** GET /api/admin/orders: the filters, a page size, and the cursor of the page before. */
export const OrderListQuerySchema = z
  .object({
    ...orderFilterShape,
    limit: z.coerce
      .number({ error: 'Enter a number of rows' })
      .int('Enter a whole number of rows')
      .min(1, 'Ask for at least 1 row')
      .max(MOST_ORDERS_PER_PAGE, `Ask for at most ${MOST_ORDERS_PER_PAGE} rows`)
      .default(ORDER_PAGE_SIZE),
    cursor: z
      .string()
      .regex(/^[\w-]{1,800}$/, 'This page link is not valid; start from the first page')
      .optional(),
  })
  .superRefine(checkRange);
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof OrderListQuerySchema>;

/** The delivery dates a filter allows, as an inclusive range (either end may be open). */
export function dateRangeOf(filter: OrderFilter): { from?: string; to?: string } {
  if (filter.date) return { from: filter.date, to: filter.date };
  return { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a search finds a row: its order number, or part of the name, email or phone, or of the
 * order's address, suburb or gift recipient (`searchText`, folded: see order-search.ts). Accents
 * and case never matter: "cafe" finds "Café".
 */
export function searchFinds(
  row: Pick<OrderListRow, 'number' | 'email' | 'customerName' | 'phone'>,
  search: string,
  searchText = '',
): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  if (row.number.toLowerCase() === wanted || row.number.slice(3) === wanted) return true;
  if (row.email.toLowerCase().includes(wanted)) return true;
  const folded = foldForSearch(wanted);
  if (folded !== '') {
    if (foldForSearch(row.customerName).includes(folded)) return true;
    if (foldForSearch(row.email).includes(folded)) return true;
    if (searchText.includes(folded)) return true;
  }
  const digits = digitsOf(wanted);
  // Phone numbers are typed with and without spaces, dashes and a leading +64.
  return digits.length >= 3 && digits.length === wanted.replace(/[\s()+-]/g, '').length
    ? digitsOf(row.phone).includes(digits.replace(/^64/, '')) ||
        row.number.slice(3).includes(digits)
    : false;
}

/** Whether a row passes every filter (`searchText`: its order's folded search words). */
export function rowMatches(row: OrderListRow, filter: OrderFilter, searchText = ''): boolean {
  const { from, to } = dateRangeOf(filter);
  if (filter.status && row.status !== filter.status) return false;
  if (filter.payment && row.paymentMethod !== filter.payment) return false;
  if (filter.zone && row.zoneId !== filter.zone) return false;
  if (from && row.date < from) return false;
  if (to && row.date > to) return false;
  return filter.q === undefined || searchFinds(row, filter.q, searchText);
}

/** POST /api/admin/orders/{id}/status: the new status and an optional note for the history. */
export const OrderStatusRequestSchema = z.object({
  status: OrderStatusSchema,
  note: multiLineField(z.string().trim().max(500, 'Use at most 500 characters')).optional(),
});
export type OrderStatusRequest = z.output<typeof OrderStatusRequestSchema>;

/** The status the staff member saw, sent with every action so a stale screen is refused (409). */
const expectedStatus = OrderStatusSchema.optional();

/** POST /api/admin/orders/{id}/status, as the order page sends it. */
export const OrderActionRequestSchema = OrderStatusRequestSchema.extend({
  expected: expectedStatus,
  /** Marking a bank transfer paid: the day the money arrived (not in the future). */
  receivedOn: OrderDateSchema.optional(),
});
export type OrderActionRequest = z.output<typeof OrderActionRequestSchema>;

/** One line of a refund by line: which meal and how many of its packs. */
export const RefundLineRequestSchema = z.object({
  productId: oneLineField(z.string().min(1).max(80)),
  quantity: z.int({ error: 'Enter a whole number of packs' }).nonnegative().max(999),
});

/**
 * POST /api/admin/orders/{id}/refund: either an amount (`amountCents`), or lines and quantities
 * and/or the delivery fee, whose amount the server works out from the order's own prices. A
 * line refund may put the packs back into stock. `idempotencyKey` makes a retry find the first
 * refund instead of making a second. The reason goes on the timeline and the credit note.
 */
export const RefundRequestSchema = z
  .object({
    amountCents: z
      .int({ error: 'Enter the amount to refund' })
      .positive('Refund at least 1 cent')
      .max(100_000_000, 'That is more than any order')
      .optional(),
    lines: z.array(RefundLineRequestSchema).max(100).optional(),
    deliveryFee: z.boolean().optional(),
    restock: z.boolean().optional(),
    idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
    reason: z
      .string()
      .trim()
      .max(500, 'Use at most 500 characters')
      .refine(isOneLine, 'Write the reason on one line')
      .optional(),
    expected: expectedStatus,
  })
  .superRefine((request, ctx) => {
    const byLine = (request.lines ?? []).some((line) => line.quantity > 0) || request.deliveryFee;
    if (request.amountCents === undefined && !byLine) {
      const lines = request.lines !== undefined || request.deliveryFee !== undefined;
      ctx.addIssue({
        code: 'custom',
        path: [lines ? 'lines' : 'amountCents'],
        message: lines
          ? 'Choose at least one pack or the delivery fee'
          : 'Enter the amount to refund',
      });
    }
    if (request.amountCents !== undefined && byLine) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: 'Refund an amount or lines, not both',
      });
    }
  });
export type RefundRequest = z.output<typeof RefundRequestSchema>;

/** POST /api/admin/orders/{id}/notes: an internal note. */
export const StaffNoteRequestSchema = z.object({
  text: multiLineField(
    z
      .string({ error: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(1000, 'Use at most 1000 characters'),
  ),
});
export type StaffNoteRequest = z.output<typeof StaffNoteRequestSchema>;

/** The moves staff make for many orders at once from the list. */
export const BULK_STATUSES = [
  'paid',
  'packed',
  'out_for_delivery',
  'delivered',
  'collected',
] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/**
 * POST /api/admin/orders/bulk-status: the ticked orders and where they go; marking bank
 * transfers paid also says the day the money arrived (the server refuses a day in the future).
 */
export const BulkStatusRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Tick orders from the list' }))
      .min(1, 'Tick at least one order')
      .max(MOST_ORDERS_PER_PAGE, `Tick at most ${MOST_ORDERS_PER_PAGE} orders at once`),
    status: z.enum(BULK_STATUSES, {
      error: 'Choose paid, packed, out for delivery, delivered or collected',
    }),
    receivedOn: OrderDateSchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.status === 'paid' && !request.receivedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['receivedOn'],
        message: 'Enter the day the transfers reached the account',
      });
    }
  });
export type BulkStatusRequest = z.output<typeof BulkStatusRequestSchema>;
