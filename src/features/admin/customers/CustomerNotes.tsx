import { useState } from 'react';
import { fieldClass } from '../../../components/forms/fields.tsx';
import { customersArea, type CustomerDetail } from '../../../lib/admin/areas/customers.ts';
import type { CustomerNote } from '../../../lib/customers/customer-notes.ts';
import { useRouteAction } from '../api/use-route-action.ts';
import { formatShopDateTime } from '../format.ts';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

const REFRESHES = [customersArea.api.get];

/** What staff keep about a customer: each note with who wrote it, a form to add one, edits. */
export function CustomerNotes({ detail }: { detail: CustomerDetail }) {
  return (
    <section aria-labelledby="customer-notes" className={`${PANEL} grid gap-4`}>
      <h2 id="customer-notes" className="text-xl font-bold">
        Notes
      </h2>
      {detail.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="grid gap-3">
          {detail.notes.map((note) => (
            <li key={note.id} className="border-b border-stone-200 pb-3 last:border-b-0">
              <NoteItem customerId={detail.id} note={note} />
            </li>
          ))}
        </ul>
      )}
      <NoteForm customerId={detail.id} />
    </section>
  );
}

function NoteItem({ customerId, note }: { customerId: string; note: CustomerNote }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <NoteForm
        customerId={customerId}
        note={note}
        onDone={() => {
          setEditing(false);
        }}
      />
    );
  }
  return (
    <>
      <p className="whitespace-pre-line">{note.text}</p>
      <p className="text-sm text-stone-700">
        {note.by}, {formatShopDateTime(note.at)}
        {note.editedAt
          ? ` (edited by ${note.editedBy ?? ''}, ${formatShopDateTime(note.editedAt)})`
          : ''}{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => {
            setEditing(true);
          }}
        >
          Edit<span className="sr-only"> this note</span>
        </button>
      </p>
    </>
  );
}

/** Adds a note, or with `note` changes it. */
function NoteForm({
  customerId,
  note,
  onDone,
}: {
  customerId: string;
  note?: CustomerNote;
  onDone?: () => void;
}) {
  const [text, setText] = useState(note?.text ?? '');
  const add = useRouteAction(customersArea.api.addNote, {
    refreshes: REFRESHES,
    toast: () => ({ title: 'Note added' }),
  });
  const edit = useRouteAction(customersArea.api.editNote, {
    refreshes: REFRESHES,
    toast: () => ({ title: 'Note saved' }),
  });
  const action = note ? edit : add;
  const fieldId = note ? `note-${note.id}` : 'new-customer-note';
  const error = action.fieldErrors.text ?? action.refusal;
  const save = async () => {
    const answer = note
      ? await edit.run({ params: { id: customerId, noteId: note.id }, body: { text } })
      : await add.run({ params: { id: customerId }, body: { text } });
    if (!answer) return;
    if (!note) setText('');
    onDone?.();
  };
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={fieldId} className="font-semibold">
        {note ? 'Edit note' : 'Add a note'}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={fieldClass(Boolean(error))}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={action.busy}>
          {note ? 'Save note' : 'Add note'}
        </button>
        {onDone ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
