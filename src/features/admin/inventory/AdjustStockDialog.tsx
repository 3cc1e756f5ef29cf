import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SelectField, TextAreaField, WholeNumberField } from '../../../components/forms/fields.tsx';
import {
  applyServerFieldErrors,
  markShownInPlace,
} from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { inventoryArea, type InventoryRow } from '../../../lib/admin/areas/inventory.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { InventoryAdjustmentRequestSchema, onHandAfter } from '../../../lib/forms/inventory.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { Modal } from '../Modal.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { REASON_OPTIONS } from './labels.ts';

type AdjustmentInput = z.input<typeof InventoryAdjustmentRequestSchema>;
type Adjustment = z.output<typeof InventoryAdjustmentRequestSchema>;

const QUANTITY_HELP: Record<Adjustment['reason'], string> = {
  received: 'Packs that came in; they are added to what is available.',
  stocktake: '',
  damaged: 'Packs to take out of stock.',
  thawed: 'Packs to take out of stock.',
  spoiled: 'Packs to take out of stock.',
  correction: 'Packs to add, or a minus number (e.g. -3) to take out.',
};

const COUNT_REFUSALS: readonly unknown[] = Object.values(inventoryArea.refusals);

/**
 * The server's refusal of the packs asked for (stock below zero, or a count below the packs held
 * on the shelf), whose message says how many packs there are.
 */
function isCountRefused(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const { data } = error;
  return (
    typeof data === 'object' &&
    data !== null &&
    'reason' in data &&
    COUNT_REFUSALS.includes(data.reason)
  );
}

/**
 * What a stocktake asks for and what it will leave: count every pack on the shelf, held ones
 * too; the packs held for unpacked orders are taken off to give what can be sold.
 */
function StocktakeFigures({ row, counted }: { row: InventoryRow; counted: number | undefined }) {
  const packed = row.heldForOrders - row.heldOnShelf;
  const whole = counted !== undefined && Number.isInteger(counted) ? counted : null;
  const available =
    whole === null
      ? null
      : onHandAfter(row.available, { reason: 'stocktake', countedOnShelf: whole }, row.heldOnShelf);
  let figure: ReactNode = 'Available after saving: enter the count first.';
  if (whole !== null && available === null) {
    figure = `${String(whole)} counted is fewer than the ${String(row.heldOnShelf)} held for orders not yet packed: count again.`;
  } else if (whole !== null) {
    figure = (
      <>
        Available after saving: {whole} counted − {row.heldOnShelf} held ={' '}
        <strong>{available} packs</strong>
      </>
    );
  }
  return (
    <div className="grid gap-1 rounded-md bg-brand-50 p-3 text-sm">
      <p>
        Held for orders not yet packed: <strong>{row.heldOnShelf}</strong> packs (count them too).
        {packed > 0 ? ` Leave out the ${String(packed)} already packed into orders.` : ''}
      </p>
      <p aria-live="polite">{figure}</p>
    </div>
  );
}

/** The adjustment form of one product: a reason, the packs (or the count), an optional note. */
function AdjustStockForm({ row, onDone }: { row: InventoryRow; onDone: () => void }) {
  const { form, bind, submitRef } = useSchemaForm<AdjustmentInput, Adjustment>(
    InventoryAdjustmentRequestSchema,
    { reason: 'received', note: '' },
    'adjust',
  );
  const {
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const reason = watch('reason');
  const adjust = useRouteMutation(inventoryArea.api.adjust, {
    refreshes: [inventoryArea.api.list, inventoryArea.api.movements],
  });
  const countField = reason === 'stocktake' ? 'countedOnShelf' : 'quantity';
  // NaN (or undefined) until a whole number is typed.
  const counted: number | undefined = watch('countedOnShelf');

  const save = async (adjustment: Adjustment) => {
    try {
      const saved = await adjust.mutateAsync({
        params: { productId: row.productId },
        body: adjustment,
      });
      showToast({
        title: 'Stock adjusted',
        description: `${row.name}: ${String(saved.onHand)} packs available.`,
      });
      onDone();
    } catch (error) {
      if (isCountRefused(error)) {
        setError(countField, { type: 'server', message: error.message });
        markShownInPlace(error);
        return;
      }
      applyServerFieldErrors(error, ['reason', 'quantity', 'countedOnShelf', 'note'], setError);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="grid gap-4">
      <p>
        {row.available} packs available, {row.heldForOrders} held for open orders.
      </p>
      <SelectField {...bind('reason')} label="Reason" options={REASON_OPTIONS} />
      {reason === 'stocktake' ? (
        <>
          <WholeNumberField
            {...bind('countedOnShelf', { valueAsNumber: true })}
            label="Packs counted on the shelf"
            help="Every pack you count, including those held for orders not yet packed."
            min={0}
          />
          <StocktakeFigures row={row} counted={counted} />
        </>
      ) : (
        <WholeNumberField
          {...bind('quantity', { valueAsNumber: true })}
          label="Packs"
          help={QUANTITY_HELP[reason]}
        />
      )}
      <TextAreaField {...bind('note')} label="Note (optional)" rows={2} />
      <div className="flex flex-wrap gap-2">
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Saving...' : 'Save adjustment'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The dialog to adjust one product's stock; closed when `row` is null. */
export function AdjustStockDialog({
  row,
  onClose,
}: {
  row: InventoryRow | null;
  onClose: () => void;
}) {
  return (
    <Modal open={row !== null} title={`Adjust stock: ${row?.name ?? ''}`} onClose={onClose}>
      {row ? <AdjustStockForm row={row} onDone={onClose} /> : null}
    </Modal>
  );
}
