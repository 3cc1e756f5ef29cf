import { useState } from 'react';
import { activityArea } from '../../../lib/admin/areas/activity.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';

/**
 * An entry's changes behind a disclosure: fetched when first opened (a page of the log reads
 * index keys only), then a list of the fields changed with their values before and after.
 */
export function EntryChanges({ id }: { id: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-1"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-sm text-brand-800 underline">Changes</summary>
      {opened ? <ChangeList id={id} /> : null}
    </details>
  );
}

function ChangeList({ id }: { id: string }) {
  const entry = useRouteQuery(activityArea.api.entry, { params: { id } });
  return (
    <QueryStatus query={entry}>
      {({ changes }) =>
        changes.length === 0 ? (
          <p className="mt-2 text-sm">No field changed.</p>
        ) : (
          <dl className="mt-2 grid gap-2 text-sm">
            {changes.map((change) => (
              <div key={change.field} className="rounded-lg bg-stone-50 p-2">
                <dt className="font-semibold wrap-break-word">{change.field}</dt>
                <dd className="wrap-anywhere">
                  <span className="sr-only">Before: </span>
                  <del className="text-red-800">{change.before}</del>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only">, after: </span>
                  <ins className="text-green-800 no-underline">{change.after}</ins>
                </dd>
              </div>
            ))}
          </dl>
        )
      }
    </QueryStatus>
  );
}
