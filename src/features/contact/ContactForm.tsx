import type { z } from 'zod';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
  TextField,
} from '../../components/forms/fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import {
  CONTACT_SUBJECTS,
  contactFormSchema,
  type ContactSubject,
} from '../../lib/forms/contact.ts';
import { ChallengeSubmitButton, HumanCheckFields } from '../challenge/ChallengeFields.tsx';
import { useChallengeForm } from '../challenge/use-challenge-form.ts';
import { showToast } from '../toast/toast-store.ts';

type ContactSchema = ReturnType<typeof contactFormSchema>;
/** The select starts on its placeholder, '', which the schema then refuses with its message. */
type ContactInput = Omit<z.input<ContactSchema>, 'subject'> & { subject: ContactSubject | '' };
type ContactOutput = z.output<ContactSchema>;

const FAILURE_MESSAGE = 'There was a problem sending your message. Please try again.';
const DEFAULTS: ContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  subscribedToNewsletter: false,
  humanVerification: '',
};

/**
 * The home page's message form, posting to /api/contact: "Sending..." while the request runs,
 * then a cleared form with the "Message Sent" toast and a new question, or an "Error" toast.
 */
function ContactForm() {
  const { form, humanCheck, post } = useChallengeForm<ContactInput, ContactOutput>(
    contactFormSchema,
    DEFAULTS,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const send = async (values: ContactOutput) => {
    try {
      if (!(await post('/api/contact', values))) return;
      reset(DEFAULTS);
      showToast({
        title: 'Message Sent',
        description: "Thank you for contacting us! We'll get back to you soon.",
      });
      humanCheck.newQuestion();
    } catch (error) {
      showToast({
        title: 'Error',
        description: error instanceof ApiError && error.message ? error.message : FAILURE_MESSAGE,
        variant: 'destructive',
      });
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
      <HumanCheckFields
        idPrefix="contact"
        helperText="This helps us prevent spam and automated submissions."
        {...humanCheck}
      />
      <div>
        <ChallengeSubmitButton label="Send Message" busyLabel="Sending..." {...humanCheck} />
      </div>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
