import { createHash } from 'node:crypto';
import { z } from 'zod';
import { backInStockEmail } from '../../lib/emails/back-in-stock.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';

/**
 * Shoppers waiting for a sold-out meal, one record per meal and address under
 * `restock-waitlist/<productId>/<address hash>`: a second signup finds the first.
 */
export const restockWaitlist = recordCollection({
  prefix: 'restock-waitlist',
  schema: z.object({
    productId: z.string().min(1),
    email: z.string().min(3),
    joinedAt: z.iso.datetime(),
  }),
});

/**
 * One record per notice sent, `restock-notices/<productId>/<address hash>-<joined at>`, created
 * with onlyIfNew before the email goes: two restocks at once send each waiting shopper one email.
 */
const restockNotices = recordCollection({
  prefix: 'restock-notices',
  schema: z.object({ sentAt: z.iso.datetime() }),
});

/** One shopper waiting for one meal. */
type WaitlistEntry = NonNullable<Awaited<ReturnType<typeof restockWaitlist.get>>>;

/** The key part of an address: a hash, so case and spacing do not matter and keys hold no email. */
export function waitlistKey(productId: string, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
  return `${productId}/${hash}`;
}

/**
 * One person's waitlist entries for a Privacy Act export or erasure, found by the address hash
 * their keys end with: one listing of keys, no entry read but theirs.
 */
export async function waitlistEntriesOf(
  email: string,
): Promise<{ id: string; entry: WaitlistEntry }[]> {
  const ending = waitlistKey('', email);
  const ids = (await restockWaitlist.listIds()).filter((id) => id.endsWith(ending));
  const found = await Promise.all(
    ids.map(async (id) => ({ id, entry: await restockWaitlist.get(id) })),
  );
  return found.flatMap(({ id, entry }) => (entry ? [{ id, entry }] : []));
}

/** Takes one entry off a waitlist (the shopper asked to be forgotten). */
export async function deleteRestockWaitlistEntry(id: string): Promise<void> {
  await restockWaitlist.delete(id);
}

/** Adds an address to a meal's waitlist; a repeat changes nothing. */
export async function addToRestockWaitlist(
  productId: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const entry = { productId, email: email.trim().toLowerCase(), joinedAt: now.toISOString() };
  await restockWaitlist.createOnce(waitlistKey(productId, email), entry);
}

/** How many shoppers wait for each of these meals. */
export async function waitlistCounts(productIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    productIds.map(async (id) => [id, (await restockWaitlist.listIds(`${id}/`)).length] as const),
  );
  return new Map(counts);
}

/**
 * A meal is back in stock: each shopper waiting for it gets one email and leaves the list.
 * Mail that cannot be sent stays in the outbox and is tried again (src/server/mail).
 */
export async function notifyRestockWaitlist(
  meal: { id: string; name: string },
  now = new Date(),
): Promise<number> {
  const ids = await restockWaitlist.listIds(`${meal.id}/`);
  const mealUrl = `${linkOriginWithoutRequest()}/meals/${meal.id}`;
  let sent = 0;
  for (const id of ids) {
    const entry = await restockWaitlist.get(id);
    if (!entry) continue;
    const notice = await restockNotices.createOnce(`${id}-${entry.joinedAt}`, {
      sentAt: now.toISOString(),
    });
    if (notice.created) {
      await sendMail({ to: entry.email, ...backInStockEmail(meal, mealUrl) });
      sent += 1;
    }
    await restockWaitlist.delete(id);
  }
  return sent;
}
