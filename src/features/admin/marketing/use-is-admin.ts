import { useStore } from '@nanostores/react';
import { $adminUser } from '../auth-store.ts';

/** Whether the signed-in user may change marketing (admins); staff only look. */
export function useIsAdmin(): boolean {
  return useStore($adminUser)?.role === 'admin';
}
