import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField, WholeNumberField } from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  BatchEditRequestSchema,
  batchesArea,
  NewBatchRequestSchema,
  type BatchView,
} from '../../../lib/admin/areas/batches.ts';
import type { BatchLot } from '../../../lib/batches/batch.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { Modal } from '../Modal.tsx';
import { PickerField } from '../special-dates/InputField.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { LotsFields, NEW_LOT } from './LotsFields.tsx';

/** What the record form holds: the request, with blanks for what the server works out. */
interface NewBatchInput {
  requestId: string;
  productId: string;
  madeOn: string;
  packsMade: number;
  bestBefore: string;
  code: string;
  lots: BatchLot[];
}
type NewBatch = z.output<typeof NewBatchRequestSchema>;
type BatchEditInput = z.input<typeof BatchEditRequestSchema>;
type BatchEdit = z.output<typeof BatchEditRequestSchema>;

const refreshes = [batchesArea.api.list];

/** The form to record a cook: meal, made-on, packs, lots; code and best-before left blank are made. */
function RecordBatchForm(props: { meals: { value: string; label: string }[]; onDone: () => void }) {
  const record = useRouteMutation(batchesArea.api.record, { refreshes });
  const defaults: NewBatchInput = {
    requestId: crypto.randomUUID(),
    productId: '',
    madeOn: nzDateOf(new Date()),
    packsMade: Number.NaN,
    bestBefore: '',
    code: '',
    lots: [NEW_LOT],
  };
  const { form, bind, submitRef, onSubmit } = useSavingForm<NewBatchInput, NewBatch>(
    NewBatchRequestSchema as unknown as z.ZodType<NewBatch, NewBatchInput>,
    defaults,
    'new-batch',
    {
      fields: ['productId', 'madeOn', 'packsMade', 'bestBefore', 'code', 'lots'],
      save: async (body) => {
        const saved = await record.mutateAsync({ body });
        showToast({
          title: 'Batch recorded',
          description: `${saved.code}: ${String(saved.packsMade)} packs of ${saved.mealName} added to stock.`,
        });
        props.onDone();
      },
    },
  );
  const lots = useFieldArray({ control: form.control, name: 'lots' });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SelectField
        {...bind('productId')}
        label="Meal"
        options={props.meals}
        placeholder="Choose a meal"
      />
      <PickerField {...bind('madeOn')} type="date" label="Made on" />
      <WholeNumberField
        {...bind('packsMade', { valueAsNumber: true })}
        label="Packs made"
        min={1}
      />
      <PickerField
        {...bind('bestBefore')}
        type="date"
        label="Best before (blank: from the meal’s shelf life)"
      />
      <TextField {...bind('code')} label="Batch code (blank: made for you, e.g. BB-261128-1)" />
      <LotsFields lots={lots} bind={bind} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label="Record batch" />
        <button type="button" className={SECONDARY_BUTTON} onClick={props.onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The dialog to record a cook; open while `open`. */
export function RecordBatchDialog(props: {
  open: boolean;
  meals: { value: string; label: string }[];
  onClose: () => void;
}) {
  return (
    <Modal open={props.open} title="Record a batch" onClose={props.onClose}>
      {props.open ? <RecordBatchForm meals={props.meals} onDone={props.onClose} /> : null}
    </Modal>
  );
}

/** The form to correct a batch's code, best-before and lots. */
function EditBatchForm({ batch, onDone }: { batch: BatchView; onDone: () => void }) {
  const edit = useRouteMutation(batchesArea.api.edit, { refreshes });
  const defaults: BatchEditInput = {
    code: batch.code,
    bestBefore: batch.bestBefore,
    lots: batch.lots,
  };
  const { form, bind, submitRef, onSubmit } = useSavingForm<BatchEditInput, BatchEdit>(
    BatchEditRequestSchema,
    defaults,
    'edit-batch',
    {
      fields: ['code', 'bestBefore', 'lots'],
      save: async (body) => {
        const saved = await edit.mutateAsync({ params: { batchId: batch.id }, body });
        showToast({ title: 'Batch saved', description: `${saved.code} is saved.` });
        onDone();
      },
    },
  );
  const lots = useFieldArray({ control: form.control, name: 'lots' });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p>
        {batch.mealName}, made on {batch.madeOn}: {batch.packsMade} packs.
      </p>
      <TextField {...bind('code')} label="Batch code" />
      <PickerField {...bind('bestBefore')} type="date" label="Best before" />
      <LotsFields lots={lots} bind={bind} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label="Save batch" />
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The dialog to correct one batch; closed when `batch` is null. */
export function EditBatchDialog({
  batch,
  onClose,
}: {
  batch: BatchView | null;
  onClose: () => void;
}) {
  return (
    <Modal open={batch !== null} title={`Edit batch ${batch?.code ?? ''}`} onClose={onClose}>
      {batch ? <EditBatchForm batch={batch} onDone={onClose} /> : null}
    </Modal>
  );
}
