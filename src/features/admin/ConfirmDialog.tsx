import { useEffect, useRef, type ReactNode } from 'react';
import { hostToastsInModal } from '../toast/toast-store.ts';
import { DialogFrame } from './Modal.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './styles.ts';

/**
 * A modal question before a change that is hard to take back: what will happen, then Cancel
 * and the action. Open while `open` is true; Escape or Cancel calls `onCancel`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  danger = true,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    dialog.showModal();
    const release = hostToastsInModal();
    return () => {
      release();
      dialog.close();
    };
  }, [open]);
  return (
    <DialogFrame
      dialogRef={dialogRef}
      open={open}
      title={title}
      width="max-w-xl"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="grid gap-3">{children}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
