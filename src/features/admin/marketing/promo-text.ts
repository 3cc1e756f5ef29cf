import type { PromoView } from '../../../lib/marketing/promo-requests.ts';
import { promoSummary, type PromoStatus } from '../../../lib/orders/promo.ts';
import { formatNZD } from '../../../lib/money.ts';
import { formatShopDateTime } from '../format.ts';

/** A code's status as staff read it. */
export const STATUS_LABELS: Record<PromoStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  used_up: 'Used up',
  off: 'Off',
};

/** When a code works, e.g. "From 1 Dec 2026, 9:00 am until 24 Dec 2026, 5:00 pm". */
export function promoPeriod(promo: Pick<PromoView, 'startsAt' | 'endsAt'>): string {
  const from = promo.startsAt ? `From ${formatShopDateTime(promo.startsAt)}` : '';
  const until = promo.endsAt ? `until ${formatShopDateTime(promo.endsAt)}` : '';
  if (!from && !until) return 'No end date';
  return [from, from ? until : until.replace(/^u/, 'U')].filter(Boolean).join(' ');
}

/** The offer with its conditions, e.g. "10% off, spend $30.00, one per customer". */
export function promoOffer(promo: PromoView): string {
  const parts = [promoSummary(promo)];
  if (promo.minimumSubtotalCents > 0) parts.push(`spend ${formatNZD(promo.minimumSubtotalCents)}`);
  if (promo.onePerCustomer) parts.push('one per customer');
  if (promo.everyStandingDelivery) parts.push('every standing-order delivery');
  return parts.join(', ');
}

/** Uses so far, with the limit when there is one: "3 of 50". */
export function promoUses(promo: PromoView): string {
  return promo.maxUses === undefined
    ? String(promo.uses)
    : `${String(promo.uses)} of ${String(promo.maxUses)}`;
}
