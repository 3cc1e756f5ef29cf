import {
  isoDuration,
  methodSteps,
  totalMinutes,
  type Recipe,
} from '../../../lib/content/editorial.ts';

/** schema.org Recipe data for a recipe page, so search results can show its times and steps. */
export function recipeJsonLd(
  recipe: { data: Recipe; body?: string },
  pageUrl: URL,
): Record<string, unknown> {
  const { data } = recipe;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: data.title,
    description: data.description,
    image: new URL(data.image, pageUrl).href,
    prepTime: isoDuration(data.prepMinutes),
    cookTime: isoDuration(data.cookMinutes),
    totalTime: isoDuration(totalMinutes(data)),
    recipeYield: `${data.serves} servings`,
    recipeIngredient: data.ingredients,
    recipeInstructions: methodSteps(recipe.body ?? '').map((text) => ({
      '@type': 'HowToStep',
      text,
    })),
  };
}
