// The personal-data registry's families of standing orders and My deliveries sign-in
// (personal-data-registry.ts says what each field means). Erasure cancels and strips the
// standing orders first, so the job makes nothing more while the rest is erased.
import { ITEMS_PREFIX, STAFF_LIST_PREFIX } from '../../lib/standing-orders/staff-list.ts';
import {
  forgetUnsentChangeNotices,
  UNSENT_CHANGE_NOTICES_PREFIX,
} from '../standing-orders/change-notices.ts';
import { codeGuards } from '../standing-orders/deliveries-code-guard.ts';
import { forgetDeliveriesCode } from '../standing-orders/deliveries-codes.ts';
import {
  eraseStandingOrdersOf,
  standingOrdersForExport,
} from '../standing-orders/standing-erasure.ts';
import {
  DUE_PREFIX,
  KEYS_OF_PREFIX,
  OF_CUSTOMER_PREFIX,
} from '../standing-orders/standing-orders.ts';
import { customerSessions, endCustomerSessions } from './customer-sessions.ts';
import type { PersonalDataFamily } from './personal-data-registry.ts';

const STANDING = 'standing-orders';
const FOLLOWS = 'Index keys kept in step with the standing order by every save (saveStandingOrder)';

/** Standing orders, their index keys and deliveries, and the My deliveries sign-in records. */
export const STANDING_FAMILIES: readonly PersonalDataFamily[] = [
  {
    prefix: STANDING,
    holds:
      'Standing orders: name, email, phone, delivery address, notes, what and how often, and the saved card (Stripe customer and payment method ids, brand, last four)',
    found: `By customer id: the keys ${OF_CUSTOMER_PREFIX}/<customer id>/<id>`,
    erasure: 'strip',
    why: 'Cancelled (the job makes nothing more), name, contact details, address and notes removed, the card detached at Stripe and its reference forgotten; what was ordered and the orders it made stay, nameless, for the books.',
    exported: {
      section: 'standingOrders',
      recordsOf: (person) => standingOrdersForExport(person.id),
    },
    erase: async ({ id, actor, now }) => {
      const done = await eraseStandingOrdersOf(
        id,
        { kind: 'staff', id: actor.id, name: actor.username },
        now,
      );
      if (done.standingOrders === 0) return null;
      const cards =
        done.cardsDetached > 0 ? `, ${String(done.cardsDetached)} saved card(s) detached` : '';
      return `Standing orders (${String(done.standingOrders)}), cancelled and stripped${cards}`;
    },
  },
  ...[OF_CUSTOMER_PREFIX, DUE_PREFIX, STAFF_LIST_PREFIX, ITEMS_PREFIX, KEYS_OF_PREFIX].map(
    (prefix): PersonalDataFamily => ({
      prefix,
      holds:
        prefix === STAFF_LIST_PREFIX
          ? 'The staff list key of a standing order: its name and email (encoded)'
          : prefix === KEYS_OF_PREFIX
            ? 'The list of a standing order’s index keys (the staff list key among them)'
            : 'Index keys of a standing order (customer id, due day, meals)',
      found: 'Through the standing order',
      erasure: 'strip',
      why: `${FOLLOWS}: a stripped and cancelled order keeps no due key and no name.`,
      coveredBy: STANDING,
    }),
  ),
  {
    prefix: 'standing-order-makes',
    holds: 'A delivery being made: the order request, with name, email, phone and address',
    found: 'By standing order id: standing-order-makes/<standing order id>/<date>',
    erasure: 'delete',
    why: 'Only there so two job processes place one order; the orders made are the record.',
    coveredBy: STANDING,
  },
  {
    prefix: 'standing-order-holds',
    holds: 'Orders held unpaid until their cut-off: order and standing order ids, dates',
    found: 'By order id',
    erasure: 'not-personal',
    why: 'Names no person; settled (paid or cancelled) at the slot’s cut-off.',
  },
  {
    prefix: 'standing-order-notices',
    holds: 'Which reminder and change emails were claimed: standing order id, date, kind',
    found: 'By standing order id',
    erasure: 'not-personal',
    why: 'Names no person: only that an email was sent once.',
  },
  {
    prefix: 'standing-order-missed',
    holds: 'Deliveries not made by their cut-off: standing order id, dates, what became of them',
    found: 'By delivery date',
    erasure: 'not-personal',
    why: 'Names no person: staff see that a delivery was missed and open its standing order.',
  },
  {
    prefix: 'deliveries-codes',
    holds: 'The My deliveries sign-in code: a keyed hash of it, its expiry and send times',
    found: 'By customer id',
    erasure: 'delete',
    why: 'A sign-in code is no use to an erased person.',
    erase: async ({ id }) =>
      (await forgetDeliveriesCode(id)) ? 'My deliveries sign-in code' : null,
  },
  {
    prefix: 'customer-sessions',
    holds: 'The version every My deliveries cookie and emailed link must carry, by customer id',
    found: 'By customer id',
    erasure: 'keep',
    why: 'Raised on erasure so every cookie and link made before is refused; deleting it would make them good again. It names the person by their address hash only.',
    exported: {
      section: 'signIns',
      recordsOf: async ({ id }) => {
        const sessions = await customerSessions.get(id);
        return sessions ? [sessions] : [];
      },
    },
    erase: async ({ id, standingOrders, now }) => {
      await endCustomerSessions(id, 'erasure', now);
      return standingOrders.length > 0 ? 'My deliveries sign-ins ended on every device' : null;
    },
  },
  {
    prefix: 'deliveries-link-uses',
    holds: 'Which single-use My deliveries sign-in links were used, by link id',
    found: 'By link id (in the link, not the person)',
    erasure: 'keep',
    why: 'Needed until each link expires so a link works once (the maintenance job deletes a use a day after it); every link of an erased person is refused anyway, their sessions being ended.',
  },
  {
    prefix: 'deliveries-code-guards',
    holds: 'The times of wrong My deliveries sign-in codes for an address, by customer id',
    found: 'By customer id',
    erasure: 'delete',
    why: 'Counts guesses at a sign-in; of no use once the person is erased.',
    erase: async ({ id }) => {
      if (!(await codeGuards.get(id))) return null;
      await codeGuards.delete(id);
      return 'Wrong sign-in code count';
    },
  },
  {
    prefix: 'deliveries-code-alerts',
    holds: 'That the owner was emailed about wrong sign-in codes, by customer id and lock-out time',
    found: 'By customer id (the key begins with it)',
    erasure: 'keep',
    why: 'A claim that one email went, so two processes never send it twice; it names the person by their address hash only.',
  },
  {
    prefix: UNSENT_CHANGE_NOTICES_PREFIX,
    holds:
      'A change to a standing order not emailed yet: what changed (address, meals, dates, card label), when and by whom',
    found: `By standing order id: ${UNSENT_CHANGE_NOTICES_PREFIX}/<standing order id>/<revision>`,
    erasure: 'delete',
    why: 'Kept only until its email leaves (minutes, or the maintenance job’s next run); an erased person is told nothing more.',
    erase: async ({ standingOrders }) => {
      const forgotten = await forgetUnsentChangeNotices(standingOrders.map((order) => order.id));
      return forgotten > 0 ? `Change emails not sent yet (${String(forgotten)})` : null;
    },
  },
  {
    prefix: 'standing-change-notices',
    holds: 'That a standing order change was emailed: when, and the mail outcome',
    found: 'By standing order id and revision',
    erasure: 'not-personal',
    why: 'Ids, times and outcomes only: the standing order itself holds the person.',
  },
];
