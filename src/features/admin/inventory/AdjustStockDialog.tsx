import type { z } from 'zod';
import { SelectField, TextAreaField, WholeNumberField } from '../../../components/forms/fields.tsx';
import {
  applyServerFieldErrors,
  markShownInPlace,
} from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { inventoryArea, type InventoryRow } from '../../../lib/admin/areas/inventory.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { InventoryAdjustmentRequestSchema } from '../../../lib/forms/inventory.ts';
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

/** The server's refusal to take stock below zero, whose message says how many packs there are. */
function isNotEnoughStock(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const { data } = error;
  return (
    typeof data === 'object' &&
    data !== null &&
    'reason' in data &&
    data.reason === inventoryArea.refusals.notEnoughStock
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
  const countField = reason === 'stocktake' ? 'countedOnHand' : 'quantity';

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
      if (isNotEnoughStock(error)) {
        setError(countField, { type: 'server', message: error.message });
        markShownInPlace(error);
        return;
      }
      applyServerFieldErrors(error, ['reason', 'quantity', 'countedOnHand', 'note'], setError);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="grid gap-4">
      <p>
        {row.available} packs available, {row.heldForOrders} held for open orders.
      </p>
      <SelectField {...bind('reason')} label="Reason" options={REASON_OPTIONS} />
      {reason === 'stocktake' ? (
        <WholeNumberField
          {...bind('countedOnHand', { valueAsNumber: true })}
          label="Packs counted (not held for orders)"
          help="Available stock is set to this count; packs held for open orders stay held."
          min={0}
        />
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
