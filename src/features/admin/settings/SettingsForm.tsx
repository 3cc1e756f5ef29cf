import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
  TextField,
} from '../../../components/forms/fields.tsx';
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
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('storeOpen')} />
          <span className="font-semibold">Store open for orders</span>
        </label>
        <div>
          <label htmlFor="settings-paused-message" className={LABEL_CLASS}>
            Message shown while paused
          </label>
          <p id="settings-paused-message-help" className="mt-1 text-sm text-stone-700">
            {storeOpen
              ? 'Shown across the public site only while the store is paused.'
              : 'The store is paused: shoppers see this message on every page.'}{' '}
            At most {PAUSED_MESSAGE_MAX_LENGTH} characters.
          </p>
          <textarea
            id="settings-paused-message"
            rows={3}
            className={fieldClass(Boolean(errors.pausedMessage))}
            {...errorAria(
              'settings-paused-message',
              errors.pausedMessage?.message,
              'settings-paused-message-help',
            )}
            {...register('pausedMessage')}
          />
          <FieldMessage fieldId="settings-paused-message" message={errors.pausedMessage?.message} />
        </div>
        <div>
          <label htmlFor="settings-low-stock" className={LABEL_CLASS}>
            Low-stock level (packs)
          </label>
          <input
            id="settings-low-stock"
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            className={`${fieldClass(Boolean(errors.lowStockThreshold))} max-w-32`}
            {...errorAria('settings-low-stock', errors.lowStockThreshold?.message)}
            {...register('lowStockThreshold', { valueAsNumber: true })}
          />
          <FieldMessage fieldId="settings-low-stock" message={errors.lowStockThreshold?.message} />
        </div>
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Orders and payment</legend>
        <TextField
          id="settings-notification-email"
          label="Email for new-order notices"
          type="email"
          autoComplete="off"
          error={errors.orderNotificationEmail?.message}
          registration={register('orderNotificationEmail')}
        />
        <TextField
          id="settings-gst-number"
          label="GST number"
          type="text"
          autoComplete="off"
          error={errors.gstNumber?.message}
          registration={register('gstNumber')}
        />
        <TextField
          id="settings-bank-name"
          label="Bank account name"
          type="text"
          autoComplete="off"
          error={errors.bankAccountName?.message}
          registration={register('bankAccountName')}
        />
        <TextField
          id="settings-bank-number"
          label="Bank account number (for bank transfers)"
          type="text"
          autoComplete="off"
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
