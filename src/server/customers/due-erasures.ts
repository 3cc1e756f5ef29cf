// Orders kept as tax records after their person asked to be erased lose that person's contact
// details once their 7 years have passed: the maintenance job looks at each erased person's
// remaining orders, a few at a time, and forgets the request once none is left.
import { customerFactsOf } from '../../lib/customers/customer.ts';
import { isErasedContact, pastRetention, withContactErased } from '../../lib/customers/privacy.ts';
import { MAINTENANCE_ACTOR } from '../../lib/orders/order.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { changeOrder } from '../orders/order-changes.ts';
import { customerSummaries, pendingErasures } from './customer-records.ts';

/** Removes the person from one order (name, email, phone, address, gift, notes) and its keys. */
export async function eraseOrderContact(orderId: string): Promise<void> {
  await changeOrder({
    orderId,
    kind: 'erased',
    actor: MAINTENANCE_ACTOR,
    apply: (current) => (isErasedContact(current.customer) ? current : withContactErased(current)),
  });
}

/**
 * For every person erased with orders still kept: removes their details from the orders whose 7
 * years have now passed, and forgets the request once no order names them. Says how many orders.
 */
export async function eraseDueOrderContacts(now: Date, budget?: TimeBudget): Promise<number> {
  let erased = 0;
  for (const id of await pendingErasures.listIds()) {
    if (budget?.spent()) break;
    const summary = await customerSummaries.get(id);
    const entries = summary ? customerFactsOf(summary).orders : [];
    for (const entry of entries.filter((one) => pastRetention(one.placedAt, now))) {
      await eraseOrderContact(entry.orderId);
      erased += 1;
    }
    if (entries.every((entry) => pastRetention(entry.placedAt, now))) {
      await pendingErasures.delete(id);
    }
  }
  return erased;
}
