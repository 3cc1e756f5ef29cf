import { useId, useState } from 'react';
import { recallArea } from '../../../lib/admin/areas/recall.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { durationLabel, type RecallDrill } from '../../../lib/recall/drill.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { formatShopDateTime } from '../format.ts';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import type { TracedQuery } from './traced-query.ts';

function findingsLine(drill: RecallDrill): string {
  const finished = drill.finished;
  if (!finished) return `Running since ${formatShopDateTime(drill.startedAt)}`;
  const { findings } = finished;
  return `${formatShopDateTime(drill.startedAt)}: ${findings.batchCodes.join(', ')} traced to ${String(findings.orders)} orders of ${String(findings.customers)} customers, ${String(findings.packsInStock)} packs held, in ${durationLabel(finished.durationMs)} (${finished.by.username})`;
}

/**
 * The simulated recall: Start runs the clock, staff trace as they would for real, and Finish
 * records what the trace found and how long it took. Nobody is emailed.
 */
export function DrillPanel({ traced }: { traced: TracedQuery | null }) {
  const drills = useRouteQuery(recallArea.api.drills, {});
  const refreshes = { refreshes: [recallArea.api.drills] };
  const start = useRouteMutation(recallArea.api.startDrill, refreshes);
  const finish = useRouteMutation(recallArea.api.finishDrill, refreshes);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const running = drills.data?.find((drill) => !drill.finished) ?? null;
  const act = async (step: () => Promise<unknown>) => {
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };
  return (
    <section aria-labelledby={headingId} className={`${PANEL} mt-8 grid gap-3`}>
      <h2 id={headingId} className="text-xl font-bold">
        Recall drill
      </h2>
      <p>
        A simulated recall, needed at least once every 12 months: start it, trace a batch as you
        would for real, then finish it. It records what was found and how long it took, and emails
        nobody.
      </p>
      {running ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="font-semibold">
            Drill running since {formatShopDateTime(running.startedAt)}.
          </p>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={!traced || finish.isPending}
            onClick={() =>
              void act(() =>
                finish.mutateAsync({
                  params: { id: running.id },
                  body: traced ?? {},
                }),
              )
            }
          >
            Finish drill with this trace
          </button>
          {traced ? null : <p className="text-sm">Trace a batch first.</p>}
        </div>
      ) : (
        <div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={start.isPending}
            onClick={() => void act(() => start.mutateAsync({}))}
          >
            Start a recall drill
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {drills.data?.some((drill) => drill.finished) ? (
        <>
          <h3 className="font-semibold">Past drills</h3>
          <ul className="grid gap-1 text-sm">
            {drills.data
              .filter((drill) => drill.finished)
              .map((drill) => (
                <li key={drill.id}>{findingsLine(drill)}</li>
              ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
