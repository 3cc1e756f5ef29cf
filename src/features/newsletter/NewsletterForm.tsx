import { useEffect } from 'react';
import type { z } from 'zod';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { TextField } from '../../components/forms/fields.tsx';
import { newsletterFormSchema } from '../../lib/forms/newsletter.ts';
import { ChallengeSubmitButton, HumanCheckFields } from '../challenge/ChallengeFields.tsx';
import { formsApi } from '../../lib/public-api/forms.ts';
import { useChallengeForm } from '../challenge/use-challenge-form.ts';
import { showToast } from '../toast/toast-store.ts';
import { PreferencesField } from './PreferencesField.tsx';

type NewsletterSchema = ReturnType<typeof newsletterFormSchema>;
type NewsletterInput = z.input<NewsletterSchema>;
type NewsletterOutput = z.output<NewsletterSchema>;

const DEFAULTS: NewsletterInput = { name: '', email: '', preferences: [], humanVerification: '' };

/** The signup form inside the newsletter dialog; it asks for its own maths question on mount. */
export default function NewsletterForm({
  onSubscribed,
}: {
  onSubscribed: (email: string) => void;
}) {
  const { form, humanCheck, post } = useChallengeForm<NewsletterInput, NewsletterOutput>(
    newsletterFormSchema,
    DEFAULTS,
  );
  const { handleSubmit, setFocus } = form;
  const bind = fieldBinder(form, 'newsletter');

  const subscribe = async (values: NewsletterOutput) => {
    try {
      // The spec reads no field of this answer: any 2xx is a success.
      if (!(await post(formsApi.api.newsletterSignup, values, { anyOkAnswer: true }))) return;
      // The spec's words; the dialog's own text names the last step of the double opt-in.
      showToast({
        title: 'Successfully subscribed!',
        description: "You'll be the first to know about new meals and promotions.",
      });
      onSubscribed(values.email);
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
      <TextField {...bind('name')} label="Name" autoComplete="name" autoFocus />
      <TextField {...bind('email')} label="Email" type="email" autoComplete="email" />
      <PreferencesField {...bind('preferences')} label="I’d like to hear about" />
      <HumanCheckFields idPrefix="newsletter" {...humanCheck} />
      <ChallengeSubmitButton label="Subscribe" busyLabel="Subscribing..." {...humanCheck} />
    </form>
  );
}
