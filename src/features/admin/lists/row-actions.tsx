import type { ReactNode } from 'react';
import { AdminLink } from '../AdminLink.tsx';
import type { Column } from '../DataTable.tsx';

const ROW_ACTION = 'font-semibold text-brand-800 underline';
const DANGER_ROW_ACTION = 'font-semibold text-red-800 underline';

/** A list's last column: each row's links and buttons, under a heading only screen readers hear. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  return { header: <span className="sr-only">Actions</span>, align: 'right', cell };
}

/** What a row's action says: its word, then (for screen readers) which row, e.g. "Edit Papamoa". */
function ActionWords({ action, name }: { action: string; name: string }) {
  return (
    <>
      {action}
      <span className="sr-only"> {name}</span>
    </>
  );
}

/** A row's link to the screen of its record ("Edit", "View", "History"). */
export function RowLink({ href, action, name }: { href: string; action: string; name: string }) {
  return (
    <AdminLink href={href} className={ROW_ACTION}>
      <ActionWords action={action} name={name} />
    </AdminLink>
  );
}

/** A row's button ("Adjust", "Remove"); `danger` shows one that removes in red. */
export function RowButton({
  action,
  name,
  danger = false,
  onClick,
}: {
  action: string;
  name: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={danger ? DANGER_ROW_ACTION : ROW_ACTION} onClick={onClick}>
      <ActionWords action={action} name={name} />
    </button>
  );
}
