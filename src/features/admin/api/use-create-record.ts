import type { AnswerOf, ApiRoute } from '../../../lib/admin/contract.ts';
import { showToast, type ToastInput } from '../../toast/toast-store.ts';
import { navigate } from '../router.ts';
import { useRouteMutation } from './hooks.ts';
import type { ClientInput } from './route-client.ts';

/**
 * The save of a "new record" screen: creates the record through the route, refreshes the
 * `refreshes` routes, toasts that it was added, then opens the screen `next` names. A refusal is
 * thrown on to the form, which shows its messages beside the fields.
 */
export function useCreateRecord<R extends ApiRoute>(
  route: R,
  {
    refreshes,
    toast,
    next,
  }: {
    refreshes: readonly ApiRoute[];
    toast: (created: AnswerOf<R>) => ToastInput;
    next: (created: AnswerOf<R>) => string;
  },
) {
  const create = useRouteMutation(route, { refreshes });
  return async (input: ClientInput<R>): Promise<void> => {
    const created = await create.mutateAsync(input);
    showToast(toast(created));
    navigate(next(created));
  };
}
