/** A staff account as the users API answers it (never with a password hash). */
export interface AdminUserRow {
  id: string;
  username: string;
  role: 'admin' | 'staff';
  disabled: boolean;
  createdAt: string;
}

/** What each role may do, in words for the people choosing one. */
export const ROLE_LABELS: Record<AdminUserRow['role'], string> = {
  admin: 'Admin: everything, including users and settings',
  staff: 'Staff: orders, inventory and delivery; read-only dashboard',
};
