// The checkout's code for what the shopper does (checkout-actions.ts) arrives after first paint:
// it is fetched when the shopper first touches the form, and whatever needs it awaits it.
import type { Resolver } from 'react-hook-form';
import type { CheckoutDetails, CheckoutFormValues } from '../../lib/checkout/form.ts';
import { showToast } from '../toast/toast-store.ts';

type CheckoutActions = typeof import('./checkout-actions.ts');

let loading: Promise<CheckoutActions> | null = null;

/**
 * The checkout's actions, fetched once. Chromium keeps a failed module fetch for the page's life
 * (the same import fails again at once, with no request), so after a failure only a reload
 * fetches them: the message says so, and the form kept in this tab comes back with the reload.
 */
export function loadCheckoutActions(): Promise<CheckoutActions> {
  loading ??= import('./checkout-actions.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What a submit shows when the validation's code could not be fetched (the network is down). */
export const NOT_LOADED_MESSAGE =
  'We could not reach the shop. Check your connection, then reload the page: what you typed is kept.';

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
