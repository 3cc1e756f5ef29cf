// What staff may do only when an admin allows it: refunds, price changes, deleting products,
// exporting customers' personal data and the books (the Accounts area). Admins may always; a staff account may once an admin
// switches the permission on for it (Users → Edit user). Read by the server's area handler, which
// refuses a route's request without its permission, and by the screens, which say why.
import { z } from 'zod';
import type { ApiRoute, Role } from './contract.ts';
import { PERMISSIONS, type Permission } from './permission-names.ts';

export { PERMISSIONS, type Permission };
/** One grantable permission. */
export const PermissionSchema = z.enum(PERMISSIONS);

/** A staff account's grants, each named once, in PERMISSIONS order. */
export const PermissionsSchema = z
  .array(PermissionSchema)
  .max(PERMISSIONS.length)
  .transform((granted) => PERMISSIONS.filter((permission) => granted.includes(permission)));

/** What each permission lets staff do: its switch's label and what it covers. */
export const PERMISSION_LABELS: Readonly<Record<Permission, { label: string; covers: string }>> = {
  refunds: { label: 'Refund orders', covers: 'refund orders' },
  prices: {
    label: 'Change prices',
    covers: 'change a product’s price (on the product or through a PDF import)',
  },
  deleteProducts: { label: 'Delete products', covers: 'delete products' },
  customerExports: {
    label: 'Export customer details',
    covers: 'export customers’ details (the orders and subscribers CSV, who asked for delivery)',
  },
  accounts: {
    label: 'Use the accounts',
    covers: 'open the Accounts area (the month-end checklist and the exports for Xero)',
  },
};

/** Who is asking: a role and the grants stored on the account (none when the record has none). */
export interface PermissionHolder {
  role: Role;
  permissions?: readonly Permission[] | undefined;
}

/** Whether this account may do what the permission covers: admins always, staff once granted. */
export function hasPermission(user: PermissionHolder, permission: Permission): boolean {
  return user.role === 'admin' || (user.permissions ?? []).includes(permission);
}

/**
 * Whether this account may call a route, by the rules the area handler enforces: one of the
 * route's roles, and its permission when the route always needs one. A permission needed only
 * for some requests (`permission.when`, e.g. a price change) is asked of the request, not here.
 */
export function mayCall(
  user: PermissionHolder,
  route: Pick<ApiRoute, 'roles' | 'permission'>,
): boolean {
  if (!route.roles.includes(user.role)) return false;
  return typeof route.permission !== 'string' || hasPermission(user, route.permission);
}

/**
 * Why a request or a control is refused, naming what is not allowed and who can allow it: the
 * 403's message on the server and the sentence beside a disabled control in the browser.
 */
export function permissionRefusal(permission: Permission): string {
  return `Only admins may ${PERMISSION_LABELS[permission].covers}, or staff an admin has allowed to. Ask an admin to switch on “${PERMISSION_LABELS[permission].label}” for your account under Users.`;
}

/** The machine-readable reason of a 403 for a missing permission, beside `permission`. */
export const PERMISSION_REFUSAL_REASON = 'permission_required';
