import type { z } from 'zod';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/forms/fields.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import {
  CONTACT_SUBJECTS,
  contactFormSchema,
  type ContactSubject,
} from '../../lib/forms/contact.ts';
import { ChallengeSubmitButton, HumanCheckFields } from '../challenge/ChallengeFields.tsx';
import { formsApi } from '../../lib/public-api/forms.ts';
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
  const { handleSubmit, reset } = form;
  const bind = fieldBinder(form, 'contact');

  const send = async (values: ContactOutput) => {
    try {
      // The spec reads no field of this answer: any 2xx is a success.
      if (!(await post(formsApi.api.contact, values, { anyOkAnswer: true }))) return;
      reset(DEFAULTS);
      const thanks = "Thank you for contacting us! We'll get back to you soon.";
      // A ticked newsletter box only asks: the sender confirms through the emailed link.
      const newsletter = values.subscribedToNewsletter
        ? ' To join our newsletter, open the link we emailed you.'
        : '';
      showToast({ title: 'Message Sent', description: `${thanks}${newsletter}` });
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
        <TextField {...bind('name')} label="Name" autoComplete="name" />
        <TextField {...bind('email')} label="Email" type="email" autoComplete="email" />
      </div>
      <SelectField
        {...bind('subject')}
        label="Subject"
        placeholder="Select a subject"
        options={CONTACT_SUBJECTS}
      />
      <TextAreaField {...bind('message')} label="Message" rows={5} />
      <CheckboxField {...bind('subscribedToNewsletter')} label="Subscribe to our newsletter" />
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
