import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { batchesArea, type AllocationView } from '../../../lib/admin/areas/batches.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import type { AdminOrderView } from '../../../lib/orders/order.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { Modal } from '../Modal.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

/** How often, and how long apart, a packed order's batches are asked for again. */
const MAX_ASKS = 5;
const ASK_AGAIN_MS = 1500;

/** Packs chosen per batch, keyed `<productId>/<batchId>`. */
type Chosen = Record<string, number>;

const keyOf = (productId: string, batchId: string) => `${productId}/${batchId}`;

/** The batches a meal may take packs from: those it holds, then those in date for the order. */
function choicesOf(view: AllocationView, productId: string) {
  const held = view.lines
    .filter((line) => line.productId === productId)
    .map((line) => ({ batchId: line.batchId, code: line.code, bestBefore: line.bestBefore }));
  const known = new Set(held.map((batch) => batch.batchId));
  const others = view.candidates.filter(
    (batch) => batch.productId === productId && !known.has(batch.batchId),
  );
  return [...held, ...others].map((batch) => ({
    ...batch,
    free: view.candidates.find((found) => found.batchId === batch.batchId)?.packsFree,
  }));
}

/** The form that puts packs of each meal on the batches the packer really took them from. */
function AllocationForm({ view, onDone }: { view: AllocationView; onDone: () => void }) {
  const [chosen, setChosen] = useState<Chosen>(() =>
    Object.fromEntries(view.lines.map((line) => [keyOf(line.productId, line.batchId), line.packs])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const allocate = useRouteMutation(batchesArea.api.allocate, {
    refreshes: [batchesArea.api.allocation, batchesArea.api.list],
  });
  const packsOf = (productId: string) =>
    Object.entries(chosen)
      .filter(([key]) => key.startsWith(`${productId}/`))
      .reduce((sum, [, packs]) => sum + packs, 0);

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    // A meal no recorded batch can give keeps what it has; every other meal is counted out.
    const off = view.needs.find(
      (need) =>
        choicesOf(view, need.productId).length > 0 && packsOf(need.productId) !== need.packs,
    );
    if (off) {
      setProblem(`${off.name}: choose exactly ${String(off.packs)} packs.`);
      return;
    }
    const lines = Object.entries(chosen)
      .filter(([, packs]) => packs > 0)
      .map(([key, packs]) => {
        const [productId = '', batchId = ''] = key.split('/');
        return { productId, batchId, packs };
      });
    try {
      await allocate.mutateAsync({ params: { orderId: view.orderId }, body: { lines } });
      showToast({ title: 'Batches saved', description: 'The packs’ batches are changed.' });
      onDone();
    } catch (error) {
      setProblem(userMessageFor(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
      {view.needs.map((need) => (
        <fieldset key={need.productId} className="grid gap-2">
          <legend className="font-semibold">
            {need.name}: {need.packs} packs ({packsOf(need.productId)} chosen)
          </legend>
          {choicesOf(view, need.productId).length === 0 ? (
            <p>No batch of this meal is recorded; its packs stay as they are.</p>
          ) : null}
          {choicesOf(view, need.productId).map((batch) => {
            const key = keyOf(need.productId, batch.batchId);
            const id = `allocation-${batch.batchId}`;
            return (
              <div key={key} className="flex flex-wrap items-center gap-3">
                <input
                  id={id}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className="w-20 rounded-md border border-stone-400 px-2 py-1"
                  value={chosen[key] ?? 0}
                  onChange={(event) => {
                    const packs = Number.parseInt(event.target.value, 10);
                    setChosen({ ...chosen, [key]: Number.isNaN(packs) ? 0 : Math.max(0, packs) });
                  }}
                />
                <label htmlFor={id}>
                  Packs from {batch.code} (best before {batch.bestBefore}
                  {batch.free === undefined ? '' : `, ${String(batch.free)} free`})
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={allocate.isPending}>
          {allocate.isPending ? 'Saving...' : 'Save batches'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The order's packs by batch on its screen (the packing bench's tablet), with a dialog to put
 * them on other batches when the packer took them from another tray.
 */
export function BatchAllocationPanel({ order }: { order: AdminOrderView }) {
  const params = { orderId: order.id };
  const allocation = useRouteQuery(batchesArea.api.allocation, { params });
  const client = useQueryClient();
  const [changing, setChanging] = useState(false);
  // Packing, a refund or a cancellation moves packs between batches on the server.
  const moves = `${order.status}/${String(order.history.length)}/${String(order.refunds.length)}`;
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [batchesArea.api.allocation.path] });
  }, [client, moves]);
  // The server allocates a packed order's packs just after it answers the status change: while
  // the answer shows packs still without a batch, it is asked again a few times.
  const [asked, setAsked] = useState(0);
  const view = allocation.data;
  const unallocated =
    view !== undefined &&
    view.needs.reduce((sum, need) => sum + need.packs, 0) >
      view.lines.reduce((sum, line) => sum + line.packs, 0);
  const { refetch } = allocation;
  useEffect(() => {
    if (!unallocated || asked >= MAX_ASKS) return undefined;
    const timer = setTimeout(() => {
      setAsked(asked + 1);
      void refetch();
    }, ASK_AGAIN_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [unallocated, asked, refetch]);
  return (
    <section className={PANEL} aria-label="Batches">
      <h2 className="text-lg font-bold">Batches</h2>
      <QueryStatus query={allocation}>
        {(view) => (
          <>
            {view.lines.length === 0 ? (
              <p className="mt-2">
                {view.needs.length === 0
                  ? 'Packs are given batches when the order is packed.'
                  : 'No recorded batch had these packs.'}
              </p>
            ) : (
              <ul className="mt-2 grid gap-1">
                {view.lines.map((line) => (
                  <li key={line.batchId}>
                    {line.packs} × {line.code}, best before {line.bestBefore}
                  </li>
                ))}
              </ul>
            )}
            {view.needs.length > 0 ? (
              <button
                type="button"
                className={`${SECONDARY_BUTTON} mt-3`}
                onClick={() => {
                  setChanging(true);
                }}
              >
                Change batches
              </button>
            ) : null}
            <Modal
              open={changing}
              title="Change the packs’ batches"
              onClose={() => {
                setChanging(false);
              }}
            >
              {changing ? (
                <AllocationForm
                  view={view}
                  onDone={() => {
                    setChanging(false);
                  }}
                />
              ) : null}
            </Modal>
          </>
        )}
      </QueryStatus>
    </section>
  );
}
