import { pathToFileURL } from 'node:url';
// Sätteri is the Markdown processor Astro runs (through @astrojs/markdown-satteri).
import { markdownToHtml, type HastPluginEntry } from 'satteri';
import { describe, expect, it } from 'vitest';
import { splitMealMentions } from '../../src/lib/content/meal-mentions.ts';
import { BLOG_MEAL_NAMES } from '../../src/server/content/meal-names.ts';
import { mealLinksPlugin } from '../../src/server/content/meal-links-plugin.ts';

const meals = [
  { id: 'super-veg-sauce', name: 'Super Veg Sauce' },
  { id: 'beef-bolognese', name: 'Beef Bolognese' },
  { id: 'veg', name: 'Veg' },
];

describe('splitMealMentions', () => {
  it('marks each meal’s first mention and leaves the rest of the text as it is', () => {
    const pieces = splitMealMentions(
      'It uses Super Veg Sauce, Beef Bolognese and more Beef Bolognese.',
      meals,
    );
    expect(pieces).toEqual([
      { text: 'It uses ' },
      { text: 'Super Veg Sauce', mealId: 'super-veg-sauce' },
      { text: ', ' },
      { text: 'Beef Bolognese', mealId: 'beef-bolognese' },
      { text: ' and more Beef Bolognese.' },
    ]);
  });

  it('prefers the longest name and matches whole words only', () => {
    expect(splitMealMentions('Vegetables and Super Veg Sauce', meals)).toEqual([
      { text: 'Vegetables and ' },
      { text: 'Super Veg Sauce', mealId: 'super-veg-sauce' },
    ]);
  });

  it('skips meals already linked earlier in the post', () => {
    const linked = new Set(['beef-bolognese']);
    expect(splitMealMentions('Beef Bolognese again', meals, linked)).toEqual([
      { text: 'Beef Bolognese again' },
    ]);
  });
});

function toHtml(markdown: string, path = '/site/content/blog/post.mdx'): string {
  const plugin = mealLinksPlugin({ meals: BLOG_MEAL_NAMES, under: '/content/blog/' });
  const result = markdownToHtml(markdown, {
    fileURL: pathToFileURL(path),
    hastPlugins: [plugin as HastPluginEntry],
  });
  // The plugin has no async visitor, so Sätteri answers at once.
  if (result instanceof Promise) throw new Error('The meal links plugin ran asynchronously');
  return result.html;
}

describe('the blog’s meal links plugin (through Sätteri, as Astro runs it)', () => {
  it('links a post’s first mention of a launch meal, not in headings, links or code', () => {
    const html = toHtml(
      [
        '## Beef Bolognese night',
        '',
        'Heat Beef Bolognese, then more Beef Bolognese.',
        '',
        '[Butter Chicken recipe](/recipes/x) or `Butter Chicken` or Butter Chicken.',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Beef Bolognese night</h2>');
    expect(html).toContain(
      '<p>Heat <a href="/meals/beef-bolognese" data-meal-link="beef-bolognese">Beef Bolognese</a>, then more Beef Bolognese.</p>',
    );
    expect(html).toContain('<a href="/recipes/x">Butter Chicken recipe</a>');
    expect(html).toContain('<code>Butter Chicken</code>');
    expect(html).toContain(
      'or <a href="/meals/butter-chicken" data-meal-link="butter-chicken">Butter Chicken</a>.',
    );
  });

  it('leaves files outside the blog alone', () => {
    expect(toHtml('Beef Bolognese', '/site/content/recipes/x.mdx').trim()).toBe(
      '<p>Beef Bolognese</p>',
    );
  });
});
