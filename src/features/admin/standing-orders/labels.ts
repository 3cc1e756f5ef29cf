import { screenHref } from '../../../lib/admin/screens.ts';
import { dayLabel } from '../../../lib/delivery/labels.ts';
import type { StandingStatus } from '../../../lib/standing-orders/standing-order.ts';

/** A standing order's status as the list and its page say it. */
export const STANDING_STATUS_LABELS: Readonly<Record<StandingStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** "Paused until Tue 8 Dec", "Paused", "Active", "Cancelled". */
export function statusText(status: StandingStatus, pausedUntil: string | null): string {
  if (status === 'paused' && pausedUntil) return `Paused until ${dayLabel(pausedUntil)}`;
  if (status === 'paused') return 'Paused until resumed';
  return STANDING_STATUS_LABELS[status];
}

/** The next delivery, or why there is none. */
export function nextDeliveryText(nextDate: string | null): string {
  return nextDate ? dayLabel(nextDate) : 'None';
}

/** The link back from a standing order's page and from the forecast. */
export const BACK_TO_STANDING_ORDERS = {
  href: screenHref('standing-orders'),
  label: 'Back to standing orders',
} as const;
