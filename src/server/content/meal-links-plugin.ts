// Build-time step for blog posts (a hast plugin for Astro's Markdown processor, Sätteri, which
// runs for MDX too): the first mention of each meal becomes a link to its page, marked
// `data-meal-link` so the page can turn it back into plain text when the meal is no longer on
// the menu (src/pages/blog/_components/MealLink.astro decides that at request time).
import { splitMealMentions, type MealName } from '../../lib/content/meal-mentions.ts';

interface TextNode {
  type: 'text';
  value: string;
}
interface AnyNode {
  type: string;
  tagName?: string;
}
interface LinkNode {
  type: 'element';
  tagName: 'a';
  properties: Record<string, string>;
  children: TextNode[];
}

/** What the plugin uses of Sätteri's visitor context. */
export interface MealLinkContext {
  parent(node: AnyNode): AnyNode | undefined;
  replaceNode(node: AnyNode, nodes: (TextNode | LinkNode)[]): void;
}

/** Text in these elements stays as it is: links, code and headings. */
const LEFT_ALONE = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isLeftAlone(node: AnyNode, context: MealLinkContext): boolean {
  for (let up = context.parent(node); up; up = context.parent(up)) {
    if (up.type === 'element' && up.tagName && LEFT_ALONE.has(up.tagName)) return true;
  }
  return false;
}

/**
 * The plugin, as a factory Sätteri calls once per document: for files whose path contains
 * `under` (the blog's folder; recipes list their meals themselves) it links each meal's first
 * mention to /meals/{id}; for any other file it stays out of the pipeline.
 */
export function mealLinksPlugin({ meals, under }: { meals: readonly MealName[]; under: string }) {
  return ({ fileURL }: { fileURL: URL | undefined }) => {
    if (!fileURL?.pathname.includes(under)) return null;
    const linked = new Set<string>();
    return {
      name: 'cube-kitchen-meal-links',
      text(node: TextNode, context: MealLinkContext): void {
        if (isLeftAlone(node, context)) return;
        const pieces = splitMealMentions(node.value, meals, linked);
        if (!pieces.some((piece) => 'mealId' in piece)) return;
        context.replaceNode(
          node,
          pieces.map((piece) =>
            'mealId' in piece
              ? {
                  type: 'element',
                  tagName: 'a',
                  properties: { href: `/meals/${piece.mealId}`, dataMealLink: piece.mealId },
                  children: [{ type: 'text', value: piece.text }],
                }
              : { type: 'text', value: piece.text },
          ),
        );
      },
    };
  };
}
