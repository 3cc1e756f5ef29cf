// Scheduled functions get 30 s on Netlify. Their work is cut into small items, and before each
// item the worker asks its budget whether there is time for it, so a run stops in time and the
// next run carries on from the saved progress.

/** The time a job may still spend, checked between items of work. */
export interface TimeBudget {
  /** The moment (epoch ms) work must stop. */
  readonly deadline: number;
  /** Milliseconds left, 0 once spent. */
  left(): number;
  /** True once the deadline has passed: take no new item. */
  spent(): boolean;
  /** A budget that ends `ms` from now, or at this one's deadline if that is sooner. */
  slice(ms: number): TimeBudget;
}

/** A budget ending at `deadline`, read from `clock` (injectable for tests). */
export function budgetUntil(deadline: number, clock: () => number = Date.now): TimeBudget {
  return {
    deadline,
    left: () => Math.max(0, deadline - clock()),
    spent: () => clock() >= deadline,
    slice: (ms) => budgetUntil(Math.min(deadline, clock() + Math.max(0, ms)), clock),
  };
}

/** A budget of `ms` from now: what a scheduled run may spend. */
export function timeBudget(ms: number, clock: () => number = Date.now): TimeBudget {
  return budgetUntil(clock() + ms, clock);
}

/** No limit: for callers outside a scheduled run (an admin's action, a script). */
export const UNLIMITED_BUDGET: TimeBudget = budgetUntil(Number.POSITIVE_INFINITY);
