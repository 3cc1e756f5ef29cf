import { useWatch } from 'react-hook-form';
import { ChoiceGroupField, TextAreaField, TextField } from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  CampaignFormSchema,
  type CampaignFormInput,
} from '../../../lib/newsletters/campaign-form.ts';
import type { CampaignDraft } from '../../../lib/newsletters/campaign.ts';
import { PreferencesField } from '../../newsletter/PreferencesField.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';
import { CampaignPreview } from './CampaignPreview.tsx';
import { MealCardPicker } from './MealCardPicker.tsx';

const FIELDS = ['subject', 'previewText', 'bodyMarkdown', 'mealCards', 'preferences'] as const;

/** The draft a form's values make, for the live preview (checked there by the draft schema). */
function draftOf(values: Partial<CampaignFormInput>): unknown {
  const parsed = CampaignFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** Compose: subject, preview text, Markdown body, meal cards, audience, beside a live preview. */
export function CampaignForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: CampaignFormInput;
  submitLabel: string;
  onSave: (draft: CampaignDraft) => Promise<void>;
}) {
  const { form, bind, submitRef, onSubmit } = useSavingForm<CampaignFormInput, CampaignDraft>(
    CampaignFormSchema,
    initial,
    'campaign',
    { fields: FIELDS, save: onSave },
  );
  const { control } = form;
  const values = useWatch({ control });
  return (
    <div className="mt-4 grid gap-6 xl:grid-cols-2">
      <form noValidate onSubmit={onSubmit} className={`${PANEL} grid content-start gap-5`}>
        <TextField {...bind('subject')} label="Subject" />
        <TextField
          {...bind('previewText')}
          label="Preview text (optional)"
          help="Shown beside the subject in most inboxes."
        />
        <TextAreaField
          {...bind('bodyMarkdown')}
          label="Email (Markdown)"
          help="# Heading, **bold**, *italic*, - lists, [link words](https://…), ![photo](https://…). {{name}} becomes the subscriber's first name. HTML is shown as text."
          rows={14}
        />
        <MealCardPicker control={control} />
        <ChoiceGroupField
          {...bind('audienceKind')}
          label="Send to"
          options={[
            { value: 'everyone', label: 'Everyone subscribed' },
            { value: 'preferences', label: 'Subscribers who chose any of these topics' },
          ]}
        />
        {values.audienceKind === 'preferences' ? (
          <PreferencesField {...bind('preferences')} label="Topics" />
        ) : null}
        <div>
          <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label={submitLabel} />
        </div>
      </form>
      <div className={PANEL}>
        <CampaignPreview draft={draftOf(values)} />
      </div>
    </div>
  );
}
