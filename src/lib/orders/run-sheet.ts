import { z } from 'zod';
import { addressLine } from './address.ts';
import { compareSlots } from './dispatch.ts';
import { packedPacksOf } from './packed-lines.ts';
import type { Order } from './order.ts';
import { PrintedGiftSchema } from './request.ts';
import { OrderStatusSchema, type OrderStatus } from './status.ts';

/** A street line taken apart for sorting: "2/14A Ocean View Rd" → unit 2, 14, a, Ocean View Rd. */
export interface StreetKey {
  street: string;
  number: number | null;
  suffix: string;
  unit: string;
}

const UNIT_PREFIX = /^(?:unit|flat|apartment|apt|suite)\s*([\w-]+)\s*[,/]?\s*/i;
// An optional "2/" unit, the street number with an optional letter ("14A"), then the street.
const NUMBERED_STREET = /^(?:(\w+)\s*\/\s*)?(\d+)([a-z])?(?=[\s,]|$)[\s,]*(.*)$/i;

/**
 * The parts of an address line the van's order follows. Handles unit numbers ("2/14",
 * "Flat 3, 22 Main St"), letters ("14A"), rural numbers on highways ("1234 State Highway 2")
 * and lines without a number ("RD 2", "Main Road"), whose number is null.
 */
export function streetKeyOf(line: string): StreetKey {
  let rest = line.trim().replace(/\s+/g, ' ');
  let unit = '';
  const unitPrefix = UNIT_PREFIX.exec(rest);
  if (unitPrefix?.[1]) {
    unit = unitPrefix[1];
    rest = rest.slice(unitPrefix[0].length);
  }
  const numbered = NUMBERED_STREET.exec(rest);
  if (numbered?.[2] && numbered[4]) {
    return {
      street: numbered[4],
      number: Number(numbered[2]),
      suffix: (numbered[3] ?? '').toLowerCase(),
      unit: numbered[1] ?? unit,
    };
  }
  return { street: rest, number: null, suffix: '', unit };
}

// Base sensitivity: "pāpāmoa" and "Papamoa" are one suburb; numeric: "Highway 2" before "29".
const addressCollator = new Intl.Collator('en-NZ', { sensitivity: 'base', numeric: true });

/** What the stop order needs of an address. */
export interface SortableAddress {
  line1: string;
  suburb: string;
}

/**
 * The van's order of two addresses: by suburb, then street name, then street number (lines
 * without one after those with), then its letter, then the unit. Case and macrons are ignored.
 */
export function compareAddresses(a: SortableAddress, b: SortableAddress): number {
  const keyA = streetKeyOf(a.line1);
  const keyB = streetKeyOf(b.line1);
  return (
    addressCollator.compare(a.suburb.trim(), b.suburb.trim()) ||
    addressCollator.compare(keyA.street, keyB.street) ||
    (keyA.number ?? Number.MAX_SAFE_INTEGER) - (keyB.number ?? Number.MAX_SAFE_INTEGER) ||
    addressCollator.compare(keyA.suffix, keyB.suffix) ||
    addressCollator.compare(keyA.unit, keyB.unit)
  );
}

/** A Google Maps search for an address, which phones open in their maps app. */
export function mapsUrlFor(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, New Zealand`)}`;
}

/** One stop of the run sheet: who, where, what to hand over and what to know. */
export const RunStopSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  status: OrderStatusSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  suburb: z.string(),
  mapsUrl: z.url(),
  /** Packs to take to the door: refunded packs put back into stock are not counted. */
  packs: z.int().nonnegative(),
  gift: PrintedGiftSchema.nullable(),
  /** The shopper's delivery notes. */
  notes: z.string(),
  /** The order's internal notes from staff, oldest first, for the driver's eyes only. */
  staffNotes: z.array(z.string()),
});
export type RunStop = z.output<typeof RunStopSchema>;

