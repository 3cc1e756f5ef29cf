import { settingsArea } from '../../../lib/admin/areas/settings.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SettingsForm } from './SettingsForm.tsx';

/** /admin/settings: what the business changes without a developer (admins only). */
export default function SettingsScreen() {
  const snapshot = useRouteQuery(settingsArea.api.get, {});
  return (
    <ScreenFrame title="Settings" width="medium">
      <QueryStatus query={snapshot}>
        {(loaded) => <SettingsForm key={loaded.revision} snapshot={loaded} />}
      </QueryStatus>
    </ScreenFrame>
  );
}
