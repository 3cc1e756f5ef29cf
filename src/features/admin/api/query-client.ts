import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-client.ts';
import { FRESH_MS, shouldRetryQuery } from '../../../lib/api/query-policy.ts';
import { reportAdminError } from './report-error.ts';

/** Queries' data is dropped this long after the last screen using it is gone. */
const KEPT_MS = 30 * 60 * 1000;

/**
 * The admin app's data cache: fresh for 5 minutes, kept 30, never refetched on focus, reconnect
 * or a timer; queries retried by the shop's rule (never on 401/403/404/422, twice on a 5xx, else
 * once), mutations never. Every failure shows the error toast (a 401 signs the user out).
 */
export function adminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportAdminError }),
    mutationCache: new MutationCache({ onError: reportAdminError }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS.default,
        gcTime: KEPT_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: (failureCount, error) =>
          shouldRetryQuery(failureCount, error instanceof ApiError ? error.status : undefined),
      },
      mutations: { retry: false },
    },
  });
}
