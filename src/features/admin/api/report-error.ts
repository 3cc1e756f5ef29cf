import { userMessageFor } from '../../../lib/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { forgetUserAfter401 } from '../auth-store.ts';

/**
 * A failed query or mutation shows the global "Error" toast. A 401 instead ends
 * the signed-in state, and the guard sends the user to the login screen.
 */
export function reportAdminError(error: unknown): void {
  if (forgetUserAfter401(error)) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast({ title: 'Error', description: userMessageFor(error), variant: 'destructive' });
}
