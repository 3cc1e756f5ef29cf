import { escapeHtml } from '../emails/html.ts';
import { POLICY_LINKS } from './policies.ts';

/**
 * The public pages that are not made from a collection or the catalog, in the order the sitemap
 * lists them. Left out on purpose: checkout, order confirmation, admin, error pages and the
 * internal logo concepts review.
 */
export const SITEMAP_FIXED_PATHS: readonly string[] = [
  '/',
  '/meals',
  '/recipes',
  '/blog',
  '/how-it-works',
  '/about',
  '/faq',
  '/find-meals',
  ...POLICY_LINKS.map((link) => link.href),
];

/** What the sitemap needs to list the pages made from content and the catalog. */
export interface SitemapSources {
  mealIds: readonly string[];
  recipeIds: readonly string[];
  blogSlugs: readonly string[];
}

/** Every path the sitemap lists: the fixed pages, then meals, recipes and posts. */
export function sitemapPaths(sources: SitemapSources): string[] {
  return [
    ...SITEMAP_FIXED_PATHS,
    ...sources.mealIds.map((id) => `/meals/${id}`),
    ...sources.recipeIds.map((id) => `/recipes/${id}`),
    ...sources.blogSlugs.map((slug) => `/blog/${slug}`),
  ];
}

/** A sitemaps.org XML document of absolute page addresses on `origin`. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
