import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { NEWSLETTER_PREFERENCES, newsletterFormSchema } from '../../lib/forms/newsletter.ts';
import { FieldMessage, LABEL_CLASS, TextField } from '../../components/forms/fields.tsx';
import { Honeypot, HumanCheckField } from '../contact/form-parts.tsx';
import { applyServerFieldErrors } from '../../components/forms/server-errors.ts';
import { useChallenge } from '../contact/use-challenge.ts';
import { useSubmitFocus } from '../../components/forms/use-submit-focus.ts';
import { showToast } from '../toast/toast-store.ts';

type NewsletterSchema = ReturnType<typeof newsletterFormSchema>;
type NewsletterInput = z.input<NewsletterSchema>;
type NewsletterOutput = z.output<NewsletterSchema>;

const FIELDS = ['name', 'email', 'preferences', 'humanVerification'] as const;

/** The signup form inside the newsletter dialog; it asks for its own maths question on mount. */
export default function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { state: challenge, refresh } = useChallenge();
  const honeypot = useRef<HTMLInputElement>(null);
  const sum =
    challenge.status === 'ready' ? challenge.challenge.a + challenge.challenge.b : undefined;
  const schema = useMemo(() => newsletterFormSchema(sum), [sum]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', preferences: [], humanVerification: '' },
  });
  const submitRef = useSubmitFocus(isSubmitting);
  // The form mounts once per opening; when it loads after the dialog opened, focus moves here.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const subscribe = async (values: NewsletterOutput) => {
    if (challenge.status !== 'ready') return;
    try {
      await apiRequest('/api/newsletter-signup', {
        method: 'POST',
        json: {
          ...values,
          challengeToken: challenge.challenge.token,
          website: honeypot.current?.value ?? '',
        },
      });
      showToast({
        title: 'Successfully subscribed!',
        description: "You'll be the first to know about new meals and promotions.",
      });
      onSubscribed();
    } catch (error) {
      showToast({
        title: 'Error',
        description: 'There was a problem subscribing to the newsletter. Please try again.',
        variant: 'destructive',
      });
      const fields = applyServerFieldErrors(error, FIELDS, setError);
      if (fields.includes('humanVerification')) refresh();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(subscribe)(event)}
      className="grid gap-4"
    >
      <TextField
        id="newsletter-name"
        label="Name"
        type="text"
        autoComplete="name"
        autoFocus
        error={errors.name?.message}
        registration={register('name')}
      />
      <TextField
        id="newsletter-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <fieldset>
        <legend className={LABEL_CLASS}>I’d like to hear about</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEWSLETTER_PREFERENCES.map(({ id, label }) => (
            <div key={id} className="flex items-center gap-2">
              <input
                id={`newsletter-preference-${id}`}
                type="checkbox"
                value={id}
                className="size-5 accent-brand-700"
                {...register('preferences')}
              />
              <label htmlFor={`newsletter-preference-${id}`} className="text-sm">
                {label}
              </label>
            </div>
          ))}
        </div>
        <FieldMessage fieldId="newsletter-preferences" message={errors.preferences?.message} />
      </fieldset>
      <HumanCheckField
        id="newsletter-human-check"
        challenge={challenge}
        onRetry={refresh}
        registration={register('humanVerification')}
        error={errors.humanVerification?.message}
      />
      <Honeypot id="newsletter-website" inputRef={honeypot} />
      <button
        ref={submitRef}
        type="submit"
        disabled={isSubmitting || challenge.status !== 'ready'}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {isSubmitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
