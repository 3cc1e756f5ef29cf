import { z } from 'zod';
import { normaliseBankAccountNumber, normaliseGstNumber } from '../nz-numbers.ts';
import { GstSettingsSchema } from '../accounts/gst-period.ts';
import { emailField } from './email.ts';
import { multiLineField, oneLineField } from './plain-text.ts';

/** Longest message shoppers see while the store is paused (a text message's worth). */
export const PAUSED_MESSAGE_MAX_LENGTH = 280;

/** Campaign emails sent per minute at most, until an admin sets another number. */
export const DEFAULT_CAMPAIGN_SEND_RATE_PER_MINUTE = 600;
const CAMPAIGN_RATE_MESSAGE = 'Enter a whole number of emails per minute from 1 to 10000';

/** Days after which an unpaid bank transfer stands out, until an admin sets another number. */
export const DEFAULT_UNPAID_TRANSFER_DAYS = 3;

/** Days after delivery or pickup that a shopper who asked gets a restock reminder. */
export const DEFAULT_RESTOCK_REMINDER_DAYS = 21;

/** The Xero account codes sales, delivery fees and discounts go to, until an admin sets others. */
export const DEFAULT_XERO_ACCOUNT_CODES = {
  sales: '200',
  delivery: '200',
  discounts: '200',
} as const;
const ACCOUNT_CODE_MESSAGE =
  'Enter the account code as Xero shows it: up to 10 letters or digits, like 200';

/**
 * An account code of the shop's Xero chart of accounts: letters and digits (a dash or dot
 * inside), so it goes into the export's CSV as it is and no spreadsheet reads it as a formula.
 */
function accountCodeField(fallback: string) {
  return z
    .string({ error: ACCOUNT_CODE_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,8}[A-Za-z0-9])?$/, ACCOUNT_CODE_MESSAGE)
    .default(fallback);
}

/** An optional NZ number: '' means "not set yet"; anything else must normalise. */
function optionalNumberField(normalise: (typed: string) => string | null, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(40, invalid)
    .transform((typed, ctx) => {
      if (typed === '') return '';
      const normalised = normalise(typed);
      if (normalised === null) ctx.addIssue({ code: 'custom', message: invalid });
      return normalised ?? typed;
    });
}

/** A shopper notice's switch; settings saved before the switch existed have it on. */
const shopperNoticeSwitch = z.boolean({ error: 'Choose whether this email is sent' }).default(true);

