import { usersArea } from '../../../lib/admin/areas/users.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';

/** /admin/users: every staff account, with its role and whether it can sign in. */
export default function UsersScreen() {
  const users = useRouteQuery(usersArea.api.list, {});
  return (
    <section aria-labelledby="users-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="users-title" className="text-2xl font-bold">
          Users
        </h1>
        <AdminLink href="/admin/users/new" className={PRIMARY_BUTTON}>
          Add user
        </AdminLink>
      </div>
      <QueryStatus query={users}>
        {(accounts) => (
          <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left">
              <caption className="sr-only">Staff accounts</caption>
              <thead className="bg-stone-50 text-sm">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Username
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Role
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Created
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((user) => (
                  <tr key={user.id} className="border-t border-stone-200">
                    <th scope="row" className="px-4 py-3 font-semibold">
                      {user.username}
                    </th>
                    <td className="px-4 py-3 capitalize">{user.role}</td>
                    <td className="px-4 py-3">
                      {user.disabled ? (
                        <span className="font-semibold text-red-800">Disabled</span>
                      ) : (
                        'Active'
                      )}
                    </td>
                    <td className="px-4 py-3">{formatShopDateTime(user.createdAt)}</td>
                    <td className="px-4 py-3 text-right">
                      <AdminLink
                        href={`/admin/users/${user.id}/edit`}
                        className="font-semibold text-brand-800 underline"
                      >
                        Edit<span className="sr-only"> {user.username}</span>
                      </AdminLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStatus>
    </section>
  );
}
