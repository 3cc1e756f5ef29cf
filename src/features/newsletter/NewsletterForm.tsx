import { useEffect } from 'react';
import type { z } from 'zod';
import { FieldMessage, LABEL_CLASS, TextField } from '../../components/forms/fields.tsx';
import { NEWSLETTER_PREFERENCES, newsletterFormSchema } from '../../lib/forms/newsletter.ts';
import { ChallengeSubmitButton, HumanCheckFields } from '../challenge/ChallengeFields.tsx';
import { useChallengeForm } from '../challenge/use-challenge-form.ts';
import { showToast } from '../toast/toast-store.ts';

type NewsletterSchema = ReturnType<typeof newsletterFormSchema>;
type NewsletterInput = z.input<NewsletterSchema>;
type NewsletterOutput = z.output<NewsletterSchema>;

const DEFAULTS: NewsletterInput = { name: '', email: '', preferences: [], humanVerification: '' };

/** The signup form inside the newsletter dialog; it asks for its own maths question on mount. */
export default function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { form, humanCheck, post } = useChallengeForm<NewsletterInput, NewsletterOutput>(
    newsletterFormSchema,
    DEFAULTS,
  );
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;

  const subscribe = async (values: NewsletterOutput) => {
    try {
      if (!(await post('/api/newsletter-signup', values))) return;
      showToast({
        title: 'Successfully subscribed!',
        description: "You'll be the first to know about new meals and promotions.",
      });
      onSubscribed();
    } catch {
      showToast({
        title: 'Error',
        description: 'There was a problem subscribing to the newsletter. Please try again.',
        variant: 'destructive',
      });
    }
  };

  // The form mounts once per opening; when it loads after the dialog opened, focus moves here.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

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
      <HumanCheckFields idPrefix="newsletter" {...humanCheck} />
      <ChallengeSubmitButton label="Subscribe" busyLabel="Subscribing..." {...humanCheck} />
    </form>
  );
}
