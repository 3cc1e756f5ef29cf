// Build-time step for blog posts (MDX): the first mention of each meal becomes a link to its page,
// marked `data-meal-link` so the page can turn it back into plain text when the meal is no longer
// on the menu (src/pages/blog/_components/MealLink.astro decides at request time).
import { splitMealMentions, type MealName } from '../../lib/meal-mentions.ts';

interface TextNode {
  type: 'text';
  value: string;
}
interface ElementNode {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
interface ParentNode {
  type: string;
  children?: HastNode[];
}
type HastNode = TextNode | ElementNode | ParentNode;

/** Text in these elements stays as it is: links, code and headings. */
const LEFT_ALONE = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isText(node: HastNode): node is TextNode {
  return node.type === 'text';
}

function linkIn(parent: ParentNode, meals: readonly MealName[], linked: Set<string>): void {
  if (!parent.children) return;
  parent.children = parent.children.flatMap((child): HastNode[] => {
    if (isText(child)) {
      return splitMealMentions(child.value, meals, linked).map((piece) =>
        'mealId' in piece
          ? {
              type: 'element',
              tagName: 'a',
              properties: { href: `/meals/${piece.mealId}`, dataMealLink: piece.mealId },
              children: [{ type: 'text', value: piece.text }],
            }
          : { type: 'text', value: piece.text },
      );
    }
    if (!('tagName' in child && LEFT_ALONE.has(child.tagName))) linkIn(child, meals, linked);
    return [child];
  });
}

/**
 * The rehype plugin: links each meal's first mention to /meals/{id}, in the files whose path
 * contains `under` (the blog's folder; recipes name their meals in a list of their own).
 */
export function rehypeMealLinks({ meals, under }: { meals: readonly MealName[]; under: string }) {
  return (tree: ParentNode, file: { path?: string }): void => {
    if (!file.path?.replaceAll('\\', '/').includes(under)) return;
    linkIn(tree, meals, new Set());
  };
}
