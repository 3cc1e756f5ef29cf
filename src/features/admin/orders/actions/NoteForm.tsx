import { useId, useState } from 'react';
import { FieldFrame, fieldAria, fieldClass } from '../../../../components/forms/fields.tsx';
import { ordersArea } from '../../../../lib/admin/areas/orders.ts';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { useRouteAction } from '../../api/use-route-action.ts';
import { SECONDARY_BUTTON } from '../../styles.ts';
import { useOrderRouteOptions } from './use-order-actions.ts';

/** An internal note, kept on the order's timeline; shoppers never see it. */
export function NoteForm({ order }: { order: AdminOrderView }) {
  const { busy, fieldErrors, refusal, run } = useRouteAction(ordersArea.api.addNote, {
    ...useOrderRouteOptions(order),
    toast: () => ({ title: 'Note added', description: `Order ${order.number}` }),
  });
  const [text, setText] = useState('');
  const id = useId();
  const error = fieldErrors.text;
  return (
    <form
      className="mt-5 grid gap-2 border-t border-stone-200 pt-4"
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        void run({ params: { id: order.id }, body: { text } }).then((added) => {
          if (added) setText('');
        });
      }}
    >
      <FieldFrame id={id} label="Internal note" error={error}>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={text}
          className={fieldClass(Boolean(error))}
          {...fieldAria({ id, label: '', error })}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </FieldFrame>
      {refusal && !error ? (
        <p role="alert" className="font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={`${SECONDARY_BUTTON} justify-self-start`} disabled={busy}>
        Add note
      </button>
    </form>
  );
}
