import { useCallback, useEffect, useState } from 'react';
import { callRoute } from '../../lib/api/call-route.ts';
import { formsApi, type Challenge } from '../../lib/public-api/forms.ts';

export type { Challenge };

/** Where the form's question is: on its way, ready to answer, or failed to arrive. */
export type ChallengeState =
  { status: 'loading' } | { status: 'ready'; challenge: Challenge } | { status: 'failed' };

/** Asks the server for a new signed maths question. */
export async function fetchChallenge(signal?: AbortSignal): Promise<Challenge> {
  return callRoute(formsApi.api.challenge, {}, signal);
}

/**
 * A form's maths question: fetched when the form mounts, and again on `refresh()` (each token is
 * good for one submission, so a form asks for a new one after every use).
 */
export function useChallenge(): { state: ChallengeState; refresh: () => void } {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<ChallengeState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchChallenge(controller.signal).then(
      (challenge) => {
        setState({ status: 'ready', challenge });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [generation]);
  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((current) => current + 1);
  }, []);
  return { state, refresh };
}
