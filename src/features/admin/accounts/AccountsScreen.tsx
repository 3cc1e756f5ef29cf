import { accountsArea } from '../../../lib/admin/areas/accounts.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { MonthEndChecklistPanel } from './MonthEndChecklistPanel.tsx';

/** /admin/accounts: the month-end checklist and the exports for Xero. */
export default function AccountsScreen() {
  const checklist = useRouteQuery(accountsArea.api.checklist, {});
  return (
    <ScreenFrame title="Accounts">
      <p className="mt-2 text-stone-700">
        Close the month: clear the checklist, then import the sales into Xero.
      </p>
      <QueryStatus query={checklist}>
        {(data) => <MonthEndChecklistPanel checklist={data} />}
      </QueryStatus>
    </ScreenFrame>
  );
}
