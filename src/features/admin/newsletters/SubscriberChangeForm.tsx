import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  applyServerFieldErrors,
  markShownInPlace,
} from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { newslettersArea, type SubscriberDetail } from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { SubscriberChangeRequestSchema } from '../../../lib/forms/subscribers-admin.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

type Change = z.output<typeof SubscriberChangeRequestSchema>;
type ChangeInput = z.input<typeof SubscriberChangeRequestSchema>;
type Bind = ReturnType<typeof useSchemaForm<ChangeInput, Change>>['bind'];

/** A change of one subscriber; the list and the subscriber's screen show it once it is saved. */
export function useSubscriberChange() {
  return useRouteMutation(newslettersArea.api.update, {
    refreshes: [newslettersArea.api.list, newslettersArea.api.get],
  });
}

/**
 * One change of a subscriber in its own panel (their preferences, or subscribing them again):
 * its heading, its field (`children` binds it) and its save button. It is sent with the revision
 * it was made on; a toast says when it is saved, and a refusal is shown beside the field.
 */
export function SubscriberChangeForm({
  detail,
  values,
  field,
  idPrefix,
  title,
  submitLabel,
  savedTitle,
  children,
}: {
  detail: SubscriberDetail;
  values: Omit<ChangeInput, 'revision'>;
  field: 'preferences' | 'consentNote';
  idPrefix: string;
  title: string;
  submitLabel: string;
  savedTitle: string;
  children: (bind: Bind) => ReactNode;
}) {
  const { form, bind, submitRef } = useSchemaForm<ChangeInput, Change>(
    SubscriberChangeRequestSchema,
    { ...values, revision: detail.revision },
    idPrefix,
  );
  const change = useSubscriberChange();
  const headingId = useId();
  const save = async (body: Change) => {
    try {
      await change.mutateAsync({ params: { id: detail.id }, body });
      showToast({ title: savedTitle });
    } catch (error) {
      const applied = applyServerFieldErrors(error, [field], form.setError);
      if (applied.length === 0) form.setError(field, { message: userMessageFor(error) });
      markShownInPlace(error);
    }
  };
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className={`${PANEL} grid gap-4`}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children(bind)}
      <div>
        <button
          ref={submitRef}
          type="submit"
          className={PRIMARY_BUTTON}
          disabled={form.formState.isSubmitting}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
