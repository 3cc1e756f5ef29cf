import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder } from './bind-field.ts';
import { useSubmitFocus } from './use-submit-focus.ts';

/**
 * A form validated by the same zod schema the server checks the request with: the form itself,
 * `bind` for its fields (fieldBinder, ids `<idPrefix>-<field>`) and the ref of its submit button
 * (which gets the focus back when a request ends, useSubmitFocus).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  idPrefix: string,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submitRef = useSubmitFocus(form.formState.isSubmitting);
  return { form, bind: fieldBinder(form, idPrefix), submitRef };
}
