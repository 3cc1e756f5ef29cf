// The GST return of a period, from the orders the money-days index names for its months.
import {
  isPeriodEnd,
  periodEndHolding,
  periodEndingWith,
  GstSettingsSchema,
} from '../../lib/accounts/gst-period.ts';
import { gstReturnOf, type GstReturn } from '../../lib/accounts/gst-return.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { HttpError } from '../http/errors.ts';
import { readShopSettings } from '../settings.ts';
import { ordersOfMonths } from './month-orders.ts';

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
