import {
  findDeliveryZone,
  findPickupZone,
  type AddressArea,
  type Zone,
} from '../../lib/delivery/zones.ts';
import { reusedZones } from './store.ts';

/** The active delivery zone of an address (for placing an order), or null. */
export async function deliveryZoneFor(area: AddressArea): Promise<Zone | null> {
  return findDeliveryZone(await reusedZones.get(undefined), area);
}

/** The pickup point shoppers are offered (first active pickup zone), or null. */
export async function pickupZone(): Promise<Zone | null> {
  return findPickupZone(await reusedZones.get(undefined));
}
