import { settingsArea } from '../../../lib/admin/areas/settings.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { AdminLink } from '../AdminLink.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/settings: what the business changes without a developer (admins only). */
export default function SettingsScreen() {
  const snapshot = useRouteQuery(settingsArea.api.get, {});
  return (
    <ScreenFrame
      title="Settings"
      width="medium"
      actions={
        <AdminLink href={screenHref('system')} className={SECONDARY_BUTTON}>
          System check
        </AdminLink>
      }
    >
      <QueryStatus query={snapshot}>
        {(loaded) => <SettingsForm key={loaded.revision} snapshot={loaded} />}
      </QueryStatus>
    </ScreenFrame>
  );
}
