// A shopper's changes to their own standing order from My deliveries: each checks the record is
// theirs (404 otherwise, as for no record) and not cancelled, refuses a change while the next
// delivery's order is being made, is saved through saveAndNotice (which emails the owner what changed), and answers what the page
// says (with when it applies, when a delivery's order is made already).
import { DomainError, invalidInput } from '../../lib/api/domain-error.ts';
import { dayLabel } from '../../lib/delivery/labels.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Slot } from '../../lib/delivery/slots.ts';
import type { Address, OrderItem } from '../../lib/orders/request.ts';
import type { ChangedBy } from '../../lib/standing-orders/change-notice.ts';
import {
  beingMadeMessage,
  changeApplies,
  firstDateOnSlot,
  isLocked,
} from '../../lib/standing-orders/standing-changes.ts';
import { upcomingDates, type StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { deliveryZoneFor } from '../delivery/lookup.ts';
import { deliverySlots, deliveryZones } from '../delivery/store.ts';
import { saveAndNotice } from './change-notices.ts';
import { checkStandingOrderRules } from './standing-checkout-rules.ts';
import { standingOrders } from './standing-orders.ts';

/** How far ahead a delivery may be skipped, and a pause may run. */
const SKIP_AHEAD = 8;
const MAX_PAUSE_DAYS = 366;

interface Ctx {
  slot: Slot | null;
  slots: readonly Slot[];
  now: Date;
  today: string;
}

type Change = (order: StandingOrder, ctx: Ctx) => StandingOrder;

const notFound = () =>
  new DomainError('not_found', { message: 'There is no such standing order.' });

/**
 * Applies `change` to the customer's standing order `id`; `guard` false lets it through while
 * the next delivery is being made (reminders, cancel). Answers `done` and, when a delivery is
 * made already and `applies` is left on, from when the change applies.
 */
async function changeOwn(
  customerId: string,
  id: string,
  done: string,
  change: Change,
  {
    by,
    guard = true,
    applies = true,
    now = new Date(),
  }: { by: ChangedBy; guard?: boolean; applies?: boolean; now?: Date | undefined },
): Promise<string> {
  const current = await standingOrders.get(id);
  if (current?.customerId !== customerId) throw notFound();
  const slots = await deliverySlots.list();
  const ctx = (order: StandingOrder): Ctx => ({
    slot: slots.find((found) => found.id === order.fulfilment.slotId) ?? null,
    slots,
    now,
    today: nzDateOf(now),
  });
  // Every change is emailed to the customer (change-notices.ts), whichever door it came through.
  const saved = await saveAndNotice(id, { by, now }, (order) => {
    if (order.customerId !== customerId) throw notFound();
    if (order.status === 'cancelled')
      throw new DomainError('conflict', {
        message: 'This standing order is cancelled.',
        details: { reason: 'cancelled' },
      });
    const context = ctx(order);
    if (guard && isLocked(context.slot, order.nextDate, now))
      throw new DomainError('conflict', {
        message: beingMadeMessage(order),
        details: { reason: 'past_cutoff' },
      });
    return change(order, context);
  });
  return applies ? changeApplies(done, saved.data, nzDateOf(now)) : done;
}

/**
 * Refuses (409) a change whose rules were checked against `checked` when another change has
 * since altered one of `fields` in `latest`: the two changes together were never checked (fewer
 * meals and a zone with a higher minimum, each fine alone). The shopper reloads and tries again.
 */
function keptSinceChecked(
  checked: StandingOrder,
  latest: StandingOrder,
  fields: readonly (keyof StandingOrder)[],
): void {
  const same = fields.every(
    (field) => JSON.stringify(checked[field]) === JSON.stringify(latest[field]),
  );
  if (!same) {
    throw new DomainError('conflict', {
      message: 'Your standing order changed a moment ago; reload the page and try again.',
      details: { reason: 'changed' },
    });
  }
}

function checkUpcoming(order: StandingOrder, date: string): void {
  if (!upcomingDates(order, SKIP_AHEAD).some((upcoming) => upcoming.date === date))
    throw invalidInput({ date: 'Choose one of your next deliveries' });
}

/**
 * A shopper's changes to their own standing order, made through the door `by` names (My
 * deliveries or the first order's confirmation page), which the change's email says.
 */
export const standingChangesBy = (by: ChangedBy) => ({
  skip: (customerId: string, id: string, date: string, now?: Date) =>
    changeOwn(
      customerId,
      id,
      `Skipped ${dayLabel(date)}.`,
      (order) => {
        checkUpcoming(order, date);
        if (order.skipDates.includes(date)) return order;
        return { ...order, skipDates: [...order.skipDates, date].sort().slice(-52) };
      },
      { by, now },
    ),

  unskip: (customerId: string, id: string, date: string, now?: Date) =>
    changeOwn(
      customerId,
      id,
      `${dayLabel(date)} is back on.`,
      (order) => {
        checkUpcoming(order, date);
        return { ...order, skipDates: order.skipDates.filter((skipped) => skipped !== date) };
      },
      { by, now },
    ),

  pause: (customerId: string, id: string, until: string, now?: Date) =>
    changeOwn(
      customerId,
      id,
      `Paused until ${dayLabel(until)}.`,
      (order, { today }) => {
        if (until <= today || until > addDays(today, MAX_PAUSE_DAYS))
          throw invalidInput({ until: 'Choose a date within the next year' });
        return { ...order, status: 'paused', pausedUntil: until };
      },
      { by, now },
    ),

  resume: (customerId: string, id: string, now?: Date) =>
    changeOwn(
      customerId,
      id,
      'Your deliveries are back on.',
      (order) => {
        const resumed: StandingOrder = { ...order, status: 'active' };
        delete resumed.pausedUntil;
        return resumed;
      },
      { by, now },
    ),

  async items(customerId: string, id: string, items: OrderItem[], now?: Date) {
    const current = await standingOrders.get(id);
    if (current?.customerId === customerId) {
      const zone = await deliveryZones.get(current.fulfilment.zoneId);
      await checkStandingOrderRules({ ...current, items }, zone, now);
    }
    return changeOwn(
      customerId,
      id,
      'Your meals are changed.',
      (order) => {
        // The rules were checked against the zone and promo read above: still those, or ask again.
        if (current) keptSinceChecked(current, order, ['fulfilment', 'promoCode']);
        return { ...order, items };
      },
      { by, now },
    );
  },

  slot: (customerId: string, id: string, slotId: string, now?: Date) =>
    changeOwn(
      customerId,
      id,
      'Your day and time are changed.',
      (order, { slots, now: at }) => {
        const slot = slots.find((found) => found.id === slotId);
        if (!slot?.active || slot.zoneId !== order.fulfilment.zoneId)
          throw invalidInput({ slotId: 'Choose one of the times offered' });
        return {
          ...order,
          fulfilment: { ...order.fulfilment, slotId },
          nextDate: firstDateOnSlot(order.nextDate, slot, at),
        };
      },
      { by, now },
    ),

  async address(customerId: string, id: string, address: Address, slotId: string, now?: Date) {
    const zone = await deliveryZoneFor(address);
    if (!zone) throw invalidInput({ 'address.postcode': 'We do not deliver to this address yet' });
    const current = await standingOrders.get(id);
    if (current?.customerId === customerId) await checkStandingOrderRules(current, zone, now);
    return changeOwn(
      customerId,
      id,
      'Your address is changed.',
      (order, { slots, now: at }) => {
        if (order.fulfilment.method !== 'delivery')
          throw invalidInput({ address: 'This standing order is picked up' });
        // The rules were checked against the meals and promo read above: still those, or ask again.
        if (current) keptSinceChecked(current, order, ['items', 'promoCode']);
        const slot = slots.find((found) => found.id === slotId);
        if (!slot?.active || slot.zoneId !== zone.id)
          throw invalidInput({ slotId: 'Choose one of the times at this address' });
        const moved = slot.id !== order.fulfilment.slotId;
        return {
          ...order,
          fulfilment: { method: 'delivery', address, zoneId: zone.id, slotId },
          nextDate: moved ? firstDateOnSlot(order.nextDate, slot, at) : order.nextDate,
        };
      },
      { by, now },
    );
  },

  reminders: (customerId: string, id: string, reminders: boolean, now?: Date) =>
    changeOwn(
      customerId,
      id,
      reminders ? 'Reminders are on.' : 'Reminders are off.',
      (order) => ({ ...order, reminders }),
      { by, guard: false, now },
    ),

  // Cancel changes only the standing order: an order it made already is not cancelled with it and
  // still comes, which the page says order by order (no "applies from" date: nothing follows).
  cancel: (customerId: string, id: string, reason: string, now = new Date()) =>
    changeOwn(
      customerId,
      id,
      'Your standing order is cancelled.',
      (order) => ({
        ...order,
        status: 'cancelled',
        cancelled: {
          at: now.toISOString(),
          actor: { kind: 'shopper', id: customerId.slice(0, 100), name: order.customer.name },
          reason,
        },
      }),
      { by, guard: false, applies: false, now },
    ),
});

/** The shopper's My deliveries changes, each for their own standing order. */
export const myDeliveryChanges = standingChangesBy({ kind: 'customer' });
