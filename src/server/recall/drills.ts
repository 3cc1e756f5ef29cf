// Recall drills: a simulated recall timed from the moment staff start it to the moment they
// finish it with a trace, recording what the trace found (counts and batch codes, never the
// customers' details) and emailing nobody. Kept under `recall-drills/<started at>_<id>`, so
// the newest drill is the last key listed.
import { recallArea } from '../../lib/admin/areas/recall.ts';
import { drillKeyOf, RecallDrillSchema, type RecallDrill } from '../../lib/recall/drill.ts';
import { queryOf, type RecallSelection } from '../../lib/recall/selection.ts';
import { findingsOf } from '../../lib/recall/trace-report.ts';
import { auditedCreate, auditedUpdate, type Actor } from '../audit.ts';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { followBoardSource, type BoardSection } from '../admin/dashboard-board.ts';
import { HttpError } from '../http/errors.ts';
import { traceRecall } from './trace.ts';

/** Every drill, one record each, keyed by when it started. */
export const recallDrills = recordCollection({
  prefix: 'recall-drills',
  schema: RecallDrillSchema,
  afterSave: () => followBoardSource(drillOnBoard),
});

/** Drills the screen lists, newest first. */
const DRILLS_LISTED = 20;

/** Starts a drill now: the clock runs until it is finished. */
export async function startDrill(actor: Actor, now = new Date()): Promise<RecallDrill> {
  const drill: RecallDrill = {
    id: crypto.randomUUID(),
    startedAt: now.toISOString(),
    startedBy: { id: actor.id, username: actor.username },
  };
  const { record } = await auditedCreate(recallDrills, drillKeyOf(drill), drill, {
    actor,
    action: 'recall.drill-start',
  });
  return record;
}

/**
 * The key of a drill by its id: one listing of the drills' keys, a handful a year (drills are
 * yearly; the key leads with the start so the newest lists last). 404 for none.
 */
async function drillKeyById(id: string): Promise<string> {
  const key = (await recallDrills.listIds()).find((listed) => listed.endsWith(`_${id}`));
  if (!key) throw new HttpError(404);
  return key;
}

/**
 * Finishes a running drill with the trace staff ran: its findings and how long it took from
 * the start. 404 for no such drill, 409 when it was finished already (its record stays).
 */
export async function finishDrill(
  actor: Actor,
  id: string,
  selection: RecallSelection,
  now = new Date(),
): Promise<RecallDrill> {
  const key = await drillKeyById(id);
  const report = await traceRecall(selection, now);
  const saved = await auditedUpdate(
    recallDrills,
    key,
    (current) => {
      if (!current) throw new HttpError(404);
      if (current.finished) {
        throw new HttpError(409, 'This drill was finished already; start a new one.', {
          details: { reason: recallArea.refusals.drillFinished },
        });
      }
      return {
        ...current,
        finished: {
          at: now.toISOString(),
          by: { id: actor.id, username: actor.username },
          durationMs: Math.max(0, now.getTime() - Date.parse(current.startedAt)),
          traced: queryOf(selection),
          findings: findingsOf(report),
        },
      };
    },
    { actor, action: 'recall.drill-finish' },
  );
  return saved.data;
}

/** The latest drills, newest first: one listing of the drills' keys, then their records. */
export async function recentDrills(): Promise<RecallDrill[]> {
  const keys = (await recallDrills.listIds()).slice(-DRILLS_LISTED).reverse();
  const read = await Promise.all(keys.map((key) => recallDrills.get(key)));
  return read.filter((drill): drill is RecallDrill => drill !== null);
}

/**
 * When the last finished drill ended, or null: the newest keys first, reading back until one
 * was finished (a drill started and never finished does not count).
 */
export async function lastFinishedDrillAt(): Promise<string | null> {
  const keys = (await recallDrills.listIds()).reverse();
  for (const key of keys.slice(0, DRILLS_LISTED)) {
    const drill = await recallDrills.get(key);
    if (drill?.finished) return drill.finished.at;
  }
  return null;
}

/** The dashboard board's section of recall drills: when the last finished drill ended. */
export const drillOnBoard: BoardSection<{ lastFinishedAt: string | null }> = {
  name: 'drill',
  schema: z.object({ lastFinishedAt: z.iso.datetime().nullable() }),
  compute: async () => ({ lastFinishedAt: await lastFinishedDrillAt() }),
};
