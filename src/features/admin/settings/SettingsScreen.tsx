import { useAdminQuery } from '../admin-api.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { SettingsForm, type SettingsSnapshot } from './SettingsForm.tsx';

/** /admin/settings: what the business changes without a developer (admins only). */
export function SettingsScreen() {
  const { state, replace } = useAdminQuery<SettingsSnapshot>('/api/admin/settings');
  return (
    <section aria-labelledby="settings-title" className="max-w-2xl">
      <h1 id="settings-title" className="text-2xl font-bold">
        Settings
      </h1>
      <QueryStatus state={state}>
        {(snapshot) => <SettingsForm snapshot={snapshot} onSaved={replace} />}
      </QueryStatus>
    </section>
  );
}
