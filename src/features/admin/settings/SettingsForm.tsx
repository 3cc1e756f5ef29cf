import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  PAUSED_MESSAGE_MAX_LENGTH,
  SettingsSchema,
  type Settings,
} from '../../../lib/forms/settings.ts';
import { GST_PERIOD_OPTIONS, GST_BASIS_OPTIONS, MONTH_OPTIONS } from './gst-options.ts';
import { gstCheckDigitWarning } from '../../../lib/nz-numbers.ts';
import { settingsArea, type SettingsSnapshot } from '../../../lib/admin/areas/settings.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';

import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

type SettingsInput = z.input<typeof SettingsSchema>;
const FIELDS = Object.keys(SettingsSchema.shape) as (keyof Settings)[];

/** The settings form; it saves against the revision it loaded, so two editors never collide. */
export function SettingsForm({ snapshot }: { snapshot: SettingsSnapshot }) {
  const { form, bind, submitRef, onSubmit } = useSavingForm<SettingsInput, Settings>(
    SettingsSchema,
    snapshot.settings,
    'settings',
    { fields: FIELDS, save },
  );
  const {
    reset,
    control,
    formState: { isSubmitting, isDirty },
  } = form;
  const storeOpen = useWatch({ control, name: 'storeOpen' });
  const gstNumber = useWatch({ control, name: 'gstNumber' });
  const saveSettings = useRouteMutation(settingsArea.api.save, {
    refreshes: [settingsArea.api.get],
  });

  async function save(settings: Settings) {
    const saved = await saveSettings.mutateAsync({
      body: { ...settings, revision: snapshot.revision },
    });
    reset(saved.settings);
    showToast({ title: 'Settings saved', description: 'The shop uses them from now on.' });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-6">
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Store</legend>
        <CheckboxField {...bind('storeOpen')} label="Store open for orders" strong />
        <TextAreaField
          {...bind('pausedMessage')}
          label="Message shown while paused"
          help={`${
            storeOpen
              ? 'Shown across the public site only while the store is paused.'
              : 'The store is paused: shoppers see this message on every page.'
          } At most ${String(PAUSED_MESSAGE_MAX_LENGTH)} characters.`}
        />
        <WholeNumberField
          {...bind('lowStockThreshold', { valueAsNumber: true })}
          label="Low-stock level (packs)"
          min={0}
          max={999}
        />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Orders and payment</legend>
        <TextField
          {...bind('orderNotificationEmail')}
          label="Email for new-order notices"
          type="email"
        />
        <WholeNumberField
          {...bind('unpaidTransferDays', { valueAsNumber: true })}
          label="Flag unpaid bank transfers after (days)"
          help="Orders awaiting a transfer for longer stand out in the orders list."
          min={1}
          max={60}
        />
        <WholeNumberField
          {...bind('restockReminderDays', { valueAsNumber: true })}
          label="Restock reminder after (days)"
          help="Shoppers who ticked the box at checkout get one reminder this long after delivery or pickup."
          min={1}
          max={180}
        />
        <TextField
          {...bind('gstNumber')}
          label="GST number"
          help={`8 or 9 digits, like 123-456-789 or 12-345-678. ${gstCheckDigitWarning(gstNumber) ?? ''}`.trim()}
        />
        <TextField
          {...bind('bankAccountName')}
          label="Bank account name"
          help="Shoppers see it with the number, the amount and their order number as the reference. Leave both empty to turn bank transfer off."
        />
        <TextField
          {...bind('bankAccountNumber')}
          label="Bank account number (for bank transfers)"
          help="Bank, branch, account and suffix, like 12-3456-0123456-00 or 12-3456-0123456-000."
        />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">GST return</legend>
        <SelectField
          {...bind('gstPeriodMonths', { setValueAs: Number })}
          label="GST period"
          options={GST_PERIOD_OPTIONS}
        />
        <SelectField
          {...bind('gstPeriodEndMonth', { setValueAs: Number })}
          label="A GST period ends with"
          help="Any month one of your periods ends with, as Inland Revenue set it (often March)."
          options={MONTH_OPTIONS}
        />
        <SelectField
          {...bind('gstBasis')}
          label="Accounting basis"
          help="Payments basis: sales count when the money comes in. Invoice basis: when the order is placed."
          options={GST_BASIS_OPTIONS}
        />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Emails to shoppers</legend>
        <p className="text-sm text-stone-700">
          Each is sent once per order when staff mark it, from the order page or the list.
        </p>
        <CheckboxField
          {...bind('notifyOutForDelivery')}
          label="Email the shopper when their order is out for delivery"
        />
        <CheckboxField
          {...bind('notifyDelivered')}
          label="Email the shopper when their order is delivered"
        />
        <CheckboxField
          {...bind('notifyReadyForPickup')}
          label="Email the shopper when their pickup order is packed and ready to collect"
        />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Accounts (Xero)</legend>
        <p className="text-sm text-stone-700">
          The exports for Xero put each line on these account codes, as your chart of accounts names
          them.
        </p>
        <TextField {...bind('xeroSalesAccount')} label="Sales account code" />
        <TextField {...bind('xeroDeliveryAccount')} label="Delivery fees account code" />
        <TextField {...bind('xeroDiscountAccount')} label="Discounts account code" />
      </fieldset>
      <fieldset className={`${PANEL} grid gap-4`}>
        <legend className="px-1 text-lg font-bold">Newsletters</legend>
        <WholeNumberField
          {...bind('campaignSendRatePerMinute', { valueAsNumber: true })}
          label="Send campaigns at most (emails per minute)"
          help="Keep it within what your mail provider allows; 600 a minute sends 2,000 emails in under 4 minutes."
          min={1}
          max={10000}
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
