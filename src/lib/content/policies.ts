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

export { POLICY_LINKS, policyLink, policyUrl, type PolicySlug } from './policy-links.ts';
