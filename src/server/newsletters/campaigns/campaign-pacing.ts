// How a campaign worker paces its emails and stops in time: send slots handed out at the
// settings' rate, and lanes that take a recipient only while its slot fits before the deadline
// (a scheduled function has 30 s, a background one 15 minutes).

/** A pacer's two questions: when the next slot is, and taking it. */
export interface Pacer {
  /** The moment (epoch ms) the next email could go. */
  next: () => number;
  /** Takes the next slot and answers its moment. */
  take: () => number;
}

/**
 * Hands out the moments emails may go, `ratePerMinute` at most in any minute. A slot is taken
 * before the recipient is claimed, so a worker knows whether it still fits before its deadline.
 */
export function pacer(ratePerMinute: number): Pacer {
  const gap = Number.isFinite(ratePerMinute) ? 60_000 / ratePerMinute : 0;
  let next = Date.now();
  return {
    next: () => Math.max(next, Date.now()),
    take: () => {
      const slot = Math.max(next, Date.now());
      next = slot + gap;
      return slot;
    },
  };
}

/**
 * Runs `work` over `items`, `lanes` at a time, each with its send slot, taking no item whose
 * slot falls at or after the deadline. Answers how many it took: always the first ones.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  pace: Pacer,
  deadline: number,
  work: (item: T, slot: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      // The check and the taking happen with no await between: lanes never race for an item.
      while (next < items.length && pace.next() < deadline) {
        const item = items[next] as T;
        next += 1;
        await work(item, pace.take());
      }
    }),
  );
  return next;
}
