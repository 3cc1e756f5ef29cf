// How the parts of the maintenance job share one run's time budget and take turns across runs,
// so one long part (a backfill of thousands of old orders) never keeps the others from running.

/** One part of the job as the planner sees it: its name and whether it is urgent. */
export interface PartTurn {
  name: string;
  /** Urgent parts (recovery, payments, mail, reminders) run before the backfills. */
  urgent: boolean;
}

/**
 * The order the parts run in: urgent ones first, then the rest, each group in the order saved
 * by the last run (parts it does not name keep their place at the end of their group).
 */
export function turnOrder(parts: readonly PartTurn[], saved: readonly string[] = []): string[] {
  const rank = (name: string) => {
    const at = saved.indexOf(name);
    return at === -1 ? saved.length + parts.findIndex((part) => part.name === name) : at;
  };
  const group = (urgent: boolean) =>
    parts
      .filter((part) => part.urgent === urgent)
      .map((part) => part.name)
      .sort((a, b) => rank(a) - rank(b));
  return [...group(true), ...group(false)];
}

/**
 * The order for the next run: the parts the budget cut go after the others, and the first of
 * them to the very end, so two long parts alternate in who gets the time left over.
 */
export function nextTurnOrder(order: readonly string[], cut: readonly string[]): string[] {
  const wasCut = new Set(cut);
  const finished = order.filter((name) => !wasCut.has(name));
  const stopped = order.filter((name) => wasCut.has(name));
  return [...finished, ...stopped.slice(1), ...stopped.slice(0, 1)];
}

/**
 * The time a part may take of what is left: an equal share with the parts still to come in its
 * group, where the backfills together count as one more urgent part (they must move too).
 */
export function shareOf(
  leftMs: number,
  position: number,
  order: readonly string[],
  parts: readonly PartTurn[],
): number {
  const urgent = new Set(parts.filter((part) => part.urgent).map((part) => part.name));
  const name = order[position] ?? '';
  const rest = order.slice(position);
  const waiting = urgent.has(name)
    ? rest.filter((other) => urgent.has(other)).length + 1
    : rest.filter((other) => !urgent.has(other)).length;
  return leftMs / Math.max(1, waiting);
}
