import { useState } from 'react';
import type { z } from 'zod';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { TextField } from '../../components/forms/fields.tsx';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { ApiError, userMessageFor } from '../../lib/api/api-client.ts';
import { restockWaitlistFormSchema } from '../../lib/forms/restock-waitlist.ts';
import { ChallengeSubmitButton, HumanCheckFields } from '../challenge/ChallengeFields.tsx';
import { formsApi } from '../../lib/public-api/forms.ts';
import { useChallengeForm } from '../challenge/use-challenge-form.ts';

type WaitlistSchema = ReturnType<typeof restockWaitlistFormSchema>;
type WaitlistInput = z.input<WaitlistSchema>;
type WaitlistOutput = z.output<WaitlistSchema>;

const DEFAULTS: WaitlistInput = { email: '', humanVerification: '' };

/** The address field and maths question, shown once the shopper asks to be told. */
function WaitlistFields({ meal, onJoined }: { meal: { id: string }; onJoined: () => void }) {
  const { form, humanCheck, post } = useChallengeForm<WaitlistInput, WaitlistOutput>(
    restockWaitlistFormSchema,
    DEFAULTS,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const bind = fieldBinder(form, 'restock');

  const join = async (values: WaitlistOutput) => {
    setFailure(null);
    try {
      const request = { ...values, productId: meal.id };
      if (await post(formsApi.api.restockWaitlist, request)) onJoined();
    } catch (error) {
      // 404 and 409 say what happened to this meal (gone, or back in stock); others are generic.
      const ownMessage = error instanceof ApiError && [404, 409].includes(error.status);
      setFailure(ownMessage ? error.message : userMessageFor(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(join)(event)}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm"
    >
      <TextField {...bind('email')} label="Your email" type="email" autoComplete="email" />
      <HumanCheckFields idPrefix="restock" {...humanCheck} />
      {failure ? (
        <p role="alert" className="font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      <ChallengeSubmitButton label="Email me" busyLabel="Saving..." {...humanCheck} />
    </form>
  );
}

/**
 * "Email me when it's back" on a sold-out meal's page: one button opens the address field; the
 * shopper gets one email when the meal is back in stock and is then off the list. The meal page
 * renders that button itself and mounts this, `open`, on its first click (restock-opener.ts).
 */
function RestockWaitlistForm({
  meal,
  open = false,
}: {
  meal: { id: string; name: string };
  /** Starts with the address field showing (the page's own button was clicked). */
  open?: boolean;
}) {
  const [state, setState] = useState<'closed' | 'open' | 'joined'>(open ? 'open' : 'closed');
  if (state === 'joined') {
    return (
      <p role="status" className="font-semibold text-leaf-700">
        Thanks! We will email you once when {meal.name} is back in stock.
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <button
        type="button"
        onClick={() => {
          setState('open');
        }}
        className="rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Email me when it’s back
      </button>
    );
  }
  return (
    <WaitlistFields
      meal={meal}
      onJoined={() => {
        setState('joined');
      }}
    />
  );
}

export default withErrorBoundary(RestockWaitlistForm);
