// The customer records: one summary per address, its staff notes, and which customer each order
// is counted under (so an order whose email changes leaves the old customer).
import { z } from 'zod';
import { CustomerNotesSchema } from '../../lib/customers/customer-notes.ts';
import { CustomerSummarySchema } from '../../lib/customers/customer.ts';
import { recordCollection } from '../blobs/records.ts';
import { subscriberId } from '../newsletters/subscribers/subscriber-records.ts';

/** `customers/<id>`: a customer's orders, one entry each (src/lib/customers/customer.ts). */
export const customerSummaries = recordCollection({
  prefix: 'customers',
  schema: CustomerSummarySchema,
});

/** `customer-notes/<id>`: what staff note about a customer, one document per customer. */
export const customerNotes = recordCollection({
  prefix: 'customer-notes',
  schema: CustomerNotesSchema,
});

/** `customer-of-order/<order id>`: the customer an order is counted under. */
export const customerOfOrder = recordCollection({
  prefix: 'customer-of-order',
  schema: z.object({ customerId: z.string() }),
});

/**
 * `customer-erasures/<id>`: a person erased while some of their orders were younger than 7 years;
 * the maintenance job removes their details from each as its time passes.
 */
export const pendingErasures = recordCollection({
  prefix: 'customer-erasures',
  schema: z.object({ requestedAt: z.iso.datetime() }),
});

/** A customer's id: the hash of the lower-cased address, the same as their subscriber id. */
export function customerIdOf(email: string): string {
  return subscriberId(email);
}
