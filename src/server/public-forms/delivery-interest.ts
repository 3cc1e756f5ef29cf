import { createHash } from 'node:crypto';
import {
  DeliveryInterestSchema,
  type DeliveryInterest,
} from '../../lib/admin/areas/delivery-zones.ts';
import type { DeliveryInterestRequest } from '../../lib/forms/delivery-interest.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';

export type { DeliveryInterest };

/** Keyed by postcode first, so staff weighing a new area can list one postcode's askers. */
const interests = recordCollection({ prefix: 'delivery-interest', schema: DeliveryInterestSchema });

function interestId(postcode: string, email: string): string {
  const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${postcode}_${emailHash.slice(0, 32)}`;
}

/** Keeps the request; asking again for the same postcode updates the one record. */
export async function registerDeliveryInterest(
  request: DeliveryInterestRequest,
  now = new Date(),
): Promise<DeliveryInterest> {
  const at = now.toISOString();
  const saved = await interests.update(interestId(request.postcode, request.email), (current) => ({
    email: request.email,
    postcode: request.postcode,
    suburb: request.suburb || (current?.suburb ?? ''),
    firstAskedAt: current?.firstAskedAt ?? at,
    lastAskedAt: at,
  }));
  return saved.data;
}

/** Every request, grouped by postcode then newest first, for staff deciding where to deliver. */
export async function listDeliveryInterest(): Promise<DeliveryInterest[]> {
  const all = await interests.list();
  return all.sort(
    (a, b) => a.postcode.localeCompare(b.postcode) || b.lastAskedAt.localeCompare(a.lastAskedAt),
  );
}

/**
 * One person's requests for a Privacy Act export or erasure, found by the address hash their keys
 * end with: one listing of keys, no request read but theirs.
 */
export async function deliveryInterestsOf(
  email: string,
): Promise<{ id: string; interest: DeliveryInterest }[]> {
  const ending = interestId('', email);
  const ids = (await interests.listIds()).filter((id) => id.endsWith(ending));
  const found = await Promise.all(
    ids.map(async (id) => ({ id, interest: await interests.get(id) })),
  );
  return found.flatMap(({ id, interest }) => (interest ? [{ id, interest }] : []));
}

/** Deletes one request (a person asked to be forgotten). */
export async function deleteDeliveryInterest(id: string): Promise<void> {
  await interests.delete(id);
}

/**
 * Deletes the requests nobody renewed since `cutoff`, until the budget is spent; each is read
 * for its last request, so the maintenance job runs this once a day. Says how many.
 */
export async function deleteInterestsLastAskedBefore(
  cutoff: Date,
  budget?: TimeBudget,
): Promise<number> {
  const before = cutoff.toISOString();
  let deleted = 0;
  for (const id of await interests.listIds()) {
    if (budget?.spent()) break;
    const interest = await interests.get(id);
    if (!interest || interest.lastAskedAt >= before) continue;
    await interests.delete(id);
    deleted += 1;
  }
  return deleted;
}
