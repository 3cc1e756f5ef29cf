// Blog posts name meals in their prose ("it uses three packs: Super Veg Sauce, Beef Bolognese…").
// These helpers find those names so each meal's first mention can link to its page.

/** A meal a post may name: its page id and the name shoppers know it by. */
export interface MealName {
  id: string;
  name: string;
}

/** A piece of text: plain, or a meal's name to link to /meals/{id}. */
export type TextPiece = { text: string } | { text: string; mealId: string };

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern matching any of the names as whole words, longest first (so "Super Veg Sauce" wins
 * over a shorter name inside it). Undefined when there are no names.
 */
export function mealNamePattern(meals: readonly MealName[]): RegExp | undefined {
  const names = meals.map((meal) => meal.name.trim()).filter((name) => name.length > 0);
  if (names.length === 0) return undefined;
  const alternatives = [...new Set(names)]
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/**
 * Splits text into plain pieces and meal names. Only meals not in `alreadyLinked` are marked, and
 * each is then added to it: a post links a meal once, at its first mention, not every time.
 */
export function splitMealMentions(
  text: string,
  meals: readonly MealName[],
  alreadyLinked = new Set<string>(),
): TextPiece[] {
  const pattern = mealNamePattern(meals);
  if (!pattern) return [{ text }];
  const idByName = new Map(meals.map((meal) => [meal.name.trim(), meal.id]));
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const mealId = idByName.get(match[0]);
    if (mealId === undefined || alreadyLinked.has(mealId)) continue;
    alreadyLinked.add(mealId);
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    pieces.push({ text: match[0], mealId });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces.length > 0 ? pieces : [{ text }];
}
