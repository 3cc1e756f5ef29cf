import { useState } from 'react';
import { deliverySlotsArea } from '../../../lib/admin/areas/delivery-slots.ts';
import { timeRangeLabel } from '../../../lib/delivery/labels.ts';
import { weekdayName } from '../../../lib/delivery/slot-overlap.ts';
import type { Slot } from '../../../lib/delivery/slots.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowButton } from '../lists/row-actions.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { packLimitLabel, weeklyWindowName } from './labels.ts';
import { Modal } from '../Modal.tsx';
import { SlotForm } from './SlotForm.tsx';

const { api } = deliverySlotsArea;

type Editing = { slot: Slot | null } | null;

const windowName = (slot: Slot) =>
  `${weekdayName(slot.weekday)} ${timeRangeLabel(slot.start, slot.end)}`;

/** A zone's windows in a few words, for its closed summary: "3 windows: Tue, Thu, Sat". */
function windowsSummary(rows: readonly Slot[]): string {
  if (rows.length === 0) return 'No windows';
  const days = [...new Set(rows.map((slot) => weekdayName(slot.weekday).slice(0, 3)))];
  const inactive = rows.filter((slot) => !slot.active).length;
  return `${String(rows.length)} ${rows.length === 1 ? 'window' : 'windows'}: ${days.join(', ')}${
    inactive ? ` (${String(inactive)} inactive)` : ''
  }`;
}

/**
 * The weekly windows of each zone, each zone folded to one line until opened (the page stays
 * short): add, edit and remove (after a confirm).
 */
export function WeeklyTemplate({
  zones,
  slots,
}: {
  zones: readonly Zone[];
  slots: readonly Slot[];
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Slot | null>(null);
  const remove = useRouteMutation(api.remove, { refreshes: [api.list, api.calendar] });

  const columns: readonly Column<Slot>[] = [
    { header: 'Window', cell: windowName, rowHeader: true },
    { header: 'Orders', cell: (slot) => slot.capacity, align: 'right' },
    { header: 'Most packs', cell: (slot) => packLimitLabel(slot.maxPacks), align: 'right' },
    { header: 'Cut-off', cell: (slot) => `${String(slot.cutoffHours)} h before` },
    {
      header: 'Status',
      cell: (slot) =>
        slot.active ? 'Active' : <span className="font-semibold text-red-800">Inactive</span>,
    },
    actionsColumn((slot) => (
      <span className="flex justify-end gap-4">
        <RowButton
          action="Edit"
          name={windowName(slot)}
          onClick={() => {
            setEditing({ slot });
          }}
        />
        <RowButton
          action="Remove"
          name={windowName(slot)}
          danger
          onClick={() => {
            setRemoving(slot);
          }}
        />
      </span>
    )),
  ];

  const confirmRemove = async (slot: Slot) => {
    try {
      await remove.mutateAsync({ params: { id: slot.id } });
      showToast({ title: 'Window removed', description: weeklyWindowName(slot, zones) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="weekly-template" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="weekly-template" className="text-xl font-bold">
          Weekly template
        </h2>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            setEditing({ slot: null });
          }}
        >
          Add window
        </button>
      </div>
      <p className="mt-2 text-stone-700">Open a zone to see, change or remove its windows.</p>
      <div className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {zones.map((zone) => {
          const rows = slots.filter((slot) => slot.zoneId === zone.id);
          return (
            <details key={zone.id} className="group px-4 py-3">
              <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1">
                <span
                  aria-hidden="true"
                  className="inline-block text-brand-800 group-open:rotate-90"
                >
                  ▸
                </span>
                <h3 className="text-lg font-semibold">
                  {zone.name}
                  {zone.active ? null : <span className="ml-2 text-red-800">(zone inactive)</span>}
                </h3>
                <span className="text-stone-700">{windowsSummary(rows)}</span>
              </summary>
              {rows.length > 0 ? (
                <DataTable
                  caption={`Weekly windows of ${zone.name}`}
                  columns={columns}
                  rows={rows}
                  rowKey={(slot) => slot.id}
                />
              ) : (
                <p className="mt-2 text-stone-700">No weekly windows yet.</p>
              )}
            </details>
          );
        })}
      </div>
      <Modal
        open={editing !== null}
        title={editing?.slot ? `Edit ${windowName(editing.slot)}` : 'Add a weekly window'}
        onClose={() => {
          setEditing(null);
        }}
      >
        <SlotForm
          slot={editing?.slot ?? null}
          zones={zones}
          zoneId={zones[0]?.id ?? ''}
          onDone={() => {
            setEditing(null);
          }}
        />
      </Modal>
      <Modal
        open={removing !== null}
        title="Remove this window?"
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing ? (
          <>
            <p>
              {windowName(removing)} of {zones.find((zone) => zone.id === removing.zoneId)?.name}{' '}
              will no longer be offered. Orders already booked in it keep their places. To pause it
              instead, edit it and untick Active.
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => {
                  setRemoving(null);
                }}
              >
                Keep it
              </button>
              <button
                type="button"
                className={DANGER_BUTTON}
                disabled={remove.isPending}
                onClick={() => void confirmRemove(removing)}
              >
                Remove window
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}
