import { z } from 'zod';
import { lowStockAlertEmail } from '../../lib/emails/low-stock-alert.ts';
import { needsRestock } from '../../lib/inventory/stock-status.ts';
import { lowStockThresholdOf } from '../../lib/products/product.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';

/**
 * One record per product that has run low, `low-stock-alerts/<productId>`, created with
 * onlyIfNew by whichever change first took it to its threshold (so the shop gets one email, not
 * one per order) and deleted once it is restocked above the threshold.
 */
export const lowStockAlerts = recordCollection({
  prefix: 'low-stock-alerts',
  schema: z.object({
    productId: z.string().min(1),
    at: z.iso.datetime(),
    available: z.int().nonnegative(),
    threshold: z.int().nonnegative(),
  }),
});

/** What the alert check needs of a product (its own threshold is read when it has one). */
export interface AlertedProduct {
  id: string;
  name: string;
  lowStockThreshold?: number | undefined;
}

/**
 * After a change of a product's available stock: alerts the shop's notification address once
 * when it is at or below its threshold, and clears the alert when a rise takes it above. Costs
 * no Blobs call while stock stays comfortably above the threshold and falls.
 */
export async function followLowStock(
  product: AlertedProduct,
  available: number,
  rose: boolean,
  now = new Date(),
): Promise<void> {
  const settings = await readShopSettings();
  const threshold = lowStockThresholdOf(product, settings.lowStockThreshold);
  if (!needsRestock(available, threshold)) {
    if (rose) await lowStockAlerts.delete(product.id);
    return;
  }
  if (await lowStockAlerts.get(product.id)) return;
  const alert = { productId: product.id, at: now.toISOString(), available, threshold };
  const { created } = await lowStockAlerts.createOnce(product.id, alert);
  if (!created) return;
  const inventoryUrl = `${linkOriginWithoutRequest()}/admin/inventory`;
  await sendMail({
    to: settings.orderNotificationEmail,
    ...lowStockAlertEmail({ name: product.name, available, threshold }, inventoryUrl),
  });
}
