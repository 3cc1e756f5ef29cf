import { isDayWork } from '../../lib/orders/dispatch.ts';
import { adminOrderView, type AdminOrderView } from '../../lib/orders/order.ts';
import {
  compareForPacking,
  packingSlipOf,
  type PackingSlips,
  type PackingSlipsQuery,
} from '../../lib/orders/packing-slip.ts';
import type { PrepList } from '../../lib/orders/prep-list.ts';
import { receiptOf, type Receipt } from '../../lib/orders/receipt.ts';
import type { RunSheet } from '../../lib/orders/run-sheet.ts';
import { lineBatchesOfOrders } from '../batches/order-batches.ts';
import { siteConfig } from '../content/content.ts';
import { HttpError } from '../http/errors.ts';
import { readShopSettings } from '../settings.ts';
import { getOrder, listOrders } from './orders.ts';
import { prepListOfDay } from './prep-days.ts';
import { runSheetOfDate } from './run-sheet-days.ts';

/** A day's orders through the `orders-by-date/<date>/` index, never reading other days. */
async function ordersOfDay(date: string): Promise<AdminOrderView[]> {
  return (await listOrders({ date })).map(adminOrderView);
}

/** The kitchen's prep list of a delivery date, from its day keys (prep-days.ts). */
export async function prepListFor(date: string): Promise<PrepList> {
  return prepListOfDay(date);
}

/** The van's run sheet of a delivery date, for one zone or (without one) every zone. */
export async function runSheetFor(date: string, zoneId: string | undefined): Promise<RunSheet> {
  return runSheetOfDate(date, zoneId ?? null);
}

/**
 * Packing slips: of the day's work of a date (one slot of it with `slot`), or of the ticked
 * orders (`ids`, whatever their state, since staff chose them), in packing order.
 */
export async function packingSlipsFor(query: PackingSlipsQuery): Promise<PackingSlips> {
  let chosen: AdminOrderView[];
  let missingIds: string[] = [];
  if (query.ids) {
    const found = await Promise.all(query.ids.map((id) => getOrder(id)));
    chosen = found.flatMap((order) => (order ? [adminOrderView(order)] : []));
    missingIds = query.ids.filter((_, index) => !found[index]);
  } else {
    const day = await ordersOfDay(query.date ?? '');
    chosen = day
      .filter(isDayWork)
      .filter((order) => !query.slot || order.fulfilment.slotId === query.slot);
  }
  const batches = await lineBatchesOfOrders(chosen.map((order) => order.id));
  return {
    shopName: siteConfig().name,
    slips: chosen
      .sort(compareForPacking)
      .map((order) => packingSlipOf(order, batches.get(order.id))),
    missingIds,
  };
}

/**
 * An order's receipt: shop name, GST number where IRD asks, the account while a transfer is due,
 * each line's batches once packed.
 */
export async function receiptFor(order: AdminOrderView): Promise<Receipt> {
  const [settings, batches] = await Promise.all([
    readShopSettings(),
    lineBatchesOfOrders([order.id]),
  ]);
  const shop = {
    name: siteConfig().name,
    gstNumber: settings.gstNumber,
    bank: { accountName: settings.bankAccountName, accountNumber: settings.bankAccountNumber },
  };
  return receiptOf(order, shop, batches.get(order.id));
}

/** The receipt of an order for staff; 404 when there is no such order. */
export async function receiptForOrder(id: string): Promise<Receipt> {
  const order = await getOrder(id);
  if (!order) throw new HttpError(404, 'There is no order with this id.');
  return receiptFor(order);
}
