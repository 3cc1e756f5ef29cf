import { SECONDARY_BUTTON } from '../styles.ts';

/** Newer and Older under a paged list (`null` where there is no such page), and which page. */
export function Pager({
  label,
  pageNumber,
  onNewer,
  onOlder,
}: {
  label: string;
  /** Shown between the buttons when given. */
  pageNumber?: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={!onNewer}
        onClick={() => onNewer?.()}
      >
        Newer
      </button>
      {pageNumber === undefined ? null : <span>Page {pageNumber}</span>}
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={!onOlder}
        onClick={() => onOlder?.()}
      >
        Older
      </button>
    </nav>
  );
}
