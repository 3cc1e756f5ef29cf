import {
  useEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * The look every admin dialog shares: a card over the dimmed page, its heading naming it, then
 * its content, which is only rendered while `open`.
 */
export function DialogFrame({
  dialogRef,
  open,
  title,
  width,
  children,
  ...events
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  title: string;
  width: 'max-w-lg' | 'max-w-xl';
  children: ReactNode;
} & Pick<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onClose'>) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      {...events}
      className={`m-auto w-full ${width} rounded-2xl p-0 shadow-xl backdrop:bg-black/50`}
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
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <DialogFrame dialogRef={dialogRef} open={open} title={title} width="max-w-lg" onClose={onClose}>
      {children}
    </DialogFrame>
  );
}
