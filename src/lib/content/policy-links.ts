// The shop's policy pages and their links, shared by the pages, the checkout and emails. Without
// zod (the pages' frontmatter schema is in policies.ts), so the checkout's first script stays small.

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
