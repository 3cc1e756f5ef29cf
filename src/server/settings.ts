import { settingsArea, type SettingsSnapshot } from '../lib/admin/areas/settings.ts';
import { bankAccountSet } from '../lib/checkout/payment-methods.ts';
import {
  DEFAULT_RESTOCK_REMINDER_DAYS,
  DEFAULT_CAMPAIGN_SEND_RATE_PER_MINUTE,
  DEFAULT_UNPAID_TRANSFER_DAYS,
  DEFAULT_XERO_ACCOUNT_CODES,
  SettingsSchema,
  type Settings,
} from '../lib/forms/settings.ts';
import { auditedUpdate, type Actor } from './audit.ts';
import { reusedRead } from './blobs/instance-reuse.ts';
import { recordCollection } from './blobs/records.ts';
import { purgeStoreStatusCache } from './http/cdn-cache.ts';
import type { StoreStatus } from '../lib/public-api/site.ts';
import { siteConfig } from './content/content.ts';
import { HttpError } from './http/errors.ts';

/** The one shared settings document, `settings/shop`, changed only through update(). */
const SETTINGS_ID = 'shop';
const settingsDocuments = recordCollection({
  prefix: 'settings',
  schema: SettingsSchema,
  afterWrite: () => {
    settingsInForce.forget();
  },
});

/** What applies before an admin first saves the settings: open, nothing set that needs a person. */
export function defaultShopSettings(): Settings {
  return {
    orderNotificationEmail: siteConfig().email,
    gstNumber: '',
    bankAccountName: '',
    bankAccountNumber: '',
    storeOpen: true,
    pausedMessage: '',
    lowStockThreshold: 5,
    unpaidTransferDays: DEFAULT_UNPAID_TRANSFER_DAYS,
    restockReminderDays: DEFAULT_RESTOCK_REMINDER_DAYS,
    campaignSendRatePerMinute: DEFAULT_CAMPAIGN_SEND_RATE_PER_MINUTE,
    xeroSalesAccount: DEFAULT_XERO_ACCOUNT_CODES.sales,
    xeroDeliveryAccount: DEFAULT_XERO_ACCOUNT_CODES.delivery,
    xeroDiscountAccount: DEFAULT_XERO_ACCOUNT_CODES.discounts,
    notifyOutForDelivery: true,
    notifyDelivered: true,
    notifyReadyForPickup: true,
    gstPeriodMonths: 2,
    gstPeriodEndMonth: 3,
    gstBasis: 'payments',
  };
}

/** The settings as the admin form reads them. */
export async function readSettingsSnapshot(): Promise<SettingsSnapshot> {
  const stored = await settingsDocuments.getRevisioned(SETTINGS_ID);
  if (!stored) return { settings: defaultShopSettings(), revision: 0, updatedAt: null };
  return { settings: stored.data, revision: stored.revision, updatedAt: stored.updatedAt };
}

/**
 * The settings in force, for server code: checkout refuses orders while `storeOpen` is false,
 * shows the bank account for transfers and mails new orders to `orderNotificationEmail`.
 */
export async function readShopSettings(): Promise<Settings> {
  return settingsInForce.get(undefined);
}

/** The settings in force, reused by an instance for 5 s: a pause takes effect within seconds. */
const settingsInForce = reusedRead(async () => (await readSettingsSnapshot()).settings, 5_000);

/** The public store status; the message is empty while the store is open. */
export async function readStoreStatus(): Promise<StoreStatus> {
  const { storeOpen, pausedMessage } = await readShopSettings();
  return { open: storeOpen, message: storeOpen ? '' : pausedMessage };
}

/** Answered when another admin saved the settings after this editor loaded them. */
export const STALE_SETTINGS_MESSAGE =
  'Someone else saved the settings after you opened them. Reload to see their changes, then save again.';

/**
 * Saves the settings an admin edited, whole. With `expectedRevision` (what their form loaded)
 * a save made by someone else in between is refused with 409 instead of being overwritten.
 * Audit-logged with before and after; the cached public store status is purged when it changed.
 */
export async function saveShopSettings(
  actor: Actor,
  settings: Settings,
  expectedRevision?: number,
): Promise<SettingsSnapshot> {
  let before = defaultShopSettings();
  const saved = await auditedUpdate(
    settingsDocuments,
    SETTINGS_ID,
    (current, revision) => {
      if (expectedRevision !== undefined && expectedRevision !== revision) {
        throw new HttpError(409, STALE_SETTINGS_MESSAGE, {
          details: { reason: settingsArea.refusals.stale },
        });
      }
      before = current ?? defaultShopSettings();
      return settings;
    },
    { actor, action: 'settings.update', view: (record) => record ?? defaultShopSettings() },
  );
  const statusBefore = { open: before.storeOpen, message: before.pausedMessage };
  if (
    statusBefore.open !== saved.data.storeOpen ||
    statusBefore.message !== saved.data.pausedMessage
  ) {
    await purgeStoreStatusCache();
  }
  return { settings: saved.data, revision: saved.revision, updatedAt: saved.updatedAt };
}

/**
 * Sets the bank account only while the settings hold none (in one conditional update, so an
 * account staff save meanwhile is never overwritten). Tells whether it was set.
 */
export async function setBankAccountIfUnset(
  actor: Actor,
  account: Pick<Settings, 'bankAccountName' | 'bankAccountNumber'>,
): Promise<boolean> {
  let set = false;
  await auditedUpdate(
    settingsDocuments,
    SETTINGS_ID,
    (current) => {
      const settings = current ?? defaultShopSettings();
      set = !bankAccountSet(settings);
      return set ? { ...settings, ...account } : settings;
    },
    { actor, action: 'settings.update', view: (record) => record ?? defaultShopSettings() },
  );
  return set;
}
