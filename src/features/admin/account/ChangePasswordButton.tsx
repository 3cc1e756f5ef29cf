import { lazy, Suspense, useState } from 'react';
import { SECONDARY_BUTTON } from '../styles.ts';

// The dialog's form, its schema and the form library load on the first click, not with every
// admin screen.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog.tsx').then((module) => ({ default: module.ChangePasswordDialog })),
);

/** The header's "Change password" button; the dialog exists while it is open, so it starts empty. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        Change password
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onClosed={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
