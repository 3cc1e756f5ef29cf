import { wasShownInPlace } from '../../../components/forms/server-errors.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { $toasts, showToast } from '../../toast/toast-store.ts';
import { forgetUserAfter401 } from '../auth-store.ts';

/**
 * A failed query or mutation shows the global "Error" toast. A 401 instead ends
 * the signed-in state, and the guard sends the user to the login screen. A refusal the screen
 * shows beside its fields is not toasted as well: the cache reports a failed mutation before the
 * screen's own handler runs (in the same turn), so the toast waits for the next task and is left
 * out if that handler marked the error shown (markShownInPlace) or showed a toast of its own.
 */
export function reportAdminError(error: unknown): void {
  if (forgetUserAfter401(error)) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const shownBefore = $toasts.get()[0]?.id;
  setTimeout(() => {
    // Left out when the screen shows it in place, or said something of its own meanwhile.
    if (wasShownInPlace(error) || $toasts.get()[0]?.id !== shownBefore) return;
    showToast({ title: 'Error', description: userMessageFor(error), variant: 'destructive' });
  }, 0);
}
