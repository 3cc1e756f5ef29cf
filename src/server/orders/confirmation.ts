import { shopAddressLine } from '../../lib/content/content.ts';
import type { BankDetails } from '../../lib/orders/bank-transfer.ts';
import type { Order } from '../../lib/orders/order.ts';
import { siteConfig } from '../content/content.ts';
import { deliveryZones } from '../delivery/store.ts';
import { readShopSettings } from '../settings.ts';
import { getOrderForShopper } from './orders.ts';

/**
 * The order for /order-confirmation with the bank details to pay it, or null when the id is
 * unknown or the token wrong: the page answers both alike, so nobody learns an order exists.
 */
export async function orderForConfirmation(
  id: string,
  token: string,
): Promise<{ order: Order; bank: BankDetails } | null> {
  if (!id || !token) return null;
  const order = await getOrderForShopper(id, token);
  if (!order) return null;
  const settings = await readShopSettings();
  return {
    order,
    bank: { accountName: settings.bankAccountName, accountNumber: settings.bankAccountNumber },
  };
}

/** Where a pickup order is collected: the pickup point's address, else the kitchen's. */
export async function pickupAddressFor(order: Order): Promise<string> {
  const zone = await deliveryZones.get(order.fulfilment.zone.id);
  if (zone?.pickupAddress) return zone.pickupAddress;
  return shopAddressLine(siteConfig().address);
}
