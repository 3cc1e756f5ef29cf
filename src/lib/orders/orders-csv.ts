import { spreadsheetCsv } from '../csv.ts';
import { nzWallClockOf } from '../delivery/nz-time.ts';
import { dollarsForInput } from '../money.ts';
import { packsOf } from './dispatch.ts';
import {
  gstOfCents,
  keptCents,
  gstAfterRefundsCents,
  paidCents,
  refundedCents,
} from './money-ledger.ts';
import type { AdminOrderView } from './order.ts';
import { ORDER_STATUS_LABELS } from './status.ts';

/**
 * The orders export's columns, one row per order. Subtotal − Discount + Delivery fee = Total.
 * The money columns come from the order's ledger (money-ledger.ts): Paid is the money received,
 * Refunded what went back, Revenue what was kept (Paid − Refunded, as the dashboard counts
 * revenue), and GST after refunds the GST of the total after refunds (the receipt's GST less
 * the credit notes'), as the order page shows it.
 */
const ORDER_COLUMNS = [
  'Order',
  'Placed date',
  'Placed time',
  'Status',
  'Payment',
  'Customer',
  'Email',
  'Phone',
  'Delivery or pickup',
  'Date',
  'Slot',
  'Zone',
  'Address',
  'Suburb',
  'City',
  'Postcode',
  'Gift for',
  'Packs',
  'Subtotal',
  'Discount',
  'Promo code',
  'Delivery fee',
  'Total',
  'GST (3/23 of total)',
  'Total excluding GST',
  'Paid',
  'Refunded',
  'Revenue',
  'GST after refunds',
  'Notes',
] as const;

/** The line items export's columns: one row per order line, no order totals repeated. */
const LINE_COLUMNS = [
  'Order',
  'Placed date',
  'Status',
  'Product id',
  'Product',
  'Packs',
  'Unit price',
  'Line total',
] as const;

const money = (cents: number) => dollarsForInput(cents);

/** The row of one order: who, when, where, and its money once. */
function orderRowOf(order: AdminOrderView): string[] {
  const { fulfilment, totals, customer } = order;
  const placed = nzWallClockOf(new Date(order.placedAt));
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  const gst = gstOfCents(totals.totalCents);
  return [
    order.number,
    placed.date,
    placed.time,
    ORDER_STATUS_LABELS[order.status],
    order.paymentMethod === 'card' ? 'Card' : 'Bank transfer',
    customer.name,
    customer.email,
    customer.phone,
    fulfilment.method === 'delivery' ? 'Delivery' : 'Pickup',
    fulfilment.date,
    fulfilment.slotLabel,
    fulfilment.zone.name,
    address ? [address.line1, address.line2].filter(Boolean).join(', ') : '',
    address?.suburb ?? '',
    address?.city ?? '',
    address?.postcode ?? '',
    order.gift?.recipientName ?? '',
    String(packsOf(order)),
    money(totals.subtotalCents),
    money(totals.discountCents),
    order.promoCode ?? '',
    money(totals.deliveryFeeCents),
    money(totals.totalCents),
    money(gst),
    money(totals.totalCents - gst),
    money(paidCents(order)),
    money(refundedCents(order)),
    money(keptCents(order)),
    money(gstAfterRefundsCents(order)),
    order.notes,
  ];
}

/** The rows of one order's lines, each with the order's number, day and status only. */
function lineRowsOf(order: AdminOrderView): string[][] {
  const placed = nzWallClockOf(new Date(order.placedAt));
  return order.lines.map((line) => [
    order.number,
    placed.date,
    ORDER_STATUS_LABELS[order.status],
    line.productId,
    line.name,
    String(line.quantity),
    money(line.unitPriceCents),
    money(line.lineTotalCents),
  ]);
}

/**
 * The orders as a spreadsheet, one row per order (spreadsheetCsv: a byte-order mark for Excel,
 * and every formula made inert, also behind leading spaces or control characters), so a
 * customer named `=HYPERLINK(…)` is text in Excel, never a formula.
 */
export function ordersCsv(orders: readonly AdminOrderView[]): string {
  return spreadsheetCsv([[...ORDER_COLUMNS], ...orders.map(orderRowOf)]);
}

/** The orders' lines as a spreadsheet, one row per line, Excel-safe like ordersCsv. */
export function orderLinesCsv(orders: readonly AdminOrderView[]): string {
  return spreadsheetCsv([[...LINE_COLUMNS], ...orders.flatMap(lineRowsOf)]);
}

/** The file name of an export, e.g. `orders-2026-11-24.csv` or `order-lines-2026-11-24.csv`. */
export function ordersCsvFileName(
  today: string,
  kind: 'orders' | 'order-lines' = 'orders',
): string {
  return `${kind}-${today}.csv`;
}