/** GET /api/admin/run-sheet: a day's delivery stops of one zone (or all), slot by slot. */
export const RunSheetSchema = z.object({
  date: z.iso.date(),
  zone: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The delivery zones with stops that day, for choosing one. */
  zones: z.array(z.object({ id: z.string(), name: z.string(), stops: z.int().positive() })),
  slots: z.array(
    z.object({
      slotId: z.string(),
      slotLabel: z.string(),
      zoneName: z.string(),
      stops: z.array(RunStopSchema),
    }),
  ),
});
export type RunSheet = z.output<typeof RunSheetSchema>;

type DeliveryOrder = Omit<Order, 'accessToken' | 'changes' | 'fulfilment'> & {
  fulfilment: Extract<Order['fulfilment'], { method: 'delivery' }>;
};

/** One order as a stop. */
export function runStopOf(order: DeliveryOrder): RunStop {
  const { address } = order.fulfilment;
  const line = addressLine(address);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    name: order.customer.name,
    phone: order.customer.phone,
    address: line,
    suburb: address.suburb,
    mapsUrl: mapsUrlFor(line),
    packs: packedPacksOf(order),
    gift: order.gift
      ? {
          recipientName: order.gift.recipientName,
          ...(order.gift.recipientPhone ? { recipientPhone: order.gift.recipientPhone } : {}),
          message: order.gift.message,
        }
      : null,
    notes: order.notes,
    staffNotes: order.staffNotes.map((note) => note.text),
  };
}

/** The states of an order the van still has to take to the door. */
const STOP_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'awaiting_payment',
  'paid',
  'packed',
  'out_for_delivery',
]);

/**
 * Whether an order is still a stop: not yet delivered and not cancelled or refunded (nor
 * collected). Awaiting payment stays on, like the rest of the day's work (isDayWork), and the
 * sheet warns about it.
 */
export function isStopToMake(order: { status: OrderStatus }): boolean {
  return STOP_STATUSES.has(order.status);
}

function isDelivery(order: Omit<Order, 'accessToken' | 'changes'>): order is DeliveryOrder {
  return order.fulfilment.method === 'delivery';
}

/** The van order of delivery orders: slot, then address, then order number. */
export function compareStops(a: DeliveryOrder, b: DeliveryOrder): number {
  return (
    compareSlots(a.fulfilment, b.fulfilment) ||
    compareAddresses(a.fulfilment.address, b.fulfilment.address) ||
    a.number.localeCompare(b.number, 'en-NZ', { numeric: true })
  );
}

/**
 * The run sheet of `date` for the zone `zoneId` (every zone when null): the day's delivery
 * orders still to take to the door (isStopToMake) in slot order, each slot's stops by suburb,
 * street and number.
 */
export function buildRunSheet(
  date: string,
  zoneId: string | null,
  orders: readonly Omit<Order, 'accessToken' | 'changes'>[],
): RunSheet {
  const deliveries = orders.filter(isDelivery).filter(isStopToMake);
  const zones = new Map<string, { id: string; name: string; stops: number }>();
  for (const { fulfilment } of deliveries) {
    const zone = zones.get(fulfilment.zone.id) ?? { ...fulfilment.zone, stops: 0 };
    zone.stops += 1;
    zones.set(zone.id, zone);
  }
  const slots: RunSheet['slots'] = [];
  for (const order of deliveries
    .filter((order) => zoneId === null || order.fulfilment.zone.id === zoneId)
    .sort(compareStops)) {
    const { slotId, slotLabel, zone } = order.fulfilment;
    let slot = slots.at(-1);
    if (slot?.slotId !== slotId || slot.zoneName !== zone.name) {
      slot = { slotId, slotLabel, zoneName: zone.name, stops: [] };
      slots.push(slot);
    }
    slot.stops.push(runStopOf(order));
  }
  const chosen = zoneId === null ? null : (zones.get(zoneId) ?? null);
  return {
    date,
    zone: chosen && { id: chosen.id, name: chosen.name },
    zones: [...zones.values()].sort((a, b) => addressCollator.compare(a.name, b.name)),
    slots,
  };
}
