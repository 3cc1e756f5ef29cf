// Which part of the back office an audited action belongs to, named as the admin navigation
// names it: the part of the action before the dot (`delivery-zone.update` → Delivery zones).
import { z } from 'zod';

/** The areas the activity log is filtered by, in the navigation's order, with their names. */
export const ACTIVITY_AREAS = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  'standing-orders': 'Standing orders',
  customers: 'Customers',
  products: 'Products',
  inventory: 'Inventory',
  batches: 'Batches',
  recall: 'Recall',
  'delivery-zones': 'Delivery zones',
  'delivery-slots': 'Delivery slots',
  'special-dates': 'Special dates',
  newsletters: 'Newsletters',
  marketing: 'Marketing',
  users: 'Users',
  accounts: 'Accounts',
  settings: 'Settings',
  other: 'Other',
} as const;

/** An area's id, as the activity filter and its index keys carry it. */
export const ActivityAreaSchema = z.enum(
  Object.keys(ACTIVITY_AREAS) as [keyof typeof ACTIVITY_AREAS, ...(keyof typeof ACTIVITY_AREAS)[]],
);
export type ActivityArea = z.output<typeof ActivityAreaSchema>;

/** The area of each kind of record an action names (the part before the dot). */
const AREA_OF_SUBJECT: Readonly<Record<string, ActivityArea>> = {
  order: 'orders',
  'standing-order': 'standing-orders',
  customer: 'customers',
  product: 'products',
  stock: 'inventory',
  batch: 'batches',
  'batch-settings': 'batches',
  recall: 'recall',
  'delivery-zone': 'delivery-zones',
  'delivery-slot': 'delivery-slots',
  'special-date': 'special-dates',
  subscriber: 'newsletters',
  campaign: 'newsletters',
  'promo-code': 'marketing',
  'site-banner': 'marketing',
  settings: 'settings',
  user: 'users',
  payout: 'accounts',
  'xero-export': 'accounts',
  // Contact messages are listed and marked handled on the dashboard.
  'contact-message': 'dashboard',
};

/** The area an action belongs to; an action nobody mapped yet is `other`, never lost. */
export function areaOfAction(action: string): ActivityArea {
  const subject = action.split('.')[0] ?? '';
  return AREA_OF_SUBJECT[subject] ?? 'other';
}
