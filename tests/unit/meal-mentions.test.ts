import { describe, expect, it } from 'vitest';
import { splitMealMentions } from '../../src/lib/meal-mentions.ts';
import { BLOG_MEAL_NAMES } from '../../src/server/blog/meal-names.ts';
import { rehypeMealLinks } from '../../src/server/blog/rehype-meal-links.ts';

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

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: object;
  children?: Node[];
}
const text = (value: string): Node => ({ type: 'text', value });
const element = (tagName: string, children: Node[]): Node => ({
  type: 'element',
  tagName,
  children,
});

describe('rehypeMealLinks', () => {
  const run = (tree: Node, path = '/site/content/blog/post.mdx') => {
    rehypeMealLinks({ meals: BLOG_MEAL_NAMES, under: '/content/blog/' })(tree, { path });
    return tree;
  };

  it('links a post’s first mention of a launch meal to its page, not in headings or links', () => {
    const tree = run({
      type: 'root',
      children: [
        element('h2', [text('Beef Bolognese night')]),
        element('p', [text('Heat Beef Bolognese, then more Beef Bolognese.')]),
        element('p', [element('a', [text('Butter Chicken recipe')]), text(' or Butter Chicken')]),
      ],
    });
    expect(tree.children?.[0]?.children).toEqual([text('Beef Bolognese night')]);
    expect(tree.children?.[1]?.children).toEqual([
      text('Heat '),
      {
        type: 'element',
        tagName: 'a',
        properties: { href: '/meals/beef-bolognese', dataMealLink: 'beef-bolognese' },
        children: [text('Beef Bolognese')],
      },
      text(', then more Beef Bolognese.'),
    ]);
    expect(tree.children?.[2]?.children?.[2]).toMatchObject({
      tagName: 'a',
      properties: { href: '/meals/butter-chicken' },
    });
  });

  it('leaves files outside the blog alone', () => {
    const tree = run(
      { type: 'root', children: [text('Beef Bolognese')] },
      '/site/content/recipes/x.mdx',
    );
    expect(tree.children).toEqual([text('Beef Bolognese')]);
  });
});
