import { useState, type RefObject } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { userMessageFor } from '../../lib/api/api-client.ts';
import type { CartItem } from '../../lib/cart/cart.ts';
import {
  splitServerErrors,
  toPlaceOrderRequest,
  type CheckoutDetails,
  type CheckoutFormValues,
} from '../../lib/checkout/form.ts';
import type { ShortItem } from '../../lib/checkout/order-answers.ts';
import {
  cartProblem,
  refusalProblem,
  stockProblem,
  type CheckoutProblem,
} from '../../lib/checkout/refusal.ts';
import { showToast } from '../toast/toast-store.ts';
import { readOrderSource } from './session-values.ts';
import { loadCheckoutActions } from './checkout-later.ts';

const NETWORK_MESSAGE =
  'We could not reach the shop. Check your connection and press Place order again: your order will not be placed twice.';

/** Frames to wait for React to mark the invalid fields before giving up on moving the focus. */
const FRAMES_TO_MARK = 30;

/**
 * Focuses the first field marked invalid, in page order, once React has marked it: the errors
 * arrive before React renders them (later still on a busy phone), so it looks again each frame.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  let frames = 0;
  const focusWhenMarked = () => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (++frames < FRAMES_TO_MARK) requestAnimationFrame(focusWhenMarked);
  };
  requestAnimationFrame(focusWhenMarked);
}

/** What the checkout keeps of its last attempt: the problem shown and the stock it reported. */
export interface PlaceOrderState {
  place: (details: CheckoutDetails) => Promise<void>;
  problem: CheckoutProblem | null;
  setProblem: (problem: CheckoutProblem | null) => void;
  /** The meals the last refusal found short, for "Update my cart to what is left". */
  shortItems: readonly ShortItem[];
  /** Packs left per meal, as refusals reported them: the cart's + stops there. */
  stockLeft: ReadonlyMap<string, number>;
  leaving: boolean;
}

/**
 * Places the order and turns each answer into what the page shows: fields marked, a refusal in
 * the alert beside Place order (with the server's facts), or a toast. `onSlotTaken` looks the
 * open times up again when the chosen one filled meanwhile.
 */
export function usePlaceOrder(options: {
  items: readonly CartItem[];
  promoApplied: boolean;
  setError: UseFormSetError<CheckoutFormValues>;
  formRef: RefObject<HTMLFormElement | null>;
  onSlotTaken: () => void;
}): PlaceOrderState {
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [shortItems, setShortItems] = useState<readonly ShortItem[]>([]);
  const [stockLeft, setStockLeft] = useState<ReadonlyMap<string, number>>(new Map());
  const [leaving, setLeaving] = useState(false);
  const { items, promoApplied, setError, formRef, onSlotTaken } = options;

  const place = async (details: CheckoutDetails) => {
    setProblem(null);
    const { submitOrder } = await loadCheckoutActions();
    const outcome = await submitOrder(
      toPlaceOrderRequest(details, items, '', readOrderSource() ?? undefined),
    );
    if (outcome.kind === 'placed') {
      setLeaving(true);
      window.location.assign(outcome.location);
      return;
    }
    if (outcome.kind === 'failed' || outcome.kind === 'retry') {
      const description =
        outcome.kind === 'retry'
          ? outcome.message
          : outcome.error instanceof TypeError
            ? NETWORK_MESSAGE
            : userMessageFor(outcome.error);
      const title = outcome.kind === 'retry' ? 'Order not confirmed' : 'Error';
      showToast({ title, description, variant: 'destructive' });
      return;
    }
    if (outcome.kind === 'out_of_stock') {
      setShortItems(outcome.items);
      setStockLeft(
        (known) =>
          new Map([
            ...known,
            ...outcome.items.map((item) => [item.productId, item.available] as const),
          ]),
      );
      setProblem(stockProblem(outcome.items));
      return;
    }
    if (outcome.kind === 'blocked') {
      setProblem(refusalProblem(outcome.reason, outcome.message, promoApplied));
      return;
    }
    if (outcome.kind === 'slot_unavailable') onSlotTaken();
    if (outcome.kind === 'fields' || outcome.kind === 'slot_unavailable') {
      const { fields, other } = splitServerErrors(outcome.errors);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (other.length > 0 || fields.length === 0) {
        setProblem(cartProblem(other[0] ?? outcome.message));
      } else focusFirstInvalid(formRef.current);
    }
  };

  return { place, problem, setProblem, shortItems, stockLeft, leaving };
}
