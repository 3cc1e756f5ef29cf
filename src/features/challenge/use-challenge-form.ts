import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../components/forms/server-errors.ts';
import { useSubmitFocus } from '../../components/forms/use-submit-focus.ts';
import type { PublicRoute } from '../../lib/public-api/group.ts';
import { callRoute, sendToRoute } from '../../lib/api/call-route.ts';
import { useChallenge, type ChallengeState } from './use-challenge.ts';

/** The field every challenge-protected form has: the typed answer to its maths question. */
export interface HumanCheckValues extends FieldValues {
  humanVerification: string;
}

/** What the maths-question field, the honeypot and the submit button need from their form. */
export interface HumanCheckControls {
  challenge: ChallengeState;
  newQuestion: () => void;
  /**
   * Registers the answer field. Called as the field renders, after the form's own fields, so a
   * failed check focuses the form's first invalid field in the order they appear.
   */
  registerAnswer: () => UseFormRegisterReturn;
  error: string | undefined;
  honeypotRef: RefObject<HTMLInputElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
  isSubmitting: boolean;
}

/** A route a challenge-protected form posts to: public, with a JSON body. */
export type FormRoute = PublicRoute & { method: 'POST'; body: z.ZodType };

/** A public form guarded by a signed maths question, as useChallengeForm hands it out. */
export interface ChallengeForm<Input extends HumanCheckValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  humanCheck: HumanCheckControls;
  /**
   * POSTs the values with the question's signed token and the honeypot's value, resolving true.
   * A refusal puts the server's messages beside the form's fields (those in its default values),
   * asks a new question when the answer was refused (each is good once), and is thrown on for
   * the form's own toast. Resolves false, sending nothing, while no question has arrived.
   */
  post: (route: FormRoute, values: Output, options?: PostOptions) => Promise<boolean>;
}

/** How a form takes its route's answer. */
export interface PostOptions {
  /**
   * Any 2xx is a success, whatever its body (sendToRoute): for the forms whose answer the spec
   * never reads. Without it the answer must match the route's contract (callRoute).
   */
  anyOkAnswer?: boolean;
}

/**
 * A react-hook-form form guarded by a maths question from GET /api/challenge. `schemaFor` builds
 * the form's schema for the sum of the question on screen (none while it loads), so a wrong
 * answer is caught beside its field before anything is sent.
 */
export function useChallengeForm<Input extends HumanCheckValues, Output>(
  schemaFor: (expectedSum?: number) => z.ZodType<Output, FieldValues>,
  defaultValues: DefaultValues<Input>,
): ChallengeForm<Input, Output> {
  const { state: challenge, refresh: newQuestion } = useChallenge();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const sum =
    challenge.status === 'ready' ? challenge.challenge.a + challenge.challenge.b : undefined;
  const schema = useMemo(() => schemaFor(sum), [schemaFor, sum]);
  const form = useForm<Input, unknown, Output>({
    // The form's values may be wider than the schema's input (a select's empty placeholder);
    // the schema refuses those with its own message.
    resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const submitRef = useSubmitFocus(isSubmitting);
  const answerField = 'humanVerification' as FieldPath<Input>;

  return {
    form,
    humanCheck: {
      challenge,
      newQuestion,
      registerAnswer: () => form.register(answerField),
      error: form.getFieldState(answerField, form.formState).error?.message,
      honeypotRef,
      submitRef,
      isSubmitting,
    },
    post: async (route, values, options = {}) => {
      if (challenge.status !== 'ready') return false;
      try {
        const body = {
          ...values,
          challengeToken: challenge.challenge.token,
          website: honeypotRef.current?.value ?? '',
        };
        await (options.anyOkAnswer ? sendToRoute : callRoute)(route, { body });
        return true;
      } catch (error) {
        const fields = Object.keys(defaultValues) as FieldPath<Input>[];
        if (applyServerFieldErrors(error, fields, form.setError).includes(answerField)) {
          newQuestion();
        }
        throw error;
      }
    },
  };
}
