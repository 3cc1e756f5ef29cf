import { z } from 'zod';
import { OrderSchema, type Order } from '../../lib/orders/order.ts';
import { OrderDateSchema, PaymentMethodSchema, SlotIdSchema } from '../../lib/orders/request.ts';
import { PromoCodeSchema } from '../../lib/orders/promo.ts';
import { recordCollection, type RecordVersion } from '../blobs/records.ts';

/**
 * How long an order may take to place before the maintenance job treats it as abandoned: far
 * longer than any function may run, so a placement this old belongs to a request that died.
 * A retry of the same idempotency key within it shares the order id (place-order.ts); after it,
 * a retry gets a fresh order id.
 */
export const PLACEMENT_GRACE_MS = 15 * 60 * 1000;

/**
 * How long an abandoned placement is kept: every attempt that shares its order id started
 * within the grace period of the key's claim and ends long before this, so none can take stock
 * or a slot place for that id any more once it is forgotten.
 */
export const ABANDONED_KEPT_MS = 2 * PLACEMENT_GRACE_MS;

/**
 * Where a placement stands. Only `pending` moves, once, by a conditional write on this one
 * record: to `confirmed` by the attempt that is about to write the order (carrying the order,
 * so the order can be written by anyone from then on), or to `abandoned` by whoever gives back
 * what the order took (a failed attempt, or the maintenance job). The two exclude each other,
 * so a give-back never undoes an order another attempt with the same key confirmed.
 */
export const PlacementStateSchema = z.enum(['pending', 'confirmed', 'abandoned']);
export type PlacementState = z.output<typeof PlacementStateSchema>;

/**
 * An order being placed: what it may have taken (stock, a slot place, a promo use), written
 * before it takes anything; removed once a confirmed order is written and announced, or kept
 * as `abandoned` for ABANDONED_KEPT_MS once its holds were given back. One left pending past the
 * grace period means every request for it died half-way; the maintenance job then gives back
 * what it took, or writes and announces the order it confirmed.
 */
export const PlacementSchema = z
  .object({
    orderId: z.uuid(),
    startedAt: z.iso.datetime(),
    paymentMethod: PaymentMethodSchema,
    lines: z.array(z.object({ productId: z.string().min(1), quantity: z.int().positive() })).min(1),
    slot: z.object({ date: OrderDateSchema, slotId: SlotIdSchema }),
    promoCode: PromoCodeSchema.optional(),
    // Placements written before states existed were pending until closed.
    state: PlacementStateSchema.default('pending'),
    /** The order that stands, from the moment the placement is confirmed. */
    order: OrderSchema.optional(),
    abandonedAt: z.iso.datetime().optional(),
    /** When every hold of an abandoned placement was given back (recovery need not). */
    givenBackAt: z.iso.datetime().optional(),
  })
  .refine((placement) => placement.state !== 'confirmed' || placement.order !== undefined, {
    message: 'A confirmed placement carries its order',
  });
export type Placement = z.output<typeof PlacementSchema>;

/** Placements, one per order id: `placements/<orderId>`. Few: orders in flight or just given up. */
export const placements = recordCollection({ prefix: 'placements', schema: PlacementSchema });

/** Raised inside an update when the placement is gone: closed after its order, or forgotten. */
class PlacementGone extends Error {}

/** Moves a placement that is still pending; `gone` when there is none any more. */
async function settle(
  orderId: string,
  next: (pending: Placement) => Placement,
  from?: RecordVersion,
): Promise<Placement | 'gone'> {
  try {
    const saved = await placements.update(
      orderId,
      (current) => {
        if (!current) throw new PlacementGone();
        return current.state === 'pending' ? next(current) : current;
      },
      { from },
    );
    return saved.data;
  } catch (error) {
    if (error instanceof PlacementGone) return 'gone';
    throw error;
  }
}

/**
 * Records that an order is about to take stock, a slot and a promo use, once per order id, and
 * returns the placement as stored: a retry of the same key may find it confirmed or abandoned.
 * `version` is set when this call wrote it, for confirmPlacement.
 */
export async function openPlacement(
  placement: Omit<Placement, 'state' | 'order' | 'abandonedAt' | 'givenBackAt'>,
): Promise<{ placement: Placement; version?: RecordVersion | undefined }> {
  const { record, version } = await placements.createOnceWithVersion(placement.orderId, {
    ...placement,
    state: 'pending',
  });
  return { placement: record, version };
}

/**
 * Confirms the order of a pending placement: gives the order that stands (this one, or the one
 * another attempt with the same key confirmed first), or null when the placement was abandoned
 * (or is gone), in which case no order may be written for this id. `from` is the version
 * openPlacement wrote, if this attempt wrote it.
 */
export async function confirmPlacement(
  orderId: string,
  order: Order,
  from?: RecordVersion,
): Promise<Order | null> {
  // From the version openPlacement wrote: one write, unless another attempt changed it since.
  const settled = await settle(
    orderId,
    (pending) => ({ ...pending, state: 'confirmed', order }),
    from,
  );
  return settled !== 'gone' && settled.state === 'confirmed' ? (settled.order ?? null) : null;
}

/**
 * Abandons a pending placement so its holds may be given back: `abandoned` (by this call or
 * before: give back), `confirmed` (an attempt confirmed the order: give nothing back) or `gone`
 * (closed once its order was announced, or forgotten after its holds were given back).
 */
export async function abandonPlacement(
  orderId: string,
  now: Date,
): Promise<PlacementState | 'gone'> {
  const settled = await settle(orderId, (pending) => ({
    ...pending,
    state: 'abandoned',
    abandonedAt: now.toISOString(),
  }));
  return settled === 'gone' ? settled : settled.state;
}

/** Notes that every hold of an abandoned placement was given back. */
export async function noteGivenBack(orderId: string, now: Date): Promise<void> {
  try {
    await placements.update(orderId, (current) => {
      if (!current) throw new PlacementGone();
      if (current.state !== 'abandoned' || current.givenBackAt) return current;
      return { ...current, givenBackAt: now.toISOString() };
    });
  } catch (error) {
    if (!(error instanceof PlacementGone)) throw error;
  }
}

/** Forgets a placement whose order is written and announced, or whose holds were given back. */
export async function closePlacement(orderId: string): Promise<void> {
  await placements.delete(orderId);
}
