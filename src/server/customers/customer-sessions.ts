// A customer's session version, `customer-sessions/<customer id>`: every My deliveries cookie and
// emailed sign-in link carries the version it was made at, and is good only while the stored
// version is the same. "Sign out everywhere", erasure and staff's "end this customer's sessions"
// raise it, so every cookie and link of that customer stops working at once, on every device.
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

/** Who ended a customer's sessions. */
export const SessionsEndedBySchema = z.enum(['customer', 'staff', 'erasure', 'code-guessing']);
export type SessionsEndedBy = z.output<typeof SessionsEndedBySchema>;

const CustomerSessionsSchema = z.object({
  version: z.int().nonnegative(),
  endedAt: z.iso.datetime().nullable(),
  endedBy: SessionsEndedBySchema.nullable(),
});

/** The session records; listed in the privacy registry (they name a customer id only). */
export const customerSessions = recordCollection({
  prefix: 'customer-sessions',
  schema: CustomerSessionsSchema,
});

/** The version a new cookie or link of this customer is made at (0 before any end). */
export async function sessionVersionOf(customerId: string): Promise<number> {
  return (await customerSessions.get(customerId))?.version ?? 0;
}

/** Whether a token made at `version` is still good for this customer. */
export async function isCurrentSession(customerId: string, version: number): Promise<boolean> {
  return (await sessionVersionOf(customerId)) === version;
}

/** Ends every session and sign-in link of the customer, on every device; returns the new version. */
export async function endCustomerSessions(
  customerId: string,
  endedBy: SessionsEndedBy,
  now = new Date(),
): Promise<number> {
  const saved = await customerSessions.update(customerId, (current) => ({
    version: (current?.version ?? 0) + 1,
    endedAt: now.toISOString(),
    endedBy,
  }));
  return saved.data.version;
}
