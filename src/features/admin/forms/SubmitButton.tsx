import type { Ref } from 'react';
import { PRIMARY_BUTTON } from '../styles.ts';

/**
 * A back-office form's submit button: greyed out and saying what it does (`busyLabel`) while the
 * form is sent. Give it useSchemaForm's `submitRef` so the focus comes back to it afterwards.
 */
export function SubmitButton({
  ref,
  busy,
  label,
  busyLabel = 'Saving...',
}: {
  ref?: Ref<HTMLButtonElement>;
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button ref={ref} type="submit" disabled={busy} className={PRIMARY_BUTTON}>
      {busy ? busyLabel : label}
    </button>
  );
}
