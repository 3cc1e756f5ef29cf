import { isPermission } from '../admin/permission-names.ts';
import { PERMISSION_LABELS } from '../admin/permissions.ts';
import { isPublicRoute, signedInRoles, type ReferenceRoute } from './route-group.ts';

const ROLE_NAMES: Readonly<Record<string, string>> = { admin: 'Admins', staff: 'staff' };

/** The name staff see for a permission (its switch under Users), or the name itself. */
function permissionLabel(name: string): string {
  return isPermission(name) ? PERMISSION_LABELS[name].label : name;
}

/**
 * Who may call a route, in one short line: "Anyone", "Admins", "Admins and staff", and what
 * permission staff need besides (always, or when the request does what the contract says).
 */
export function whoMayCall(route: ReferenceRoute): string {
  if (isPublicRoute(route)) return 'Anyone';
  const roles = signedInRoles(route).map((role) => ROLE_NAMES[role] ?? role);
  const who =
    roles.length === 1
      ? (roles[0] ?? '')
      : `${roles.slice(0, -1).join(', ')} and ${roles.at(-1) ?? ''}`;
  const capitalised = who.charAt(0).toUpperCase() + who.slice(1);
  const permission = route.permission;
  if (permission === undefined || !signedInRoles(route).includes('staff')) return capitalised;
  if (typeof permission === 'string') {
    return `${capitalised}; staff need “${permissionLabel(permission)}”`;
  }
  return `${capitalised}; staff need “${permissionLabel(permission.name)}” when ${permission.when}`;
}
