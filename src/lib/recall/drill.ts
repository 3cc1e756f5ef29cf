// Simulated recalls (drills): a food business with a food control plan must run one at least
// every 12 months. A drill records when it started, what the trace found and how long it took,
// and emails nobody; the dashboard warns a month before the year is up.
import { z } from 'zod';
import { TraceFindingsSchema } from './trace-report.ts';

/** A drill as stored under `recall-drills/<started at>_<id>`, so the newest lists last. */
export const RecallDrillSchema = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  startedBy: z.object({ id: z.string(), username: z.string() }),
  /** Absent while the drill runs; set once, when staff finish it with a trace. */
  finished: z
    .object({
      at: z.iso.datetime(),
      by: z.object({ id: z.string(), username: z.string() }),
      durationMs: z.int().nonnegative(),
      /** What was traced, as the query named it (batch ids, a meal and dates, or a lot). */
      traced: z.record(z.string(), z.string()),
      findings: TraceFindingsSchema,
    })
    .optional(),
});
export type RecallDrill = z.output<typeof RecallDrillSchema>;

/** The key of a drill: its start first, so keys sort oldest to newest. */
export function drillKeyOf(drill: Pick<RecallDrill, 'id' | 'startedAt'>): string {
  return `${drill.startedAt}_${drill.id}`;
}

/** Months after the last finished drill when the dashboard starts to warn (the law says 12). */
export const DRILL_WARNING_MONTHS = 11;

/** Whether the shop is due a drill: none finished yet, or the last over 11 months before `now`. */
export function drillOverdue(lastFinishedAt: string | null, now: Date): boolean {
  if (lastFinishedAt === null) return true;
  const due = new Date(lastFinishedAt);
  due.setUTCMonth(due.getUTCMonth() + DRILL_WARNING_MONTHS);
  return now.getTime() >= due.getTime();
}

/** A duration as staff read it: "48 seconds", "3 min 5 s". */
export function durationLabel(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${String(seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${String(Math.floor(minutes / 60))} h ${String(minutes % 60)} min`;
  return `${String(minutes)} min ${String(seconds % 60)} s`;
}
