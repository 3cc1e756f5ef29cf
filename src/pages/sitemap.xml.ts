import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { sitemapPaths, sitemapXml } from '../lib/content/sitemap.ts';
import { listShopProducts } from '../server/catalog/catalog.ts';
import { mealListCacheHeaders } from '../server/catalog/meal-pages.ts';

// Rendered on demand so a new meal is listed without a rebuild; purged with the product answers.
export const prerender = false;

/** The sitemap search engines read: every public page, meals from the live catalog. */
export const GET: APIRoute = async ({ site, url }) => {
  const [meals, recipes, posts] = await Promise.all([
    listShopProducts(),
    getCollection('recipes'),
    getCollection('blog'),
  ]);
  const paths = sitemapPaths({
    mealIds: meals.map((meal) => meal.id),
    recipeIds: recipes.map((recipe) => recipe.id),
    blogSlugs: posts.map((post) => post.id),
  });
  return new Response(sitemapXml(paths, (site ?? url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...mealListCacheHeaders() },
  });
};
