import { paymentsApi, type WebhookOutcome } from '../../lib/public-api/payments.ts';
import Stripe from 'stripe';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { publicOrigin, readTextBody } from '../http/request.ts';
import {
  onCardPaymentCompleted,
  onCardPaymentExpired,
  onCardSaved,
  type AfterAnswer,
} from './payment-events.ts';
import {
  cardOfSetupIntent,
  SetupIntentWithoutCardError,
  STANDING_ORDER_METADATA,
} from './saved-cards.ts';

/** A Stripe event the shop acted on; its key `stripe-events/<eventId>` makes acting happen once. */
export const StripeEventRecordSchema = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  orderId: z.string().min(1),
  sessionId: z.string().min(1),
  receivedAt: z.iso.datetime(),
  status: z.enum(['processing', 'handled']),
  handledAt: z.iso.datetime().nullable(),
});
export type StripeEventRecord = z.output<typeof StripeEventRecordSchema>;

/** Stripe events the shop acted on, one key per event id. */
export const stripeEvents = recordCollection({
  prefix: 'stripe-events',
  schema: StripeEventRecordSchema,
});

/** What the webhook did with an event, as it answers Stripe (visible in Stripe's dashboard). */
export type { WebhookOutcome };

/** The webhook's answer less `received`: the outcome, and why when the event was ignored. */
export type WebhookReceipt = Omit<
  z.output<typeof paymentsApi.api.stripeWebhook.answer>,
  'received'
>;

/**
 * Why Stripe cannot give what an event names (an object it does not know, a setup intent that
 * saved no card), or null for any other failure. Such an event can never succeed, so it is
 * answered 200 "ignored" and Stripe stops retrying it; a failure that may pass (Stripe or the
 * store out of reach) stays a 500, which Stripe retries.
 */
function neverActionable(error: unknown): string | null {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return `Stripe does not know an object the event names: ${error.message}`;
  if (error instanceof SetupIntentWithoutCardError) return error.message;
  return null;
}

const EVENT_ID_PATTERN = /^[\w-]{1,255}$/;

/**
 * Largest event body read. A Checkout session event (line items not expanded) is a few KB; this
 * leaves ample room while a body streamed without a Content-Length cannot run the function out.
 */
const MAX_EVENT_BYTES = 512 * 1024;

/** Answered when STRIPE_WEBHOOK_SECRET is missing: unsigned events are never accepted. */
export const WEBHOOK_NOT_CONFIGURED_MESSAGE =
  'Stripe webhooks are not set up on this site: STRIPE_WEBHOOK_SECRET is not configured.';

/** Checks the Stripe-Signature header against the raw body; 400 if missing, wrong or stale. */
async function verifiedEvent(request: Request): Promise<Stripe.Event> {
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) throw new HttpError(503, WEBHOOK_NOT_CONFIGURED_MESSAGE);
  const signature = request.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'The Stripe-Signature header is missing.');
  // The signature covers the exact bytes Stripe sent, so the body is read as raw text.
  const payload = await readTextBody(request, MAX_EVENT_BYTES);
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw new HttpError(400, 'The Stripe signature is not valid for this body and time.');
  }
}

type Action =
  | {
      kind: 'completed' | 'expired';
      orderId: string;
      sessionId: string;
      paymentIntentId?: string | undefined;
    }
  | { kind: 'card_saved'; orderId: string; sessionId: string; setupIntentId: string }
  | null;

/** What the shop reads of a Checkout session in an event; anything else is no event of ours. */
const CheckoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.string()).nullish(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
  mode: z.string().nullish(),
  setup_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
});

/** A completed setup session of a standing order: the card it saved is kept on the order. */
function setupAction(session: z.output<typeof CheckoutSessionSchema>): Action {
  const standingOrderId = session.metadata?.[STANDING_ORDER_METADATA];
  const intent = session.setup_intent;
  const setupIntentId = typeof intent === 'string' ? intent : intent?.id;
  if (!standingOrderId || !setupIntentId) return null;
  return { kind: 'card_saved', orderId: standingOrderId, sessionId: session.id, setupIntentId };
}

/** Which order action an event asks for, if any; 400 for a session that is not one. */
function actionFor(event: Stripe.Event): Action {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
    return null;
  }
  const parsed = CheckoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    throw new HttpError(400, 'The event does not carry a Checkout session the shop can read.');
  }
  const session = parsed.data;
  if (session.mode === 'setup') {
    return event.type === 'checkout.session.completed' ? setupAction(session) : null;
  }
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  if (!orderId) return null;
  if (event.type === 'checkout.session.expired') {
    return { kind: 'expired', orderId, sessionId: session.id };
  }
  // Card payments settle at completion; anything else (unpaid, no payment) is not a payment.
  if (session.payment_status !== 'paid') return null;
  const intent = session.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
  return { kind: 'completed', orderId, sessionId: session.id, paymentIntentId };
}

/** Answers 200 to an event the shop does not act on (so Stripe stops sending it), with a warning. */
function ignoring(event: Stripe.Event, why: string): WebhookReceipt {
  console.warn(`Stripe event ${event.id} (${event.type}) ignored: ${why}`);
  return { eventId: event.id, outcome: 'ignored', ignored: why };
}

/**
 * Handles one POST from Stripe: verifies the signature, then acts on a paid or expired Checkout
 * session, or a setup session that saved a standing order's card, once per event id. The event is recorded (onlyIfNew) before acting, so a replay or a
 * concurrent duplicate is answered without acting again; if acting fails the record is removed
 * and the error becomes a 500, so Stripe's retry gets a fresh attempt.
 */
export async function receiveStripeWebhook(
  request: Request,
  afterAnswer: AfterAnswer,
  now: () => Date = () => new Date(),
): Promise<WebhookReceipt> {
  const event = await verifiedEvent(request);
  if (!EVENT_ID_PATTERN.test(event.id)) throw new HttpError(400, 'The event id is not valid.');
  const action = actionFor(event);
  if (!action) return ignoring(event, `The shop does not act on this ${event.type} event.`);

  const { created } = await stripeEvents.createOnce(event.id, {
    eventId: event.id,
    type: event.type,
    orderId: action.orderId,
    sessionId: action.sessionId,
    receivedAt: now().toISOString(),
    status: 'processing',
    handledAt: null,
  });
  if (!created) return { eventId: event.id, outcome: 'duplicate' };

  try {
    if (action.kind === 'card_saved') {
      await onCardSaved(action.orderId, await cardOfSetupIntent(action.setupIntentId));
    } else if (action.kind === 'completed') {
      const origin = publicOrigin(request);
      await onCardPaymentCompleted(action.orderId, action.sessionId, origin, afterAnswer, {
        paymentIntentId: action.paymentIntentId,
      });
    } else await onCardPaymentExpired(action.orderId, action.sessionId);
  } catch (error) {
    await stripeEvents.delete(event.id);
    const why = neverActionable(error);
    if (why) return ignoring(event, why);
    throw error;
  }
  await stripeEvents.update(event.id, (current) => {
    if (!current) throw new Error(`Stripe event ${event.id} vanished while being handled`);
    return { ...current, status: 'handled', handledAt: now().toISOString() };
  });
  return { eventId: event.id, outcome: 'handled' };
}
