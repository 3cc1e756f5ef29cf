// The making of one delivery of a standing order, kept under `standing-order-makes/<id>/<date>`:
// a short lease (so only one job process works on it at a time, and a process that died is
// taken over once its lease runs out), the request it is placing (so every process places the
// very same request under the same idempotency key), and what came of it.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CalendarDateSchema } from '../../lib/delivery/slots.ts';
import { PlaceOrderRequestSchema, type PlaceOrderRequest } from '../../lib/orders/request.ts';
import { recordCollection } from '../blobs/records.ts';

/**
 * How long one process may work on a delivery before another takes it over, from the run's
 * start (the job's clock): just beyond the 30 s Netlify lets a scheduled run live, and its store
 * work stops at 27 s (standing-orders.mts), so a holder has always stopped when its lease ends,
 * and a run killed at any point leaves a lease the next run (5 minutes on, or one the scheduler
 * starts sooner) can take.
 */
export const MAKE_LEASE_MS = 35_000;

/** One delivery being made, or made. */
export const StandingMakeSchema = z.object({
  standingOrderId: z.uuid(),
  date: CalendarDateSchema,
  /** Each attempt has its own idempotency key: a move or a cut-down is a new attempt. */
  attempt: z.int().positive(),
  lease: z.object({ id: z.string(), until: z.iso.datetime() }).optional(),
  /** The request of this attempt; absent until the holder of the lease decided it. */
  request: z.unknown().optional(),
  /** What the shopper is told if this attempt is made: moved, cut down. */
  change: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('moved'), toDate: CalendarDateSchema, reason: z.string() }),
      z.object({ kind: z.literal('reduced'), left: z.array(z.string()) }),
    ])
    .optional(),
  outcome: z
    .object({
      kind: z.enum(['made', 'skipped', 'failed']),
      orderId: z.uuid().optional(),
      note: z.string().max(500).optional(),
    })
    .optional(),
  /** When everything after the outcome (emails, charge, the standing order moved on) was done. */
  finishedAt: z.iso.datetime().optional(),
});
export type StandingMake = z.output<typeof StandingMakeSchema>;

/** `standing-order-makes/<standing order id>/<date>`. */
export const standingMakes = recordCollection({
  prefix: 'standing-order-makes',
  schema: StandingMakeSchema,
});

const makeId = (standingOrderId: string, date: string) => `${standingOrderId}/${date}`;

/** The stored request of an attempt, parsed again (the schema's transforms are idempotent). */
export function requestOf(make: StandingMake): PlaceOrderRequest | null {
  if (make.request === undefined) return null;
  return PlaceOrderRequestSchema.parse(make.request);
}

/**
 * Takes the lease on a delivery for `now` + MAKE_LEASE_MS, or null when another process holds
 * it (or the delivery is finished). A lease that ran out is taken over.
 */
export async function takeMakeLease(
  standingOrderId: string,
  date: string,
  now: Date,
): Promise<{ make: StandingMake; leaseId: string } | null> {
  const leaseId = randomUUID();
  const state = { taken: false };
  const saved = await standingMakes.update(makeId(standingOrderId, date), (current) => {
    state.taken = false;
    if (current?.finishedAt) return current;
    if (current?.lease && Date.parse(current.lease.until) > now.getTime()) return current;
    state.taken = true;
    const until = new Date(now.getTime() + MAKE_LEASE_MS).toISOString();
    return { ...(current ?? { standingOrderId, date, attempt: 1 }), lease: { id: leaseId, until } };
  });
  return state.taken ? { make: saved.data, leaseId } : null;
}

/** Raised when the lease was lost to another process: this one stops working on the delivery. */
export class LeaseLostError extends Error {
  constructor(id: string) {
    super(`The lease on standing order delivery ${id} was taken over`);
    this.name = 'LeaseLostError';
  }
}

/** Changes the delivery's record while this process still holds its lease. */
export async function changeMake(
  standingOrderId: string,
  date: string,
  leaseId: string,
  change: (current: StandingMake) => StandingMake,
): Promise<StandingMake> {
  const id = makeId(standingOrderId, date);
  const saved = await standingMakes.update(id, (current) => {
    if (current?.lease?.id !== leaseId) throw new LeaseLostError(id);
    return change(current);
  });
  return saved.data;
}

/** The delivery's record as it is. */
export function getMake(standingOrderId: string, date: string): Promise<StandingMake | null> {
  return standingMakes.get(makeId(standingOrderId, date));
}
