import { zodResolver } from '@hookform/resolvers/zod';
import type { SyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder } from './bind-field.ts';
import { applyServerFieldErrors } from './server-errors.ts';
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

/** What a saving form does with valid values, and which fields the server may name. */
export interface SavingFormOptions<Input extends FieldValues, Output> {
  /** Sends the values; a refusal it throws has its field messages shown beside `fields`. */
  save: (values: Output) => Promise<unknown>;
  fields: readonly FieldPath<Input>[];
}

/**
 * A schema form (useSchemaForm) that saves: its `onSubmit` validates, runs `save`, and puts the
 * server's messages for `fields` beside them (any other refusal is left to the error toast).
 */
export function useSavingForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  idPrefix: string,
  { save, fields }: SavingFormOptions<Input, Output>,
) {
  const schemaForm = useSchemaForm(schema, defaultValues, idPrefix);
  const { handleSubmit, setError } = schemaForm.form;
  const onSubmit = (event: SyntheticEvent) => {
    void handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        applyServerFieldErrors(error, fields, setError);
      }
    })(event);
  };
  return { ...schemaForm, onSubmit };
}
