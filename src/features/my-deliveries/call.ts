// The My deliveries island's calls and the sentence a refusal shows. The routes' contracts (and
// with them the schema library) load on the first call, not with the page: signed in, the page
// starts with its data (src/server/standing-orders/my-deliveries-page.ts) and needs neither to
// show it.
import { ApiError } from '../../lib/api/api-client.ts';
import type { ClientInput } from '../../lib/api/call-route.ts';
import type { AnswerOf } from '../../lib/api/contract.ts';
import type { myDeliveriesApi } from '../../lib/public-api/my-deliveries.ts';

type DeliveriesRoutes = (typeof myDeliveriesApi)['api'];

/** Calls a My deliveries route by name, its answer checked by its contract (callRoute). */
export async function callDeliveries<N extends keyof DeliveriesRoutes>(
  name: N,
  input: ClientInput<DeliveriesRoutes[N]>,
): Promise<AnswerOf<DeliveriesRoutes[N]>> {
  const [{ callRoute }, { myDeliveriesApi: group }] = await Promise.all([
    import('../../lib/api/call-route.ts'),
    import('../../lib/public-api/my-deliveries.ts'),
  ]);
  return callRoute(group.api[name], input);
}

/** Asks for Stripe's page that saves a card standing order's card (POST .../:id/card). */
export async function cardSetupUrl(standingOrderId: string): Promise<string> {
  const [{ callRoute }, { standingPaymentsApi }] = await Promise.all([
    import('../../lib/api/call-route.ts'),
    import('../../lib/public-api/standing-payments.ts'),
  ]);
  const { setupUrl } = await callRoute(standingPaymentsApi.api.saveCard, {
    params: { id: standingOrderId },
  });
  return setupUrl;
}

/** What a failed call says: the server's field message or sentence, or a plain fallback. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    const data = (error.data ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
    const first = Object.values(data.errors ?? {}).find((value) => typeof value === 'string');
    if (typeof first === 'string') return first;
    if (error.status === 401) return 'Please sign in again.';
    if (error.status === 429) return 'Too many tries. Please wait a few minutes and try again.';
    if (typeof data.message === 'string') return data.message;
  }
  return 'Something went wrong. Please check your connection and try again.';
}

/** Whether a failed call means the sign-in is gone. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
