// Where an activity entry's record is in the back office: its target (`<collection>/<id>`)
// as the admin screen that shows it, or null where there is none (a deleted record, an import).
import type { ActivityRow } from '../../../lib/activity/activity-keys.ts';
import { actionRemoves } from '../../../lib/activity/words.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** Each collection's screen, from the record's id. */
const SCREENS: Readonly<Record<string, (id: string) => string | undefined>> = {
  orders: (orderId) => screenHref('order', { orderId }),
  'standing-orders': (standingOrderId) =>
    /^[0-9a-f-]{36}$/.test(standingOrderId)
      ? screenHref('standing-order', { standingOrderId })
      : undefined,
  customers: (customerId) => screenHref('customer', { customerId }),
  products: (productId) => screenHref('product-edit', { productId }),
  stock: (productId) => screenHref('inventory-history', { productId }),
  batches: () => screenHref('batches'),
  'meal-batch-settings': () => screenHref('batches'),
  'payout-matches': (id) => screenHref('payout', { id }),
  'xero-exports': () => screenHref('accounts'),
  users: (userId) => screenHref('user-edit', { userId }),
  subscribers: (subscriberId) =>
    /^[0-9a-f]{64}$/.test(subscriberId) ? screenHref('subscriber', { subscriberId }) : undefined,
  campaigns: (campaignId) => screenHref('campaign', { campaignId }),
  'delivery-zones': (zoneId) => screenHref('delivery-zone-edit', { zoneId }),
  'delivery-slots': () => screenHref('delivery-slots'),
  'special-dates': (date) => screenHref('special-date-edit', { date }),
  'promo-codes': (code) => screenHref('promo-code-edit', { code }),
  'site-banner': () => screenHref('marketing'),
  settings: () => screenHref('settings'),
  messages: () => screenHref('dashboard'),
  recalls: () => screenHref('recall'),
  'recall-drills': () => screenHref('recall'),
};

/** The admin page of the record an entry changed, or null when there is no page to open. */
export function targetHref(row: Pick<ActivityRow, 'action' | 'target'>): string | null {
  if (actionRemoves(row.action)) return null;
  const slash = row.target.indexOf('/');
  if (slash <= 0) return null;
  const id = row.target.slice(slash + 1);
  const href = id ? SCREENS[row.target.slice(0, slash)]?.(id) : undefined;
  return href ?? null;
}

/** What the record is called on the page: its label, else its id. */
export function targetText(row: Pick<ActivityRow, 'target' | 'label'>): string {
  return row.label || row.target.slice(row.target.indexOf('/') + 1) || row.target;
}
