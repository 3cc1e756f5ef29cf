import { z } from 'zod';

/** Every state an order can be in; TRANSITIONS below says which may follow which. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'packed',
  'out_for_delivery',
  'delivered',
  'collected',
  'cancelled',
  'refunded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Choose an order status' });
export type OrderStatus = z.output<typeof OrderStatusSchema>;

/** What staff read for each state. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Who changed an order: a staff member, the system (checkout, Stripe, a timer) or the shopper. */
export const OrderActorSchema = z.object({
  kind: z.enum(['staff', 'system', 'shopper']),
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
});
export type OrderActor = z.output<typeof OrderActorSchema>;

/** One entry of an order's history; `from` is null for the order being placed. */
export const StatusChangeSchema = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  note: z.string().max(500).optional(),
  /** Who the stock history names for packs this move gave back, when not the actor's side. */
  movedBy: OrderActorSchema.optional(),
});
export type StatusChange = z.output<typeof StatusChangeSchema>;

type Method = 'delivery' | 'pickup';

/** What the state machine needs of an order. */
export interface OrderState {
  status: OrderStatus;
  fulfilment: { method: Method };
  history: readonly StatusChange[];
}

interface Rule {
  methods: readonly Method[];
  /** Only for orders that were paid at some point (refunding a cancelled order). */
  onlyIfPaid?: true;
}

const BOTH: readonly Method[] = ['delivery', 'pickup'];

/**
 * The allowed moves. Delivery: awaiting_payment → paid → packed → out_for_delivery → delivered;
 * pickup: paid → packed → collected. A failed delivery goes back to packed. Cancelling is
 * possible until the goods leave (awaiting_payment, paid, packed); money taken is returned by
 * refunding, from any state after payment, and from cancelled if the order had been paid.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, Rule>>>> = {
  awaiting_payment: { paid: { methods: BOTH }, cancelled: { methods: BOTH } },
  paid: { packed: { methods: BOTH }, cancelled: { methods: BOTH }, refunded: { methods: BOTH } },
  packed: {
    out_for_delivery: { methods: ['delivery'] },
    collected: { methods: ['pickup'] },
    cancelled: { methods: BOTH },
    refunded: { methods: BOTH },
  },
  out_for_delivery: {
    delivered: { methods: ['delivery'] },
    packed: { methods: ['delivery'] },
    refunded: { methods: ['delivery'] },
  },
  delivered: { refunded: { methods: ['delivery'] } },
  collected: { refunded: { methods: ['pickup'] } },
  cancelled: { refunded: { methods: BOTH, onlyIfPaid: true } },
  refunded: {},
};

/** Whether the order was ever marked paid. */
export function wasPaid(order: Pick<OrderState, 'history'>): boolean {
  return order.history.some((change) => change.to === 'paid');
}

/** Why a move is refused, or null when it is allowed. */
function refusal(order: OrderState, to: OrderStatus): string | null {
  const from = order.status;
  if (from === to) return `The order is already ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
  const rule = TRANSITIONS[from][to];
  const move = `from ${ORDER_STATUS_LABELS[from].toLowerCase()} to ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
  if (!rule) return `An order cannot go ${move}.`;
  if (!rule.methods.includes(order.fulfilment.method)) {
    return `A ${order.fulfilment.method} order cannot go ${move}.`;
  }
  if (rule.onlyIfPaid && !wasPaid(order)) {
    return 'This order was never paid, so there is nothing to refund.';
  }
  return null;
}

/** The states an order may move to next, for the admin screen's buttons. */
export function nextStatuses(order: OrderState): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => refusal(order, to) === null);
}

/** A refused move, typed so callers can answer 409 with its message. */
export interface IllegalTransition {
  code: 'illegal_transition';
  from: OrderStatus;
  to: OrderStatus;
  message: string;
}

/** The result of trying a move. */
export type TransitionResult<O> = { ok: true; order: O } | { ok: false; error: IllegalTransition };

/** Moves an order to `to`, returning a new order with the change added to its history. */
export function transition<O extends OrderState>(
  order: O,
  to: OrderStatus,
  change: {
    actor: OrderActor;
    at: Date;
    note?: string | undefined;
    movedBy?: OrderActor | undefined;
  },
): TransitionResult<O> {
  const message = refusal(order, to);
  if (message !== null) {
    return { ok: false, error: { code: 'illegal_transition', from: order.status, to, message } };
  }
  const entry: StatusChange = {
    from: order.status,
    to,
    at: change.at.toISOString(),
    actor: change.actor,
    ...(change.note ? { note: change.note } : {}),
    ...(change.movedBy ? { movedBy: change.movedBy } : {}),
  };
  return { ok: true, order: { ...order, status: to, history: [...order.history, entry] } };
}

/**
 * What a move does to the stock and the slot an order holds. `give_back`: cancelled, or
 * refunded before the goods left, so stock, slot (and a limited promo use) return to the shop.
 * `goods_gone`: the goods left the shop (delivered, collected, or refunded after they left), so
 * the hold is settled for good. `none`: nothing changes.
 */
export type HoldEffect = 'give_back' | 'goods_gone' | 'none';

/** The effect of a move from `from` to `to` on stock and slot (see HoldEffect). */
export function holdEffectOf(from: OrderStatus, to: OrderStatus): HoldEffect {
  if (to === 'cancelled') return 'give_back';
  if (to === 'delivered' || to === 'collected') return 'goods_gone';
  if (to !== 'refunded') return 'none';
  if (from === 'paid' || from === 'packed' || from === 'awaiting_payment') return 'give_back';
  if (from === 'cancelled' || from === 'refunded') return 'none';
  return 'goods_gone';
}
