import { spreadsheetCsv } from '../csv.ts';
import { nzWallClockOf } from '../delivery/nz-time.ts';
import { dollarsForInput } from '../money.ts';
import { refundedCents, type AdminOrderView } from './order.ts';
import { gstIncludedIn } from './pricing.ts';
import { ORDER_STATUS_LABELS } from './status.ts';

/** The export's columns, in order; one row per order line, the order's fields on every row. */
const COLUMNS = [
  'Order',
  'Placed (NZ time)',
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
  'Product id',
  'Product',
  'Packs',
  'Unit price',
  'Line total',
  'Subtotal',
  'Discount',
  'Delivery fee',
  'Order total',
  'GST (3/23 of total)',
  'Total excluding GST',
  'Refunded',
] as const;

const money = (cents: number) => dollarsForInput(cents);

/** The CSV rows of one order: one per line, the order's own fields repeated on each. */
function rowsOf(order: AdminOrderView): string[][] {
  const { fulfilment, totals, customer } = order;
  const placed = nzWallClockOf(new Date(order.placedAt));
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  const gst = gstIncludedIn(totals.totalCents);
  const orderFields = [
    order.number,
    `${placed.date} ${placed.time}`,
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
  ];
  const totalsFields = [
    money(totals.subtotalCents),
    money(totals.discountCents),
    money(totals.deliveryFeeCents),
    money(totals.totalCents),
    money(gst),
    money(totals.totalCents - gst),
    money(refundedCents(order)),
  ];
  return order.lines.map((line) => [
    ...orderFields,
    line.productId,
    line.name,
    String(line.quantity),
    money(line.unitPriceCents),
    money(line.lineTotalCents),
    ...totalsFields,
  ]);
}

/**
 * The orders as a spreadsheet (spreadsheetCsv: a byte-order mark for Excel, and every formula
 * made inert, also behind leading spaces or control characters), so a customer named
 * `=HYPERLINK(…)` is text in Excel, never a formula.
 */
export function ordersCsv(orders: readonly AdminOrderView[]): string {
  return spreadsheetCsv([[...COLUMNS], ...orders.flatMap(rowsOf)]);
}

/** The file name of an export, e.g. `orders-2026-11-24.csv`. */
export function ordersCsvFileName(today: string): string {
  return `orders-${today}.csv`;
}