/** The settings fields one by one, without the rules that tie two fields together. */
export const SettingsFieldsSchema = z.object({
  orderNotificationEmail: emailField({
    required: 'Enter the email address that new orders are sent to',
    invalid: 'Enter a valid email address, like orders@example.co.nz',
  }),
  gstNumber: optionalNumberField(
    normaliseGstNumber,
    'Enter a valid GST number: 8 or 9 digits, like 123-456-789',
  ),
  bankAccountName: z
    .string({ error: 'Enter the name on the bank account' })
    .trim()
    .max(100, 'Use at most 100 characters for the account name'),
  bankAccountNumber: optionalNumberField(
    normaliseBankAccountNumber,
    'Enter the account number as bank (2 digits), branch (4), account (7) and suffix (2 or 3), like 12-3456-0123456-00',
  ),
  storeOpen: z.boolean({ error: 'Choose whether the store is open or paused' }),
  pausedMessage: z
    .string({ error: 'Enter the message shoppers see while the store is paused' })
    .trim()
    .max(
      PAUSED_MESSAGE_MAX_LENGTH,
      `Use at most ${PAUSED_MESSAGE_MAX_LENGTH} characters for the paused message`,
    ),
  lowStockThreshold: z
    .int({ error: 'Enter a whole number from 0 to 999' })
    .min(0, 'Enter a whole number from 0 to 999')
    .max(999, 'Enter a whole number from 0 to 999'),
  /** Unpaid bank transfers placed more than this many days ago stand out in the orders list. */
  unpaidTransferDays: z
    .int({ error: 'Enter a whole number of days from 1 to 60' })
    .min(1, 'Enter a whole number of days from 1 to 60')
    .max(60, 'Enter a whole number of days from 1 to 60')
    .default(DEFAULT_UNPAID_TRANSFER_DAYS),
  /** A restock reminder goes this many days after the order is delivered or collected. */
  restockReminderDays: z
    .int({ error: 'Enter a whole number of days from 1 to 180' })
    .min(1, 'Enter a whole number of days from 1 to 180')
    .max(180, 'Enter a whole number of days from 1 to 180')
    .default(DEFAULT_RESTOCK_REMINDER_DAYS),
  /** Newsletter campaigns go out at most this fast (what the mail provider allows). */
  campaignSendRatePerMinute: z
    .int({ error: CAMPAIGN_RATE_MESSAGE })
    .min(1, CAMPAIGN_RATE_MESSAGE)
    .max(10_000, CAMPAIGN_RATE_MESSAGE)
    .default(DEFAULT_CAMPAIGN_SEND_RATE_PER_MINUTE),
  /** Xero account code of the goods sold, on every invoice and credit note line of goods. */
  xeroSalesAccount: accountCodeField(DEFAULT_XERO_ACCOUNT_CODES.sales),
  /** Xero account code of delivery fees. */
  xeroDeliveryAccount: accountCodeField(DEFAULT_XERO_ACCOUNT_CODES.delivery),
  /** Xero account code of discounts (promo codes), a line of their own taken off the sale. */
  xeroDiscountAccount: accountCodeField(DEFAULT_XERO_ACCOUNT_CODES.discounts),
  /** Email the shopper when their order leaves for delivery (on unless an admin turns it off). */
  notifyOutForDelivery: shopperNoticeSwitch,
  /** Email the shopper when their order is marked delivered. */
  notifyDelivered: shopperNoticeSwitch,
  /** Email the shopper when their pickup order is packed and ready to collect. */
  notifyReadyForPickup: shopperNoticeSwitch,
  /** The GST return's period (length and the month one ends with) and its basis. */
  ...GstSettingsSchema.shape,
});

type SettingsFields = z.output<typeof SettingsFieldsSchema>;

/** Rules across fields: a paused store says why, and bank details come as name and number. */
export function checkSettingsTogether(settings: SettingsFields, ctx: z.RefinementCtx): void {
  if (!settings.storeOpen && settings.pausedMessage === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['pausedMessage'],
      message: 'Enter the message shoppers see while the store is paused',
    });
  }
  if (settings.bankAccountNumber !== '' && settings.bankAccountName === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['bankAccountName'],
      message: 'Enter the name on the bank account',
    });
  }
  if (settings.bankAccountName !== '' && settings.bankAccountNumber === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['bankAccountNumber'],
      message: 'Enter the bank account number too',
    });
  }
}

/**
 * The shop's settings, flat so the admin form maps one field to one input. Empty
 * `gstNumber`, `bankAccountName` and `bankAccountNumber` mean "not set yet"; set ones are
 * normalised (GST 123-456-789, bank 12-3456-0123456-00).
 */
export const SettingsSchema = SettingsFieldsSchema.superRefine(checkSettingsTogether);
export type Settings = z.output<typeof SettingsSchema>;

/**
 * PUT /api/admin/settings: the whole settings, and the revision the editor started from. Text
 * staff type is checked for control characters on the way in (stored settings load as saved).
 */
export const SettingsUpdateRequestSchema = SettingsFieldsSchema.extend({
  bankAccountName: oneLineField(SettingsFieldsSchema.shape.bankAccountName),
  pausedMessage: multiLineField(SettingsFieldsSchema.shape.pausedMessage),
  revision: z.int({ error: 'Reload the settings and try again' }).nonnegative().optional(),
}).superRefine(checkSettingsTogether);
