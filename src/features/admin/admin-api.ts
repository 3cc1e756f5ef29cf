import { useCallback, useEffect, useState } from 'react';
import { apiRequest, userMessageFor, type ApiRequestOptions } from '../../lib/api-client.ts';
import { showToast } from '../toast/toast-store.ts';
import { forgetUserAfter401 } from './auth-store.ts';

/**
 * A failed query or mutation shows the global "Error" toast. A 401 instead ends
 * the signed-in state, and the guard sends the user to the login screen.
 */
export function reportAdminError(error: unknown): void {
  if (forgetUserAfter401(error)) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast({ title: 'Error', description: userMessageFor(error), variant: 'destructive' });
}

/** A change made by an admin screen: the call, with failures reported, then rethrown. */
export async function adminMutation<T>(path: string, options: ApiRequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    reportAdminError(error);
    throw error;
  }
}

/** What a screen's data is doing: loading, failed (with the message to show) or ready. */
export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Loads a screen's data from an admin API path; `reload` fetches it again. */
export function useAdminQuery<T>(path: string): {
  state: QueryState<T>;
  reload: () => void;
  replace: (data: T) => void;
} {
  const [attempt, setAttempt] = useState(0);
  const key = `${path}#${String(attempt)}`;
  // Each answer remembers which request it belongs to; until the current one answers, it loads.
  const [answer, setAnswer] = useState<{ key: string; state: QueryState<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => {
        setAnswer({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportAdminError(error);
        setAnswer({ key, state: { status: 'error', message: userMessageFor(error) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [path, key]);
  const reload = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback(
    (data: T) => {
      setAnswer({ key, state: { status: 'ready', data } });
    },
    [key],
  );
  const state: QueryState<T> = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, reload, replace };
}
