// The record of who used which promo code: one key per use, so the back office counts uses and
// revenue from key names alone (one list call, never a read of every order), and one key per
// customer of a one-per-customer code, taken with onlyIfNew so one address gets one use.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { normaliseCustomerEmail } from '../../lib/orders/promo.ts';
import { recordCollection } from '../blobs/records.ts';

const PromoUseSchema = z.object({
  orderId: z.string().min(1).max(100),
  totalCents: z.int().nonnegative(),
  discountCents: z.int().nonnegative(),
  claimedAt: z.iso.datetime(),
  /** The hash of the customer's email, for one-per-customer codes. */
  customer: z.string().optional(),
});
type PromoUse = z.output<typeof PromoUseSchema>;

/** `promo-uses/<CODE>/<orderId>/<totalCents>`: the key alone says which order paid how much. */
const promoUses = recordCollection({ prefix: 'promo-uses', schema: PromoUseSchema });

/** `promo-customers/<CODE>/<email hash>`: the order that used a one-per-customer code. */
const promoCustomers = recordCollection({
  prefix: 'promo-customers',
  schema: z.object({ orderId: z.string().min(1).max(100), claimedAt: z.iso.datetime() }),
});

/** A customer as one-per-customer codes know them: a hash of the normalised email. */
export function customerKey(email: string | undefined): string {
  if (!email) throw new Error('A one-per-customer promo code needs the customer email');
  return createHash('sha256').update(normaliseCustomerEmail(email)).digest('hex');
}

/** Takes the customer's one use for this order; false when another order of theirs has it. */
export async function takeCustomerUse(
  code: string,
  customer: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const { record } = await promoCustomers.createOnce(`${code}/${customer}`, {
    orderId,
    claimedAt: now.toISOString(),
  });
  return record.orderId === orderId;
}

/** Frees the customer's use, only if this order holds it. */
export async function giveBackCustomerUse(
  code: string,
  customer: string,
  orderId: string,
): Promise<void> {
  const id = `${code}/${customer}`;
  const held = await promoCustomers.get(id);
  if (held?.orderId === orderId) await promoCustomers.delete(id);
}

/** Records an order's use of a code, once per order (a retry finds it and adds nothing). */
export async function recordPromoUse(
  code: string,
  orderId: string,
  use: Omit<PromoUse, 'orderId'>,
) {
  if ((await promoUses.listIds(`${code}/${orderId}/`)).length > 0) return;
  await promoUses.createOnce(`${code}/${orderId}/${String(use.totalCents)}`, { orderId, ...use });
}

/** Removes an order's use of a code and gives back what it recorded. */
export async function forgetPromoUses(code: string, orderId: string): Promise<PromoUse[]> {
  const ids = await promoUses.listIds(`${code}/${orderId}/`);
  const uses = await Promise.all(ids.map((id) => promoUses.get(id)));
  await Promise.all(ids.map((id) => promoUses.delete(id)));
  return uses.flatMap((use) => (use ? [use] : []));
}

/**
 * Keeps an order's use key at what the shop kept of its total after refunds, so a code's
 * revenue is net of them. Refunds only ever lower it, so when two refunds race and leave two
 * keys, the lower one is right: the tally counts it alone, and the next settle removes the rest.
 */
export async function settlePromoUseTotal(
  code: string,
  orderId: string,
  keptCents: number,
): Promise<void> {
  const ids = await promoUses.listIds(`${code}/${orderId}/`);
  const [first] = ids;
  if (!first) return;
  const wanted = `${code}/${orderId}/${String(keptCents)}`;
  if (!ids.includes(wanted)) {
    const use = await promoUses.get(first);
    if (!use) return;
    await promoUses.createOnce(wanted, { ...use, totalCents: keptCents });
  }
  await Promise.all(
    ids
      .filter((id) => id !== wanted && totalOfKey(id) > keptCents)
      .map((id) => promoUses.delete(id)),
  );
}

function totalOfKey(id: string): number {
  return Number.parseInt(id.split('/')[2] ?? '0', 10) || 0;
}

/** Uses and revenue (order totals in cents) of each code, from one listing of the use keys. */
export interface PromoTally {
  uses: number;
  revenueCents: number;
}

/** The tally of every code, or of one code, read from key names alone. */
export async function tallyPromoUses(code?: string): Promise<Map<string, PromoTally>> {
  const ids = await promoUses.listIds(code === undefined ? '' : `${code}/`);
  // One use per order: an order caught between two refunds has two keys, the lower one right.
  const keptPerUse = new Map<string, { code: string; cents: number }>();
  for (const id of ids) {
    const [useCode = '', orderId = ''] = id.split('/');
    const cents = totalOfKey(id);
    const seen = keptPerUse.get(`${useCode}/${orderId}`);
    if (!seen || cents < seen.cents)
      keptPerUse.set(`${useCode}/${orderId}`, { code: useCode, cents });
  }
  const tallies = new Map<string, PromoTally>();
  for (const use of keptPerUse.values()) {
    const tally = tallies.get(use.code) ?? { uses: 0, revenueCents: 0 };
    tally.uses += 1;
    tally.revenueCents += use.cents;
    tallies.set(use.code, tally);
  }
  return tallies;
}
