import { useId, useState } from 'react';
import { fieldAria, fieldClass, FieldFrame } from '../../../components/forms/fields.tsx';
import { booksArea } from '../../../lib/admin/areas/books.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

/** Marks a payout matched with its bank line; with differences shown, a note says how. */
export function MarkMatchedForm({ payoutId, needsNote }: { payoutId: string; needsNote: boolean }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mark = useRouteMutation(booksArea.api.markMatched, {
    refreshes: [booksArea.api.payout, booksArea.api.payouts],
  });
  const label = needsNote ? 'How the differences were settled' : 'Note (optional)';
  return (
    <form
      aria-label="Mark matched"
      className={`${PANEL} mt-6 grid gap-3`}
      onSubmit={(event) => {
        event.preventDefault();
        if (needsNote && note.trim() === '') {
          setError('Say how the differences shown were settled');
          return;
        }
        setError(undefined);
        mark.mutate(
          { params: { id: payoutId }, body: { note: note.trim() } },
          {
            onSuccess: () => {
              showToast({ title: 'Payout matched', description: payoutId });
            },
            onError: (failure) => {
              setError(userMessageFor(failure));
            },
          },
        );
      }}
    >
      <FieldFrame id={id} label={label} error={error}>
        <input
          id={id}
          type="text"
          maxLength={500}
          value={note}
          className={fieldClass(Boolean(error))}
          {...fieldAria({ id, label, error })}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </FieldFrame>
      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={mark.isPending}>
          Mark matched with the bank line
        </button>
      </div>
    </form>
  );
}
