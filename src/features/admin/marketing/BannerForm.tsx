import type { z } from 'zod';
import { CheckboxField, TextAreaField, TextField } from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  BANNER_MESSAGE_MAX,
  BannerUpdateRequestSchema,
  type BannerUpdateRequest,
} from '../../../lib/marketing/banner.ts';
import { NzDateTimeField } from '../forms/controlled-fields.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';

export type BannerFormInput = z.input<typeof BannerUpdateRequestSchema>;

const FIELDS = ['message', 'link', 'startsAt', 'endsAt'] as const;

/** The banner's fields, validated with the schema the server checks. */
export function BannerForm({
  initial,
  onSave,
}: {
  initial: BannerFormInput;
  onSave: (banner: BannerUpdateRequest) => Promise<void>;
}) {
  const { form, bind, submitRef, onSubmit } = useSavingForm<BannerFormInput, BannerUpdateRequest>(
    BannerUpdateRequestSchema,
    initial,
    'banner',
    { fields: FIELDS, save: onSave },
  );
  const {
    control,
    formState: { isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextAreaField
        {...bind('message')}
        label="Message"
        help={`At most ${String(BANNER_MESSAGE_MAX)} characters, e.g. "Free delivery in Papamoa this week".`}
        rows={2}
      />
      <TextField
        {...bind('link')}
        label="Link (optional)"
        help="A page of the site such as /meals, or an address starting https://."
      />
      <NzDateTimeField
        control={control}
        name="startsAt"
        id="banner-startsAt"
        label="Shows from"
        help="Papamoa time. Leave blank to show it at once."
      />
      <NzDateTimeField
        control={control}
        name="endsAt"
        id="banner-endsAt"
        label="Shows until"
        help="Papamoa time. Leave blank to show it until you turn it off."
      />
      <CheckboxField {...bind('active')} label="On: show the banner on the site" />
      <div>
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Saving...' : 'Save banner'}
        </button>
      </div>
    </form>
  );
}
