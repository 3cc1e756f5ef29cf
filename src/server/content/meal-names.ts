import type { MealName } from '../../lib/content/meal-mentions.ts';
import { SEED_PRODUCTS } from '../seed/products.ts';

/**
 * The meal names blog posts are searched for at build time: the launch range's (posts are
 * written about those). Whether a mention still links is decided from the live menu when the
 * page is served, so a meal taken off the menu shows as plain text.
 */
export const BLOG_MEAL_NAMES: readonly MealName[] = SEED_PRODUCTS.map(({ product }) => ({
  id: product.id,
  name: product.name,
}));
