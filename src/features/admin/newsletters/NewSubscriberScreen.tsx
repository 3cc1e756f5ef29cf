import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { newslettersArea } from '../../../lib/admin/areas/newsletters.ts';
import { NewSubscriberRequestSchema } from '../../../lib/forms/subscribers-admin.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';
import { PreferencesField } from '../../newsletter/PreferencesField.tsx';
import { BACK_TO_SUBSCRIBERS } from './labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

type Input = z.input<typeof NewSubscriberRequestSchema>;
type Output = z.output<typeof NewSubscriberRequestSchema>;

/** /admin/newsletters/subscribers/new: adds someone who consented elsewhere, saying how. */
export default function NewSubscriberScreen() {
  const { form, bind, submitRef } = useSchemaForm<Input, Output>(
    NewSubscriberRequestSchema,
    { email: '', name: '', preferences: [], consentNote: '' },
    'new-subscriber',
  );
  const { handleSubmit, setError } = form;
  const create = useRouteMutation(newslettersArea.api.create, {
    refreshes: [newslettersArea.api.list],
  });

  const add = async (subscriber: Output) => {
    try {
      const saved = await create.mutateAsync({ body: subscriber });
      showToast({ title: 'Subscriber added', description: `${saved.email} is on the list.` });
      navigate(screenHref('subscriber', { subscriberId: saved.id }));
    } catch (error) {
      applyServerFieldErrors(error, ['email', 'name', 'preferences', 'consentNote'], setError);
    }
  };

  return (
    <ScreenFrame title="Add subscriber" back={BACK_TO_SUBSCRIBERS} width="narrow">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(add)(event)}
        className={`${PANEL} mt-6 grid gap-5`}
      >
        <TextField {...bind('email')} label="Email" type="email" autoComplete="off" />
        <TextField {...bind('name')} label="Name" autoComplete="off" />
        <PreferencesField {...bind('preferences')} label="Preferences" />
        <TextAreaField
          {...bind('consentNote')}
          label="How did they consent?"
          help="The law asks for proof of consent, e.g. “Signed the paper list at the Papamoa market, 3 May”."
        />
        <div>
          <SubmitButton
            ref={submitRef}
            busy={form.formState.isSubmitting}
            label="Add subscriber"
            busyLabel="Adding..."
          />
        </div>
      </form>
    </ScreenFrame>
  );
}
