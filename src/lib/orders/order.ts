import { z } from 'zod';
import {
  AddressSchema,
  CustomerSchema,
  GiftSchema,
  IDEMPOTENCY_KEY_PATTERN,
  OrderDateSchema,
  PaymentMethodSchema,
  SlotIdSchema,
  type PlaceOrderRequest,
} from './request.ts';
import { OrderLineSchema, OrderTotalsSchema, orderTotalsOf, type PricedOrder } from './pricing.ts';
import { MailDeliverySchema } from '../emails/mail-delivery.ts';
import { OrderEditRecordSchema } from './order-edit-record.ts';
import { OrderChangeSchema } from './order-changes.ts';
import { OrderMoveSchema } from './order-moves.ts';
import { PromoCodeSchema } from './promo.ts';
import { SHOPPER_NOTICES } from './shopper-notices.ts';
import {
  OrderActorSchema,
  OrderStatusSchema,
  StatusChangeSchema,
  type OrderActor,
} from './status.ts';

/** Order numbers count up from here: CK-10001 is the first order. */
export const FIRST_ORDER_NUMBER = 10001;

/** What an order number looks like, e.g. CK-10042. */
export const ORDER_NUMBER_PATTERN = /^CK-\d{5,}$/;

/** The human order number for a counter value; also the bank-transfer reference. */
export function formatOrderNumber(sequence: number): string {
  return `CK-${sequence}`;
}

/** The zone (or pickup point) whose slot the order booked. */
const BookedZoneSchema = z.object({ id: z.string().min(1).max(100), name: z.string().min(1) });

const bookedSlot = {
  zone: BookedZoneSchema,
  date: OrderDateSchema,
  slotId: SlotIdSchema,
  slotLabel: z.string().min(1).max(100),
};

/** Where and when the order is handed over, with the zone and slot as they were booked. */
export const OrderFulfilmentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('delivery'), address: AddressSchema, ...bookedSlot }),
  z.object({ method: z.literal('pickup'), ...bookedSlot }),
]);
export type OrderFulfilment = z.output<typeof OrderFulfilmentSchema>;

/** How the order is paid; a bank transfer's reference is the order number. */
export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  reference: z.string().regex(ORDER_NUMBER_PATTERN),
  paidAt: z.iso.datetime().optional(),
  stripeSessionId: z.string().min(1).max(255).optional(),
  /** When the shopper left Stripe's page by its cancel link: the session's expiry is theirs. */
  cancelRequestedAt: z.iso.datetime().optional(),
  /** Stripe's payment of a card order, read when it is refunded or shown to staff. */
  paymentIntentId: z.string().min(1).max(255).optional(),
  /** The day a bank transfer reached the shop's account, as staff entered it. */
  receivedOn: OrderDateSchema.optional(),
});

/** A note staff keep on an order; shoppers never see it. */
export const StaffNoteSchema = z.object({
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  text: z.string().min(1).max(1000),
});
export type StaffNote = z.output<typeof StaffNoteSchema>;

/** The emails an order sends, as its timeline lists them. */
export const ORDER_EMAIL_KINDS = [
  'confirmation',
  'new_order_notice',
  'cancellation',
  ...SHOPPER_NOTICES,
  'rescheduled',
  'amount_due',
  'credit_note',
] as const;

/** An email about the order, sent or left in the outbox to retry. */
export const OrderEmailRecordSchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(ORDER_EMAIL_KINDS),
  to: z.string().min(1).max(254),
  actor: OrderActorSchema.optional(),
  /** Whether it left (`sent`) or waits in the outbox; absent on records older than this field. */
  delivery: MailDeliverySchema.optional(),
  /**
   * The claim that sent it once (`<orderId>/<kind>`, or a change's own), so a sender taking an
   * old claim over finds whether it went; absent on records older than this field.
   */
  claim: z.string().min(1).max(200).optional(),
});
export type OrderEmailRecord = z.output<typeof OrderEmailRecordSchema>;

/** What a credit note number looks like, e.g. CN-00001. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{5,}$/;

/** The credit note number for a counter value. */
export function formatCreditNoteNumber(sequence: number): string {
  return `CN-${String(sequence).padStart(5, '0')}`;
}

/** A line of a refund by line: packs of one meal at the order's price, less their discount. */
export const RefundLineSchema = z.object({
  productId: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  quantity: z.int().positive(),
  unitPriceCents: z.int().nonnegative(),
  /** unitPriceCents times quantity. */
  lineTotalCents: z.int().nonnegative(),
});
export type RefundLine = z.output<typeof RefundLineSchema>;

/**
 * Money given back. A card refund is `pending` while Stripe is asked (so two staff cannot refund
 * the same money twice), then `done` with Stripe's refund id, or `failed`; a bank-transfer refund
 * is recorded `done` when staff say they paid it back.
 */
export const RefundSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  amountCents: z.int().positive(),
  method: z.enum(['stripe', 'bank']),
  status: z.enum(['pending', 'done', 'failed']),
  stripeRefundId: z.string().min(1).max(255).optional(),
  reason: z.string().max(500).optional(),
  /** A refund by line: the packs refunded at the order's prices (absent on an amount refund). */
  lines: z.array(RefundLineSchema).optional(),
  /** The part of the delivery fee refunded, in a refund by line. */
  deliveryFeeCents: z.int().nonnegative().optional(),
  /** The share of the order's discount taken off the lines refunded, in a refund by line. */
  discountCents: z.int().nonnegative().optional(),
  /** Staff asked to put the refunded packs back into stock. */
  restock: z.boolean().optional(),
  /** When the packs went back into stock (absent while still to do). */
  restockedAt: z.iso.datetime().optional(),
  /** The credit note issued once the money went back. */
  creditNote: z
    .object({ number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN), at: z.iso.datetime() })
    .optional(),
});
export type Refund = z.output<typeof RefundSchema>;

