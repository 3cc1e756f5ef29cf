import {
  findDeliveryZone,
  findPickupZone,
  type AddressArea,
  type Zone,
} from '../../lib/delivery/zones.ts';
import { deliveryZones } from './store.ts';

/** The active delivery zone of an address, read from Blobs (for placing an order), or null. */
export async function deliveryZoneFor(area: AddressArea): Promise<Zone | null> {
  return findDeliveryZone(await deliveryZones.list(), area);
}

/** The pickup point shoppers are offered (first active pickup zone), read from Blobs, or null. */
export async function pickupZone(): Promise<Zone | null> {
  return findPickupZone(await deliveryZones.list());
}
