// The checkout's code for what the shopper does (checkout-actions.ts) arrives after first paint:
// it is fetched when the shopper first touches the form, and whatever needs it awaits it.
import type { Resolver } from 'react-hook-form';
import type { CheckoutDetails, CheckoutFormValues } from '../../lib/checkout/form.ts';
import { showToast } from '../toast/toast-store.ts';

type CheckoutActions = typeof import('./checkout-actions.ts');

let loading: Promise<CheckoutActions> | null = null;

/** The checkout's actions, fetched once; a failed fetch is tried again on the next call. */
export function loadCheckoutActions(): Promise<CheckoutActions> {
  loading ??= import('./checkout-actions.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What a submit shows when the validation's code could not be fetched (the network is down). */
export const NOT_LOADED_MESSAGE =
  'We could not reach the shop. Check your connection and press Place order again.';

/**
 * The form's resolver, the server's schema (checkout-actions.ts), fetched on first use: the form
 * validates on submit, by when the first touch has fetched it. Without it nothing is sent: the
 * form stays invalid and the shopper is told why.
 */
export const lazyCheckoutResolver: Resolver<CheckoutFormValues, unknown, CheckoutDetails> = async (
  values,
  context,
  options,
) => {
  let actions: CheckoutActions;
  try {
    actions = await loadCheckoutActions();
  } catch {
    showToast({ title: 'Error', description: NOT_LOADED_MESSAGE, variant: 'destructive' });
    return { values: {}, errors: { root: { type: 'network', message: NOT_LOADED_MESSAGE } } };
  }
  return actions.checkoutResolver(values, context, options);
};
