import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { productsArea } from '../../../lib/admin/areas/products.ts';
import { recallArea, type RecallTrace } from '../../../lib/admin/areas/recall.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { downloadFile } from '../api/download.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { todayInShop } from '../dispatch/url-query.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { DrillPanel } from './DrillPanel.tsx';
import { RecallNoticePanel } from './RecallNoticePanel.tsx';
import { TraceResults } from './TraceResults.tsx';
import { showTracedQuery, tracedQueryFromAddress, type TracedQuery } from './traced-query.ts';

type Way = 'meal' | 'lot';

/** How staff say what to trace: a meal and the days it was made, or an ingredient lot. */
function TraceForm({ onTrace }: { onTrace: (query: TracedQuery) => void }) {
  const meals = useRouteQuery(productsArea.api.list, {});
  const today = todayInShop();
  const [way, setWay] = useState<Way>('meal');
  const [meal, setMeal] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [lot, setLot] = useState('');
  const ids = { meal: useId(), from: useId(), to: useId(), lot: useId(), legend: useId() };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onTrace(way === 'meal' ? { meal, from, to } : { lot });
  };
  return (
    <form onSubmit={submit} className={`${PANEL} mt-6 grid gap-4`}>
      <fieldset>
        <legend className={LABEL_CLASS}>Find the batches by</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {(
            [
              ['meal', 'Meal and the days it was made'],
              ['lot', 'Ingredient lot, as recorded'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="trace-way"
                value={value}
                checked={way === value}
                onChange={() => {
                  setWay(value);
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {way === 'meal' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={ids.meal} className={LABEL_CLASS}>
              Meal
            </label>
            <select
              id={ids.meal}
              required
              value={meal}
              onChange={(event) => {
                setMeal(event.target.value);
              }}
              className={fieldClass(false)}
            >
              <option value="">Choose a meal</option>
              {(meals.data ?? []).map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className={LABEL_CLASS}>
              Made from
            </label>
            <input
              id={ids.from}
              type="date"
              required
              value={from}
              onChange={(event) => {
                setFrom(event.target.value);
              }}
              className={fieldClass(false)}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className={LABEL_CLASS}>
              Made until
            </label>
            <input
              id={ids.to}
              type="date"
              required
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
              }}
              className={fieldClass(false)}
            />
          </div>
        </div>
      ) : (
        <div>
          <label htmlFor={ids.lot} className={LABEL_CLASS}>
            Lot or use-by, as on the supplier’s label
          </label>
          <input
            id={ids.lot}
            required
            value={lot}
            onChange={(event) => {
              setLot(event.target.value);
            }}
            className={fieldClass(false)}
          />
        </div>
      )}
      <div>
        <button type="submit" className={PRIMARY_BUTTON}>
          Trace
        </button>
      </div>
    </form>
  );
}

/** Narrowing a trace to some of its batches: the ones ticked. */
function BatchPicker({
  trace,
  onTrace,
}: {
  trace: RecallTrace;
  onTrace: (query: TracedQuery) => void;
}) {
  const [ticked, setTicked] = useState<string[]>(() => trace.batches.map((batch) => batch.id));
  if (trace.batches.length < 2) return null;
  return (
    <fieldset className={`${PANEL} mt-6`}>
      <legend className="px-1 font-semibold">Recall only some of these batches</legend>
      <div className="flex flex-wrap gap-4">
        {trace.batches.map((batch) => (
          <label key={batch.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={ticked.includes(batch.id)}
              onChange={(event) => {
                setTicked((now) =>
                  event.target.checked ? [...now, batch.id] : now.filter((id) => id !== batch.id),
                );
              }}
            />
            {batch.code}
          </label>
        ))}
      </div>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-3`}
        disabled={ticked.length === 0}
        onClick={() => {
          onTrace({ batches: ticked.join(',') });
        }}
      >
        Trace the ticked batches
      </button>
    </fieldset>
  );
}

/** The traced batches and what to do with them: CSV, printout, notice. */
function Traced({ query, onTrace }: { query: TracedQuery; onTrace: (query: TracedQuery) => void }) {
  const trace = useRouteQuery(recallArea.api.trace, { query });
  const exportCsv = async () => {
    try {
      await downloadFile(routeUrl(recallArea.api.csv, { query }), 'recall-trace.csv');
    } catch (error) {
      showToast({ title: 'Download failed', description: userMessageFor(error) });
    }
  };
  return (
    <QueryStatus query={trace}>
      {(found) => (
        <>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className={PRIMARY_BUTTON} onClick={() => void exportCsv()}>
              Download tracing CSV
            </button>
            <AdminLink
              href={screenHref('recall-report', {}, query as Record<string, string>)}
              className={SECONDARY_BUTTON}
            >
              Printable tracing report
            </AdminLink>
          </div>
          <BatchPicker key={found.generatedAt} trace={found} onTrace={onTrace} />
          <TraceResults trace={found} />
          <RecallNoticePanel key={found.batches.map((batch) => batch.id).join()} trace={found} />
        </>
      )}
    </QueryStatus>
  );
}

/**
 * /admin/recall: find who got a batch in a minute. Trace by meal and dates or by ingredient lot
 * (or open it with `?batches=` from a batch), see every order and customer, download the
 * tracing report, send the recall notice (admins) and run drills.
 */
export default function RecallScreen() {
  const [query, setQuery] = useState<TracedQuery | null>(tracedQueryFromAddress);
  const trace = (next: TracedQuery) => {
    showTracedQuery(next);
    setQuery(next);
  };
  return (
    <ScreenFrame title="Recall">
      <TraceForm onTrace={trace} />
      {query ? <Traced query={query} onTrace={trace} /> : null}
      <DrillPanel traced={query} />
    </ScreenFrame>
  );
}
