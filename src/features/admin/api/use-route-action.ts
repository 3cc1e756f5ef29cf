import { useState } from 'react';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import type { AnswerOf, ApiRoute } from '../../../lib/admin/contract.ts';
import { ApiError, fieldErrorsOf, userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast, type ToastInput } from '../../toast/toast-store.ts';
import { useRouteMutation } from './hooks.ts';
import type { ClientInput } from './route-client.ts';

/** Refusals whose own words say what happened (a conflict, a payment provider's answer). */
const TOLD_AS_SENT = new Set([409, 502]);

/** What a refused action says in its refusal line: the server's words where they are specific. */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError && TOLD_AS_SENT.has(error.status)
    ? error.message
    : userMessageFor(error);
}

export interface RouteActionOptions<R extends ApiRoute> {
  /** Routes whose cached answers are fetched again once the action worked. */
  refreshes?: readonly ApiRoute[];
  /** The toast that says what was done. */
  toast?: (answer: AnswerOf<R>, input: ClientInput<R>) => ToastInput;
  /** Runs with the answer before the toast (e.g. to show the changed record at once). */
  onDone?: (answer: AnswerOf<R>) => void;
  /** Runs with a refusal before it is shown (e.g. to show the fresh record a 409 carries). */
  onRefused?: (error: unknown) => void;
}

/**
 * A change made through a route from a button or a form that is not a react-hook-form form:
 * runs it, toasts what was done, and keeps what went wrong beside the control, the field
 * messages of a 400/409/422 by their fields and any other refusal in one line, so the admin
 * app's error toast does not say it again (a 401 still signs the user out).
 */
export function useRouteAction<R extends ApiRoute>(
  route: R,
  { refreshes = [], toast, onDone, onRefused }: RouteActionOptions<R> = {},
) {
  const mutation = useRouteMutation(route, { refreshes });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  /** Runs the action; the answer, or undefined once the refusal is on screen. */
  const run = async (input: ClientInput<R>): Promise<AnswerOf<R> | undefined> => {
    setRefusal(null);
    setFieldErrors({});
    try {
      const answer = await mutation.mutateAsync(input);
      onDone?.(answer);
      if (toast) showToast(toast(answer, input));
      return answer;
    } catch (error) {
      markShownInPlace(error);
      onRefused?.(error);
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0 || (error instanceof ApiError && error.status === 409)) {
        setRefusal(refusalMessage(error));
      }
      return undefined;
    }
  };

  /** Forgets the last refusal (another action ran, or the form closed). */
  const clear = () => {
    setRefusal(null);
    setFieldErrors({});
  };

  return { run, clear, busy: mutation.isPending, refusal, fieldErrors };
}
