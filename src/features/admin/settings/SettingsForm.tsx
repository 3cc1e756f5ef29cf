import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSubmitFocus } from '../../../components/forms/use-submit-focus.ts';
import {
  PAUSED_MESSAGE_MAX_LENGTH,
  SettingsSchema,
  type Settings,
} from '../../../lib/forms/settings.ts';
import { settingsArea, type SettingsSnapshot } from '../../../lib/admin/areas/settings.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import {
  CheckboxField,
  TextAreaField,
  TextInputField,
  WholeNumberField,
} from '../forms/fields.tsx';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

type SettingsInput = z.input<typeof SettingsSchema>;
const FIELDS = Object.keys(SettingsSchema.shape) as (keyof Settings)[];

/** The settings form; it saves against the revision it loaded, so two editors never collide. */
export function SettingsForm({ snapshot }: { snapshot: SettingsSnapshot }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsInput, unknown, Settings>({
    resolver: zodResolver(SettingsSchema),
    defaultValues: snapshot.settings,
  });
  const submitRef = useSubmitFocus(isSubmitting);
  const storeOpen = useWatch({ control, name: 'storeOpen' });
  const saveSettings = useRouteMutation(settingsArea.api.save, {
    refreshes: [settingsArea.api.get],
  });

  const save = async (settings: Settings) => {
    try {
      const saved = await saveSettings.mutateAsync({
        body: { ...settings, revision: snapshot.revision },
      });
      reset(saved.settings);
      showToast({ title: 'Settings saved', description: 'The shop uses them from now on.' });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="mt-6 grid gap-6"
    >
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Store</legend>
        <CheckboxField
          id="settings-store-open"
          label="Store open for orders"
          registration={register('storeOpen')}
        />
        <TextAreaField
          id="settings-paused-message"
          label="Message shown while paused"
          help={`${
            storeOpen
              ? 'Shown across the public site only while the store is paused.'
              : 'The store is paused: shoppers see this message on every page.'
          } At most ${String(PAUSED_MESSAGE_MAX_LENGTH)} characters.`}
          error={errors.pausedMessage?.message}
          registration={register('pausedMessage')}
        />
        <WholeNumberField
          id="settings-low-stock"
          label="Low-stock level (packs)"
          min={0}
          max={999}
          error={errors.lowStockThreshold?.message}
          registration={register('lowStockThreshold', { valueAsNumber: true })}
        />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Orders and payment</legend>
        <TextInputField
          id="settings-notification-email"
          label="Email for new-order notices"
          type="email"
          error={errors.orderNotificationEmail?.message}
          registration={register('orderNotificationEmail')}
        />
        <TextInputField
          id="settings-gst-number"
          label="GST number"
          error={errors.gstNumber?.message}
          registration={register('gstNumber')}
        />
        <TextInputField
          id="settings-bank-name"
          label="Bank account name"
          error={errors.bankAccountName?.message}
          registration={register('bankAccountName')}
        />
        <TextInputField
          id="settings-bank-number"
          label="Bank account number (for bank transfers)"
          error={errors.bankAccountNumber?.message}
          registration={register('bankAccountNumber')}
        />
      </fieldset>
      <div className="flex items-center gap-4">
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </button>
        {isDirty ? <span className="text-sm text-stone-700">Unsaved changes</span> : null}
      </div>
    </form>
  );
}
