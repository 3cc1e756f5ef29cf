import { settingsArea } from '../../../lib/admin/areas/settings.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { SettingsForm } from './SettingsForm.tsx';

/** /admin/settings: what the business changes without a developer (admins only). */
export default function SettingsScreen() {
  const snapshot = useRouteQuery(settingsArea.api.get, {});
  return (
    <section aria-labelledby="settings-title" className="max-w-2xl">
      <h1 id="settings-title" className="text-2xl font-bold">
        Settings
      </h1>
      <QueryStatus query={snapshot}>
        {(loaded) => <SettingsForm key={loaded.revision} snapshot={loaded} />}
      </QueryStatus>
    </section>
  );
}
