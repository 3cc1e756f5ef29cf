import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * A shop policy's frontmatter in content/policies/<slug>.mdx: the page's title and meta
 * description, and the day it was last changed (shown at the top of the page).
 */
export const PolicyPageSchema = z.object({
  title: text.max(80),
  // Search engines show about 155 characters; a longer description is cut off mid-sentence.
  description: text.min(50).max(160),
  // YAML gives a Date for `2026-11-25`; quoted text is coerced the same way.
  updatedAt: z.coerce.date(),
});
export type PolicyPage = z.output<typeof PolicyPageSchema>;

/** The policy pages, in the order the footer lists them; the slug is the file name and route. */
export const POLICY_LINKS = [
  { slug: 'terms', href: '/terms', label: 'Terms of sale' },
  { slug: 'privacy', href: '/privacy', label: 'Privacy' },
  { slug: 'refunds', href: '/refunds', label: 'Refunds' },
  { slug: 'delivery', href: '/delivery', label: 'Delivery' },
] as const;
export type PolicySlug = (typeof POLICY_LINKS)[number]['slug'];

/** The policy link of one slug (the pages, checkout and emails share one list). */
export function policyLink(slug: PolicySlug): (typeof POLICY_LINKS)[number] {
  const found = POLICY_LINKS.find((link) => link.slug === slug);
  if (!found) throw new Error(`No policy page ${slug}`);
  return found;
}

/** A policy page's absolute address on the shop's origin, for emails read outside the site. */
export function policyUrl(slug: PolicySlug, origin: string): string {
  return new URL(policyLink(slug).href, origin).href;
}
