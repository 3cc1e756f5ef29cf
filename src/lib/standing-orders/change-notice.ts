// The email that tells a customer their standing order changed: what changed (old → new), when
// (NZ time), who did it, how to change it back (the My deliveries sign-in page) and what to do if
// it was not them. Every change to the address, meals, payment or schedule sends one, so someone
// who got into the account cannot move a standing order without its owner hearing of it.
import { dayLabel, instantLabel } from '../delivery/labels.ts';
import type { EmailBlock, EmailContent } from '../emails/order-email.ts';
import { renderHtml, renderText } from '../emails/render.ts';
import { addressLine } from '../orders/address.ts';
import { savedCardLabel } from './card-label.ts';
import { nextSendingDate, type StandingOrder } from './standing-order.ts';

/** One thing that changed: its topic for the subject ("address") and the line that says it. */
export interface ChangeLine {
  topic: string;
  line: string;
}

/** Who made the change: the customer (My deliveries, or Stripe's card page) or staff. */
export type ChangedBy =
  | { kind: 'customer' }
  | { kind: 'order-page' }
  | { kind: 'card' }
  | { kind: 'staff'; reason: string };

/** What the lines need beyond the records: meal names and weekly slot labels, by id. */
export interface ChangeNames {
  mealName: (productId: string) => string;
  slotLabel: (slotId: string) => string;
}

function mealsLine(order: StandingOrder, names: ChangeNames): string {
  return order.items
    .map((item) => `${String(item.quantity)} × ${names.mealName(item.productId)}`)
    .join(', ');
}

const addressOf = (order: StandingOrder): string =>
  order.fulfilment.method === 'delivery' ? addressLine(order.fulfilment.address) : 'Pickup';

function scheduleLines(before: StandingOrder, after: StandingOrder): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const added = after.skipDates.filter((date) => !before.skipDates.includes(date));
  const removed = before.skipDates.filter((date) => !after.skipDates.includes(date));
  for (const date of added) lines.push({ topic: 'skipped', line: `Skipped: ${dayLabel(date)}` });
  for (const date of removed) lines.push({ topic: 'back on', line: `Back on: ${dayLabel(date)}` });
  if (after.status === 'cancelled') return lines;
  const paused = after.status === 'paused';
  if (paused && (before.status !== 'paused' || before.pausedUntil !== after.pausedUntil)) {
    const until = after.pausedUntil ? dayLabel(after.pausedUntil) : 'you resume';
    lines.push({ topic: 'paused', line: `Paused: no deliveries until ${until}` });
  }
  if (!paused && before.status === 'paused') {
    const next = nextSendingDate(after);
    const from = next ? `, next delivery ${dayLabel(next)}` : '';
    lines.push({ topic: 'resumed', line: `Resumed: deliveries are back on${from}` });
  }
  return lines;
}

/**
 * What changed between two states of a standing order, in plain words (old → new), for the
 * fields the customer cares about; a save that changed none of them (a retry, the job's own
 * bookkeeping) gives none, and so no email.
 */
export function standingChangeLines(
  before: StandingOrder,
  after: StandingOrder,
  names: ChangeNames,
): ChangeLine[] {
  const lines: ChangeLine[] = [];
  if (before.status !== 'cancelled' && after.status === 'cancelled')
    lines.push({ topic: 'cancelled', line: 'Cancelled: no more deliveries will be made' });
  if (addressOf(before) !== addressOf(after))
    lines.push({ topic: 'address', line: `Address: ${addressOf(before)} → ${addressOf(after)}` });
  const meals = [mealsLine(before, names), mealsLine(after, names)];
  if (meals[0] !== meals[1])
    lines.push({ topic: 'meals', line: `Meals: ${meals[0] ?? ''} → ${meals[1] ?? ''}` });
  if (before.fulfilment.slotId !== after.fulfilment.slotId) {
    const next = nextSendingDate(after);
    const first = next ? `, first delivery ${dayLabel(next)}` : '';
    const [was, now] = [before, after].map((order) => names.slotLabel(order.fulfilment.slotId));
    lines.push({
      topic: 'day and time',
      line: `Day and time: ${was ?? ''} → ${now ?? ''}${first}`,
    });
  }
  lines.push(...scheduleLines(before, after));
  if (after.card && after.card.paymentMethodId !== before.card?.paymentMethodId) {
    const was = before.card ? ` (instead of ${savedCardLabel(before.card)})` : '';
    lines.push({
      topic: 'payment',
      line: `Payment: ${savedCardLabel(after.card)} will be charged for your deliveries from now on${was}`,
    });
  }
  if (before.reminders !== after.reminders) {
    const state = (on: boolean) => (on ? 'on' : 'off');
    lines.push({
      topic: 'reminders',
      line: `Reminder emails: ${state(before.reminders)} → ${state(after.reminders)}`,
    });
  }
  return lines;
}

/** What the email needs besides the lines. */
export interface ChangeNoticeContext {
  shopName: string;
  customerName: string;
  /** `<origin>/my-deliveries?email=<address>`: the sign-in page, never a signed-in link. */
  signInUrl: string;
  /** "hello@… or 07 …": how to reach the shop. */
  contact: string;
  at: Date;
  by: ChangedBy;
}

function whoSentence(by: ChangedBy): string {
  switch (by.kind) {
    case 'customer':
      return 'You changed this on My deliveries.';
    case 'order-page':
      return 'You changed this on your order’s confirmation page.';
    case 'card':
      return 'You saved this card on the secure card page from My deliveries.';
    case 'staff':
      return by.reason.trim()
        ? `Our team changed this: ${by.reason.trim()}`
        : 'Our team changed this.';
  }
}

/** The subject: "Your standing order changed: address" (topics joined when several). */
export function changeNoticeSubject(lines: readonly ChangeLine[]): string {
  const topics = [...new Set(lines.map((line) => line.topic))];
  return `Your standing order changed: ${topics.join(', ')}`;
}

/** The whole email for a set of changes (lines from standingChangeLines, at least one). */
export function changeNoticeEmail(
  lines: readonly ChangeLine[],
  context: ChangeNoticeContext,
): EmailContent {
  const subject = changeNoticeSubject(lines);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${context.customerName},` },
    {
      kind: 'paragraph',
      text: `Your ${context.shopName} standing order was changed on ${instantLabel(context.at)} (NZ time). ${whoSentence(context.by)}`,
    },
    { kind: 'section', title: 'What changed', lines: lines.map((line) => line.line) },
    {
      kind: 'link',
      // A cancelled standing order cannot be taken back on My deliveries; a new one can start.
      text: lines.some((line) => line.topic === 'cancelled')
        ? 'To see your deliveries or start a new standing order, sign in to My deliveries'
        : 'To change it back, sign in to My deliveries',
      href: context.signInUrl,
    },
    {
      kind: 'paragraph',
      text: `If this wasn’t you, sign out everywhere on My deliveries and tell us: ${context.contact}.`,
    },
  ];
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
