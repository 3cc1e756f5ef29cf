import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { ApiRoute } from '../../lib/admin/contract.ts';
import {
  hasPermission,
  mayCall,
  permissionRefusal,
  type Permission,
} from '../../lib/admin/permissions.ts';
import { $adminUser } from './auth-store.ts';
import { SECONDARY_BUTTON } from './styles.ts';

/**
 * Whether the signed-in account may do what a permission covers: admins always, staff once an
 * admin granted it. The server checks again on every request; this only shapes the screen.
 */
export function useMay(permission: Permission): boolean {
  const user = useStore($adminUser);
  return user !== null && hasPermission(user, permission);
}

/**
 * Whether the signed-in account may call an API route (its roles and, when it always needs one,
 * its permission): whether to show a control that calls it. The server checks again.
 */
export function useMayCall(route: Pick<ApiRoute, 'roles' | 'permission'>): boolean {
  const user = useStore($adminUser);
  return user !== null && mayCall(user, route);
}

/**
 * The sentence beside a control this account may not use: what is not allowed and who can allow
 * it (the server's own 403 message). Give the control `aria-describedby` its id.
 */
export function PermissionReason({
  id,
  permission,
  className = '',
}: {
  id: string;
  permission: Permission;
  className?: string;
}) {
  return (
    <p id={id} className={`text-sm text-stone-700 ${className}`}>
      {permissionRefusal(permission)}
    </p>
  );
}

/**
 * The "Export CSV" button of a list of customers' details: for staff not allowed to export them,
 * disabled with the reason beneath (the server refuses the download anyway).
 */
export function CustomerExportButton({ onExport }: { onExport: () => void }) {
  const may = useMay('customerExports');
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={!may}
        aria-describedby={may ? undefined : reasonId}
        onClick={onExport}
      >
        Export CSV
      </button>
      {may ? null : (
        <PermissionReason id={reasonId} permission="customerExports" className="basis-full" />
      )}
    </>
  );
}
