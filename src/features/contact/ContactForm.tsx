import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import {
  CONTACT_SUBJECTS,
  contactFormSchema,
  type ContactSubject,
} from '../../lib/forms/contact.ts';
import { showToast } from '../toast/toast-store.ts';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
  TextField,
} from '../../components/forms/fields.tsx';
import { Honeypot, HumanCheckField } from './form-parts.tsx';
import { applyServerFieldErrors } from '../../components/forms/server-errors.ts';
import { useChallenge } from './use-challenge.ts';
import { useSubmitFocus } from '../../components/forms/use-submit-focus.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

type ContactSchema = ReturnType<typeof contactFormSchema>;
/** The select starts on its placeholder, '', which the schema then refuses with its message. */
type ContactInput = Omit<z.input<ContactSchema>, 'subject'> & { subject: ContactSubject | '' };
type ContactOutput = z.output<ContactSchema>;

const FIELDS = [
  'name',
  'email',
  'subject',
  'message',
  'subscribedToNewsletter',
  'humanVerification',
] as const;
const FAILURE_MESSAGE = 'There was a problem sending your message. Please try again.';
const DEFAULTS: ContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  subscribedToNewsletter: false,
  humanVerification: '',
};

/** The home page's message form (spec sections 4, 5 and 8), posting to /api/contact. */
function ContactForm() {
  const { state: challenge, refresh } = useChallenge();
  const honeypot = useRef<HTMLInputElement>(null);
  const sum =
    challenge.status === 'ready' ? challenge.challenge.a + challenge.challenge.b : undefined;
  const schema = useMemo(() => contactFormSchema(sum), [sum]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactOutput>({
    // The resolver parses whatever the fields hold, so it may be given the placeholder's '' too.
    resolver: zodResolver(schema) as Resolver<ContactInput, unknown, ContactOutput>,
    defaultValues: DEFAULTS,
  });
  const submitRef = useSubmitFocus(isSubmitting);

  const send = async (values: ContactOutput) => {
    if (challenge.status !== 'ready') return;
    try {
      await apiRequest('/api/contact', {
        method: 'POST',
        json: {
          ...values,
          challengeToken: challenge.challenge.token,
          website: honeypot.current?.value ?? '',
        },
      });
      reset(DEFAULTS);
      showToast({
        title: 'Message Sent',
        description: "Thank you for contacting us! We'll get back to you soon.",
      });
      refresh();
    } catch (error) {
      showToast({
        title: 'Error',
        description: error instanceof ApiError && error.message ? error.message : FAILURE_MESSAGE,
        variant: 'destructive',
      });
      const fields = applyServerFieldErrors(error, FIELDS, setError);
      if (fields.includes('humanVerification')) refresh();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-6 grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          type="text"
          autoComplete="name"
          error={errors.name?.message}
          registration={register('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={register('email')}
        />
      </div>
      <div>
        <label htmlFor="contact-subject" className={LABEL_CLASS}>
          Subject
        </label>
        <select
          id="contact-subject"
          className={fieldClass(Boolean(errors.subject))}
          {...errorAria('contact-subject', errors.subject?.message)}
          {...register('subject')}
        >
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldMessage fieldId="contact-subject" message={errors.subject?.message} />
      </div>
      <div>
        <label htmlFor="contact-message" className={LABEL_CLASS}>
          Message
        </label>
        <textarea
          id="contact-message"
          rows={5}
          className={fieldClass(Boolean(errors.message))}
          {...errorAria('contact-message', errors.message?.message)}
          {...register('message')}
        />
        <FieldMessage fieldId="contact-message" message={errors.message?.message} />
      </div>
      <div className="flex items-center gap-3">
        <input
          id="contact-subscribe"
          type="checkbox"
          className="size-5 accent-brand-700"
          {...register('subscribedToNewsletter')}
        />
        <label htmlFor="contact-subscribe" className="text-sm">
          Subscribe to our newsletter
        </label>
      </div>
      <HumanCheckField
        id="contact-human-check"
        challenge={challenge}
        onRetry={refresh}
        registration={register('humanVerification')}
        error={errors.humanVerification?.message}
        helperText="This helps us prevent spam and automated submissions."
      />
      <Honeypot id="contact-website" inputRef={honeypot} />
      <div>
        <button
          ref={submitRef}
          type="submit"
          disabled={isSubmitting || challenge.status !== 'ready'}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
