import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, ApiRoute } from '../../../lib/admin/contract.ts';
import { callRoute, type ClientInput } from './route-client.ts';

/** The cache key of a route's answer: its path first, so changes can refresh a whole route. */
export function routeKey(route: ApiRoute, input: { params?: object | undefined; query?: unknown }) {
  return [route.path, input.params ?? {}, input.query ?? {}] as const;
}

/**
 * A screen's data from a GET route, cached and refreshed by the admin app's query rules; not
 * fetched while `enabled` is false (it stays pending), e.g. until the input is known.
 */
export function useRouteQuery<R extends ApiRoute>(
  route: R,
  input: ClientInput<R>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => callRoute(route, input, signal),
    enabled,
  });
}

/**
 * A change made through a route. Once it succeeds, the answers of the `refreshes` routes are
 * fetched again (every cached variant of each), so the screens showing them are up to date.
 */
export function useRouteMutation<R extends ApiRoute>(
  route: R,
  options: { refreshes?: readonly ApiRoute[] } = {},
) {
  const client = useQueryClient();
  return useMutation<AnswerOf<R>, unknown, ClientInput<R>>({
    mutationFn: (input) => callRoute(route, input),
    onSuccess: async () => {
      await Promise.all(
        (options.refreshes ?? []).map((refreshed) =>
          client.invalidateQueries({ queryKey: [refreshed.path] }),
        ),
      );
    },
  });
}
