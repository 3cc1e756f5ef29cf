import { screenHref } from '../../../lib/admin/screens.ts';
import type { NewsletterStanding } from '../../../lib/customers/customer-list.ts';

/** Where a customer stands with the newsletter, as the list and their page say it. */
export const NEWSLETTER_STANDING_LABELS: Readonly<Record<NewsletterStanding, string>> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  none: 'Not on the list',
};

/** The link back from a customer's page. */
export const BACK_TO_CUSTOMERS = {
  href: screenHref('customers'),
  label: 'Back to customers',
} as const;
