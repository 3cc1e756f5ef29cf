import { useEffect, useRef, useState } from 'react';
import { ApiError, UNEXPECTED_ERROR_TOAST_MESSAGE } from '../../lib/api/api-client.ts';
import {
  CANCEL_RETRY_MESSAGE,
  cancelledPaymentOf,
  cancelOutcomeOf,
  releasedNotice,
  withoutCancelledPayment,
  type CancelledPayment,
  type CancelOutcome,
} from '../../lib/checkout/cancelled-payment.ts';
import { showToast } from '../toast/toast-store.ts';
import { loadCheckoutActions } from './checkout-later.ts';
import { readCardPayment } from './checkout-storage.ts';
import { forgetAttempt, forgetCardPayment } from './session-values.ts';

/** What the checkout shows of a cancelled card payment: a notice, and whether it is in hand. */
export interface CancelledPaymentState {
  notice: string;
  pending: boolean;
}

async function askToCancel({ orderId, token }: CancelledPayment): Promise<CancelOutcome> {
  try {
    const answer = await (await loadCheckoutActions()).cancelCardPayment(orderId, token);
    return cancelOutcomeOf(200, answer);
  } catch (error) {
    return error instanceof ApiError
      ? cancelOutcomeOf(error.status, error.data)
      : cancelOutcomeOf(0, null);
  }
}

/** Takes the cancel link's query off the address, so a reload does not ask again. */
function forgetCancelLink(): void {
  window.history.replaceState(
    window.history.state,
    '',
    withoutCancelledPayment(window.location.href),
  );
}

/**
 * Back from Stripe, by its cancel link (/checkout?cancelled=…&token=…) or by the browser's Back
 * button (the card order this tab kept when it left): asks the server, once, to give the unpaid
 * card order back, then says so. The cart and the kept details stay; the next order
 * gets a new idempotency key (the old one belongs to the cancelled order). A payment that went
 * through after all leads to its confirmation page. `onReleased` runs once the order's slot is
 * free again, so the page can show the slots anew.
 */
export function useCancelledPayment(onReleased: () => void): CancelledPaymentState {
  const [state, setState] = useState<CancelledPaymentState>({ notice: '', pending: false });
  const started = useRef(false);

  useEffect(() => {
    // A page the browser restores from its back-forward cache still shows the order being placed
    // (its button busy): load it afresh, which also gives the abandoned order back.
    const reloadRestored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', reloadRestored);
    return () => {
      window.removeEventListener('pageshow', reloadRestored);
    };
  }, []);

  useEffect(() => {
    const cancelled = cancelledPaymentOf(window.location.search) ?? readCardPayment();
    if (!cancelled || started.current) return;
    started.current = true;
    forgetAttempt();
    setState({ notice: '', pending: true });
    void askToCancel(cancelled).then((outcome) => {
      if (outcome.kind === 'paid') {
        window.location.assign(outcome.confirmationUrl);
        return;
      }
      if (outcome.kind !== 'retry') forgetCardPayment();
      if (outcome.kind === 'released') {
        forgetCancelLink();
        setState({ notice: releasedNotice(outcome.number), pending: false });
        onReleased();
        return;
      }
      // Refused for good: the link is spent. No answer for sure: a reload asks again.
      if (outcome.kind === 'refused') forgetCancelLink();
      const retry = outcome.kind === 'retry';
      const description = retry
        ? CANCEL_RETRY_MESSAGE
        : outcome.message || UNEXPECTED_ERROR_TOAST_MESSAGE;
      showToast({ title: 'Error', description, variant: 'destructive' });
      setState({ notice: retry ? CANCEL_RETRY_MESSAGE : '', pending: false });
    });
  }, [onReleased]);

  return state;
}
