// The personal-data registry's families of customers, orders and the mail sent to them
// (personal-data-registry.ts says what each field means). Orders are tax records: the GST rules
// make the shop keep them 7 years, so they and what mirrors them stay whole until then.
import { customerFactsOf } from '../../lib/customers/customer.ts';
import { ERASED_CONTACT, pastRetention } from '../../lib/customers/privacy.ts';
import { ORDER_LIST_PREFIX } from '../../lib/orders/order-list.ts';
import { adminOrderView } from '../../lib/orders/order.ts';
import { ORDER_SEARCH_PREFIX } from '../../lib/orders/order-search.ts';
import { ORDER_WORDS_OF_PREFIX, ORDER_WORDS_PREFIX } from '../../lib/orders/order-words.ts';
import { RUN_SHEET_DAYS_PREFIX } from '../../lib/orders/run-sheet-day.ts';
import { CUSTOMER_LIST_PREFIX } from '../../lib/customers/customer-list.ts';
import { outbox } from '../mail/outbox.ts';
import { mailRetries } from '../mail/retries.ts';
import { restockRemindersSent } from '../marketing/restock-reminders.ts';
import { getOrder } from '../orders/orders.ts';
import { customerNotes, pendingErasures } from './customer-records.ts';
import { eraseOrderContact } from './due-erasures.ts';
import type { PersonalDataFamily, PersonOnRecord } from './personal-data-registry.ts';

const KEPT_ORDERS =
  'Orders are tax records the GST rules make the shop keep for 7 years (Goods and Services Tax Act 1985, s 75); the person’s details go from each as its time passes (the maintenance job).';

const orderIdsOf = (person: PersonOnRecord) =>
  customerFactsOf(person.summary).orders.map((entry) => entry.orderId);

/**
 * The messages in the outbox (it holds failed, and locally all, mail) to the person, or about
 * them to the shop: a new order or contact message is sent to the shop with their reply-to.
 */
async function outboxMessagesOf(email: string) {
  const address = email.trim().toLowerCase();
  const theirs = (to: string | null) => to?.trim().toLowerCase() === address;
  return (await outbox.list()).filter(
    (message) => message.to.some(theirs) || theirs(message.replyTo),
  );
}

/** Families beside a person's orders, keyed by order id, that name nobody (checked: no address). */
const BY_ORDER_ONLY: readonly (readonly [string, string])[] = [
  ['orders-by-date', 'The orders of a delivery day'],
  ['order-keys', 'The order an idempotency key placed, and a hash of its request'],
  ['order-email-claims', 'That an order’s email was claimed, and its delivery'],
  ['card-payment-watch', 'Card orders waiting for Stripe'],
  ['shopper-notice-claims', 'That a status email of an order was claimed, and its delivery'],
  ['shopper-notice-pending', 'A status email claimed and not yet sent'],
  ['reschedule-notice-claims', 'That a moved order’s email was claimed, and its delivery'],
  ['order-changes-open', 'A change to an order whose follow-ups are not yet done, and when'],
  ['restock-reminders', 'When an order’s restock reminder is due'],
  ['restock-reminder-claims', 'That an order’s restock reminder was claimed, and its outcome'],
  ['restock-reminder-orders', 'The order a restock reminder led to'],
];

