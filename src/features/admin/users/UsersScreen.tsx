import { usersArea, type StaffAccount } from '../../../lib/admin/areas/users.ts';
import { PERMISSION_LABELS } from '../../../lib/admin/permissions.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowLink } from '../lists/row-actions.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

const COLUMNS: readonly Column<StaffAccount>[] = [
  { header: 'Username', cell: (user) => user.username, rowHeader: true },
  { header: 'Role', cell: (user) => <span className="capitalize">{user.role}</span> },
  {
    header: 'Status',
    cell: (user) =>
      user.disabled ? <span className="font-semibold text-red-800">Disabled</span> : 'Active',
  },
  {
    header: 'Permissions',
    cell: (user) =>
      user.role === 'admin'
        ? 'All (admin)'
        : user.permissions.map((permission) => PERMISSION_LABELS[permission].label).join(', ') ||
          'None',
  },
  { header: 'Created', cell: (user) => formatShopDateTime(user.createdAt) },
  actionsColumn((user) => (
    <RowLink
      href={screenHref('user-edit', { userId: user.id })}
      action="Edit"
      name={user.username}
    />
  )),
];

/** /admin/users: every staff account, with its role and whether it can sign in. */
export default function UsersScreen() {
  const users = useRouteQuery(usersArea.api.list, {});
  return (
    <ScreenFrame
      title="Users"
      actions={
        <AdminLink href={screenHref('user-new')} className={PRIMARY_BUTTON}>
          Add user
        </AdminLink>
      }
    >
      <QueryStatus query={users}>
        {(accounts) => (
          <DataTable
            caption="Staff accounts"
            columns={COLUMNS}
            rows={accounts}
            rowKey={(user) => user.id}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
