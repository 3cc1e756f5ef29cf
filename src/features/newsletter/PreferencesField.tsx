import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroupField, type FieldProps } from '../../components/forms/fields.tsx';
import { NEWSLETTER_PREFERENCES } from '../../lib/forms/newsletter.ts';

const OPTIONS = NEWSLETTER_PREFERENCES.map(({ id, label }) => ({ value: id, label }));

/** The newsletter's topics as checkboxes in two columns, ticked ones giving an array of ids. */
export function PreferencesField(field: FieldProps & { registration: UseFormRegisterReturn }) {
  return <ChoiceGroupField {...field} options={OPTIONS} multiple columns={2} />;
}