/** An order as stored under `orders/<id>`. */
export const OrderSchema = z.object({
  id: z.uuid(),
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  accessToken: z.string().regex(/^[\w-]{32,100}$/),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  status: OrderStatusSchema,
  history: z.array(StatusChangeSchema).min(1),
  placedAt: z.iso.datetime(),
  customer: CustomerSchema,
  fulfilment: OrderFulfilmentSchema,
  gift: GiftSchema.nullable(),
  lines: z.array(OrderLineSchema).min(1),
  totals: OrderTotalsSchema,
  promoCode: PromoCodeSchema.nullable(),
  paymentMethod: PaymentMethodSchema,
  notes: z.string().max(500),
  payment: OrderPaymentSchema,
  staffNotes: z.array(StaffNoteSchema).default([]),
  emails: z.array(OrderEmailRecordSchema).default([]),
  refunds: z.array(RefundSchema).default([]),
  /** The shopper asked for a restock reminder after delivery or pickup. */
  restockReminder: z.boolean().default(false),
  /** The link the order came through, e.g. `restock-<orderId>` from a restock reminder. */
  source: z.string().max(100).optional(),
  /** Edits staff made before the order was packed (lines, address, contact details). */
  edits: z.array(OrderEditRecordSchema).default([]),
  /** Moves to another date, slot or way of handing over, oldest first (reschedule). */
  moves: z.array(OrderMoveSchema).default([]),
  /** The standing order that made this order, and the delivery date it was due on. */
  standingOrder: z.object({ id: z.uuid(), dueDate: OrderDateSchema }).optional(),
  /** Changes made through the one door (server/orders/order-changes.ts), oldest first. */
  changes: z.array(OrderChangeSchema).default([]),
});
export type Order = z.output<typeof OrderSchema>;

/**
 * The order as staff see it: everything but the shopper's confirmation-page token and the door's
 * own record of changes (what they did shows in the history, edits, moves, refunds and notes).
 */
export const AdminOrderViewSchema = OrderSchema.omit({ accessToken: true, changes: true });
export type AdminOrderView = z.output<typeof AdminOrderViewSchema>;

/** Drops the access token from an order for the admin API. */
export function adminOrderView(order: Order): AdminOrderView {
  return AdminOrderViewSchema.parse(order);
}

/** Who places every order: the checkout itself. */
export const CHECKOUT_ACTOR: OrderActor = { kind: 'system', id: 'checkout', name: 'Checkout' };

/** The maintenance job, which gives back what abandoned checkouts and payments held. */
export const MAINTENANCE_ACTOR: OrderActor = {
  kind: 'system',
  id: 'maintenance',
  name: 'Maintenance job',
};

/** The shopper, who may cancel their own unpaid card order (never anyone else's). */
export const SHOPPER_ACTOR: OrderActor = { kind: 'shopper', id: 'shopper', name: 'Shopper' };

/** What the server decided about a request before writing the order. */
export interface OrderDraft {
  identity: { id: string; number: string; accessToken: string };
  request: PlaceOrderRequest;
  priced: PricedOrder;
  /** The zone the address fell in, or the pickup point, whose slot was booked. */
  zone: { id: string; name: string };
  slotLabel: string;
  placedAt: Date;
  /** An order the standing-order job makes: its standing order and the date it was due on. */
  standingOrder?: { id: string; dueDate: string } | undefined;
}

/** Assembles the order record, awaiting payment, from a checked and priced request. */
export function buildOrder(draft: OrderDraft): Order {
  const { identity, request, priced, zone, slotLabel, placedAt } = draft;
  const booked = {
    zone,
    date: request.fulfilment.date,
    slotId: request.fulfilment.slotId,
    slotLabel,
  };
  const fulfilment: OrderFulfilment =
    request.fulfilment.method === 'delivery'
      ? { method: 'delivery', address: request.fulfilment.address, ...booked }
      : { method: 'pickup', ...booked };
  return OrderSchema.parse({
    ...identity,
    idempotencyKey: request.idempotencyKey,
    status: 'awaiting_payment',
    history: [
      { from: null, to: 'awaiting_payment', at: placedAt.toISOString(), actor: CHECKOUT_ACTOR },
    ],
    placedAt: placedAt.toISOString(),
    customer: request.customer,
    fulfilment,
    gift: request.gift ?? null,
    lines: priced.lines,
    totals: orderTotalsOf(priced),
    promoCode: priced.promo?.code ?? null,
    paymentMethod: request.paymentMethod,
    notes: request.notes,
    payment: { method: request.paymentMethod, reference: identity.number },
    restockReminder: request.restockReminder,
    ...(request.source && { source: request.source }),
    // A standing order's first order: the standing order takes this order's id.
    ...(request.standing && {
      standingOrder: { id: identity.id, dueDate: request.fulfilment.date },
    }),
    ...(draft.standingOrder && { standingOrder: draft.standingOrder }),
  });
}
