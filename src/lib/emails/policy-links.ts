import { policyLink, policyUrl, type PolicySlug } from '../content/policies.ts';
import type { EmailBlock } from './order-email.ts';

const ORDER_EMAIL_POLICIES: readonly PolicySlug[] = ['terms', 'refunds', 'delivery'];

/**
 * The footer line of an order email: the terms the shopper accepted, refunds and delivery, as
 * absolute links on the shop's own origin (an email is read outside the site).
 */
export function policyLinksBlock(origin: string): EmailBlock {
  return {
    kind: 'links',
    lead: 'Our policies:',
    links: ORDER_EMAIL_POLICIES.map((slug) => ({
      text: policyLink(slug).label,
      href: policyUrl(slug, origin),
    })),
  };
}
