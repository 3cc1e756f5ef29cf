import type { Role } from '../../../lib/admin/contract.ts';

/** What each role may do, in words for the people choosing one. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin: everything, including users and settings',
  staff: 'Staff: orders, inventory and delivery; read-only dashboard',
};

/** The roles as choices of a form, each saying what it may do. */
export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
