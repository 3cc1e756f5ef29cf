import type { Dashboard } from '../../../lib/admin/areas/dashboard.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { AdminLink } from '../AdminLink.tsx';

/**
 * The setup lines of the system check that need something done (mail server, bank account), in
 * the check's own words, and a warning when shoppers have no way to pay at all.
 */
export function SetupWarnings({
  warnings,
  payments,
}: {
  warnings: Dashboard['setupWarnings'];
  payments: Dashboard['payments'];
}) {
  const noWayToPay = !payments.cardPayments && !payments.bankTransfer;
  if (warnings.length === 0 && !noWayToPay) return null;
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      {noWayToPay ? (
        <p className="font-semibold">
          Shoppers cannot place orders: neither card payments nor bank transfer is set up.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {warnings.map((line) => (
          <li key={line.id}>
            <p className="font-semibold">
              {line.label}: {line.summary}
            </p>
            {line.action ? <p className="mt-1">What to do: {line.action}</p> : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        The same lines are in{' '}
        <AdminLink href={screenHref('settings')} className="font-semibold text-brand-800 underline">
          Settings
        </AdminLink>{' '}
        → System check (admins).
      </p>
    </div>
  );
}
