import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog shown while `open`: the browser's own <dialog> (focus kept inside, Escape
 * closes it). Its content mounts afresh each time it opens, so a form starts from its defaults.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-full max-w-lg rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <div className="grid gap-4 p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
