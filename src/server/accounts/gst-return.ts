// The GST return of a period, read through the money-days index (one listing a month of the
// period) and the orders it names, never by reading every order.
import {
  isPeriodEnd,
  periodEndHolding,
  periodEndingWith,
  GstSettingsSchema,
} from '../../lib/accounts/gst-period.ts';
import { gstReturnOf, type GstOrder, type GstReturn } from '../../lib/accounts/gst-return.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { orderIdsOfMoneyDays } from '../admin/day-figures.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { readShopSettings } from '../settings.ts';

/** Orders read at once: enough to be quick, few enough not to flood the store. */
const READS_AT_ONCE = 16;

/** The orders the index names for the months, each read as saved now (gone ones left out). */
async function ordersOfMonths(months: readonly string[]): Promise<GstOrder[]> {
  const ids = [...new Set((await Promise.all(months.map(orderIdsOfMoneyDays))).flat())];
  const found: GstOrder[] = [];
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    const batch = await Promise.all(ids.slice(start, start + READS_AT_ONCE).map(getOrder));
    for (const order of batch) if (order) found.push(order);
  }
  return found;
}

/**
 * The return of the period ending with `endMonth` (`YYYY-MM`), or of the period holding today
 * when none is given, on the length, alignment and basis set in Settings. A month no period of
 * the settings ends with is refused (400), naming the nearest one that does.
 */
export async function readGstReturn(
  endMonth: string | undefined,
  now = new Date(),
): Promise<GstReturn & { periodMonths: number; endMonth: string }> {
  const settings = GstSettingsSchema.parse(await readShopSettings());
  const end = endMonth ?? periodEndHolding(nzDateOf(now), settings);
  if (!isPeriodEnd(end, settings)) {
    const nearest = periodEndHolding(`${end}-01`, settings);
    throw new HttpError(400, `No GST period ends with ${end}; the next one ends with ${nearest}.`, {
      errors: { end: `Choose a month a GST period ends with, like ${nearest}` },
    });
  }
  const period = periodEndingWith(end, settings);
  const orders = await ordersOfMonths(period.months);
  return {
    ...gstReturnOf(orders, period, settings.gstBasis),
    periodMonths: settings.gstPeriodMonths,
    endMonth: end,
  };
}