/** Customers, their notes, orders and what indexes them, and mail addressed to them. */
export const ORDER_FAMILIES: readonly PersonalDataFamily[] = [
  {
    prefix: 'customers',
    holds: 'The customer summary: email, and the name, phone and address of each order',
    found: 'By customer id',
    erasure: 'keep-for-tax',
    why: `The index of the person’s orders, rebuilt from them. ${KEPT_ORDERS}`,
    exported: {
      section: 'customer',
      recordsOf: ({ id, summary }) => {
        // The orders themselves are their own section.
        const { orders, ...customer } = customerFactsOf(summary);
        return Promise.resolve([{ id, ...customer, orderCount: orders.length }]);
      },
    },
  },
  {
    prefix: CUSTOMER_LIST_PREFIX,
    holds: 'The customers list key: name, email and phone (encoded)',
    found: 'Through the customer summary',
    erasure: 'keep-for-tax',
    why: 'Rewritten from the customer summary on every change of it.',
    coveredBy: 'customers',
  },
  {
    prefix: 'customer-notes',
    holds: 'What staff noted about the customer',
    found: 'By customer id',
    erasure: 'delete',
    why: 'Nothing requires keeping it.',
    exported: {
      section: 'notes',
      recordsOf: async ({ id }) => (await customerNotes.get(id))?.notes ?? [],
    },
    erase: async ({ id }) => {
      if (!(await customerNotes.get(id))) return null;
      await customerNotes.delete(id);
      return 'Staff notes';
    },
  },
  {
    prefix: 'customer-of-order',
    holds: 'Which customer (address hash) each order is counted under',
    found: 'By order id',
    erasure: 'keep-for-tax',
    why: 'Follows its order.',
    coveredBy: 'orders',
  },
  {
    prefix: 'recall-notices',
    holds: 'That a food recall notice was sent to a customer, by recall and customer id',
    found: 'By customer id, under each recall',
    erasure: 'keep',
    why: 'Names the person only by their address hash; it must stay so a recall notice never reaches them twice, and it is part of the recall’s record for MPI.',
  },
  {
    prefix: 'customer-erasures',
    holds: 'That a person asked to be erased while orders of theirs are kept, by customer id',
    found: 'By customer id',
    erasure: 'keep',
    why: 'The maintenance job’s list of kept orders still to strip; it goes with their last one.',
  },
  {
    prefix: 'orders',
    holds: 'Orders: name, email, phone, delivery address, gift recipient, notes, what was bought',
    found: 'By the order ids in the customer summary',
    erasure: 'keep-for-tax',
    why: `${KEPT_ORDERS} Orders past their 7 years lose the person’s details at once.`,
    exported: {
      section: 'orders',
      recordsOf: async (person) => {
        const found = await Promise.all(orderIdsOf(person).map((orderId) => getOrder(orderId)));
        return found.flatMap((order) => (order ? [adminOrderView(order)] : []));
      },
    },
    erase: async ({ id, summary, now }) => {
      const entries = customerFactsOf(summary).orders;
      for (const entry of entries.filter((one) => pastRetention(one.placedAt, now))) {
        await eraseOrderContact(entry.orderId);
      }
      if (entries.some((entry) => !pastRetention(entry.placedAt, now))) {
        await pendingErasures.update(id, () => ({ requestedAt: now.toISOString() }));
      }
      // The answer lists the kept and anonymised orders apart (privacy-requests.ts).
      return null;
    },
  },
  ...(
    [
      [ORDER_LIST_PREFIX, 'The orders list key: name, email and phone (encoded)'],
      [ORDER_SEARCH_PREFIX, 'The order search key before the word index: address and recipient'],
      [
        ORDER_WORDS_PREFIX,
        'The order search word keys: each word of the name, email, phone, address and recipient, with the list key',
      ],
      [ORDER_WORDS_OF_PREFIX, 'The word keys an order has now: the same words'],
      [
        RUN_SHEET_DAYS_PREFIX,
        'A delivery day’s run sheet: each stop’s name, phone, address, gift recipient and notes',
      ],
    ] as const
  ).map(([prefix, holds]): PersonalDataFamily => ({
    prefix,
    holds,
    found: 'Through the order',
    erasure: 'keep-for-tax',
    why: 'Rewritten from the order whenever it changes, its erasure included.',
    coveredBy: 'orders',
  })),
  {
    prefix: 'promo-customers',
    holds: 'The order that used a one-per-customer promo code, by code and address hash',
    found: 'By code, then the address hash',
    erasure: 'keep',
    why: 'So one address gets one use of the code; it names the person by their address hash only.',
  },
  ...(['audit', 'activity-index'] as const).map((prefix): PersonalDataFamily => ({
    prefix,
    holds:
      prefix === 'audit'
        ? 'Who in the back office changed what: a customer is named by their address hash only (customers/<id>)'
        : 'The activity page’s index keys of the audit log: targets and labels, never a customer’s details',
    found: 'By the target customers/<customer id>',
    erasure: 'keep',
    why: 'The back office’s accountability record; what it keeps of a customer is their address hash and counts, never their details (retention.ts deletes entries after two years).',
  })),
  {
    prefix: 'placements',
    holds:
      'An order being placed: what it took (meals, slot) and, once confirmed, the order itself with the person’s details',
    found: 'By order id',
    erasure: 'keep-for-tax',
    why: `Open only while an order is placed (minutes; an abandoned one 30 minutes), then closed or deleted by the checkout or the maintenance job; it holds the order, which is kept. ${KEPT_ORDERS}`,
  },
  ...BY_ORDER_ONLY.map(([prefix, holds]): PersonalDataFamily => ({
    prefix,
    holds,
    found: 'By order id',
    erasure: 'not-personal',
    why: 'Order ids, times and outcomes only: the order itself holds the person.',
  })),
  {
    prefix: 'order-change-repairs',
    holds: 'That the maintenance job finished a change to an order, by NZ day, and when',
    found: 'By NZ day, then order id',
    erasure: 'not-personal',
    why: 'Order and change ids and a time only: the order itself holds the person.',
  },
  {
    prefix: 'outbox',
    holds:
      'Emails to the person, or to the shop about them (their reply-to), not sent yet (with no mail server: all)',
    found:
      'By reading the outbox (few messages: it holds unsent mail) for their address as recipient or reply-to',
    erasure: 'delete',
    why: 'Mail to an erased person must not go out later, nor stay.',
    exported: {
      section: 'emails',
      recordsOf: async ({ email }) =>
        (await outboxMessagesOf(email)).map(({ createdAt, status, subject, text }) => ({
          createdAt,
          status,
          subject,
          text,
        })),
    },
    erase: async ({ email }) => {
      const messages = await outboxMessagesOf(email);
      for (const message of messages) {
        await mailRetries.delete(message.id);
        await outbox.delete(message.id);
      }
      return messages.length > 0 ? `Emails in the outbox (${String(messages.length)})` : null;
    },
  },
  {
    prefix: 'mail-retries',
    holds: 'When an outbox message is tried again, by outbox id',
    found: 'Through the outbox message',
    erasure: 'delete',
    why: 'Goes with its message.',
    coveredBy: 'outbox',
  },
  {
    prefix: 'restock-reminders-sent',
    holds: 'Restock reminders that went out: the address they went to, by order id',
    found: 'By the order ids in the customer summary',
    erasure: 'strip',
    why: 'The address goes; that a reminder went stays, for the reminders’ counts.',
    exported: {
      section: 'restockReminders',
      recordsOf: async (person) => {
        const found = await Promise.all(
          orderIdsOf(person).map(async (orderId) => {
            const sent = await restockRemindersSent.get(orderId);
            return sent ? [{ orderId, ...sent }] : [];
          }),
        );
        return found.flat();
      },
    },
    erase: async (person) => {
      let stripped = 0;
      for (const orderId of orderIdsOf(person)) {
        if (!(await restockRemindersSent.get(orderId))) continue;
        await restockRemindersSent.update(orderId, (current) => ({
          at: current?.at ?? person.now.toISOString(),
          to: ERASED_CONTACT.email,
        }));
        stripped += 1;
      }
      return stripped > 0 ? `Restock reminder addresses (${String(stripped)})` : null;
    },
  },
];
