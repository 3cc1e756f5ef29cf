// What the privacy policy keeps two years at most goes once that time is up (the maintenance
// part `expiredRecords`): contact messages, "tell me when" requests and the staff action log,
// with every key that pointed at them; anything younger stays.
import { describe, expect, it } from 'vitest';
import { ActivityQuerySchema } from '../../src/lib/admin/areas/activity.ts';
import { ACTIVITY_INDEX_PREFIX } from '../../src/lib/activity/activity-keys.ts';
import { budgetUntil, timeBudget } from '../../src/lib/system/time-budget.ts';
import { listActivityPage } from '../../src/server/activity/activity-index.ts';
import { auditLog, recordAudit } from '../../src/server/audit.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { deleteExpiredRecords } from '../../src/server/maintenance/retention.ts';
import {
  contactMessageSummary,
  contactMessagesFrom,
  saveContactMessage,
} from '../../src/server/public-forms/contact-messages.ts';
import {
  deliveryInterestsOf,
  listDeliveryInterest,
  registerDeliveryInterest,
} from '../../src/server/public-forms/delivery-interest.ts';
import {
  deleteOldSignInLinkUses,
  signInLinkUrl,
  useSignInLink,
} from '../../src/server/standing-orders/deliveries-link.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

const NOW = new Date('2026-11-27T03:00:00.000Z');
/** Two years and a day before NOW, and two years less a day. */
const OLD = new Date('2024-11-26T03:00:00.000Z');
const YOUNG = new Date('2024-11-28T03:00:00.000Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const jo = { id: '0b8e3c1e-5a55-4d1c-9a0e-0f6a1f3f0c11', username: 'jo' };

async function message(email: string, at: Date) {
  return saveContactMessage(
    { name: 'Mere Tui', email, subject: 'question', message: 'Do you deliver to Te Puke yet?' },
    at,
  );
}

async function audit(target: string, at: Date) {
  await recordAudit(
    { actor: jo, action: 'product.update', target, before: null, after: { name: target } },
    at,
  );
}

async function keysUnder(prefix: string): Promise<string[]> {
  return (await openStore().list({ prefix })).blobs.map((blob) => blob.key);
}

describe('records past the two years the privacy policy keeps them', () => {
  it('are deleted with their keys, and younger ones stay', async () => {
    await message('old@example.co.nz', OLD);
    const young = await message('young@example.co.nz', YOUNG);
    await registerDeliveryInterest(
      { email: 'old@example.co.nz', postcode: '3189', suburb: '' },
      OLD,
    );
    // Asked first long ago, and again since: kept from the last time asked.
    await registerDeliveryInterest(
      { email: 'again@example.co.nz', postcode: '3189', suburb: '' },
      OLD,
    );
    await registerDeliveryInterest(
      { email: 'again@example.co.nz', postcode: '3189', suburb: '' },
      YOUNG,
    );
    await audit('products/old-meal', OLD);
    await audit('products/young-meal', YOUNG);

    expect(await deleteExpiredRecords(NOW)).toBe(3);

    // The message, its open marker and the key that finds it by address are gone.
    expect(await contactMessagesFrom('old@example.co.nz')).toEqual([]);
    expect((await contactMessagesFrom('young@example.co.nz')).map(({ id }) => id)).toEqual([
      young.id,
    ]);
    const summary = await contactMessageSummary(10);
    expect(summary.open).toBe(1);
    expect(summary.recent.map(({ id }) => id)).toEqual([young.id]);
    expect((await keysUnder('messages-by-email/')).every((key) => key.endsWith(young.id))).toBe(
      true,
    );

    expect(await deliveryInterestsOf('old@example.co.nz')).toEqual([]);
    expect((await listDeliveryInterest()).map(({ email }) => email)).toEqual([
      'again@example.co.nz',
    ]);

    // The audit entry and its index keys in every family; the person filter keeps jo.
    const entries = await auditLog.list();
    expect(entries.map((entry) => entry.target)).toEqual(['products/young-meal']);
    const indexKeys = await keysUnder(`${ACTIVITY_INDEX_PREFIX}/`);
    expect(indexKeys.filter((key) => !key.includes('/people/'))).toHaveLength(3);
    expect(indexKeys.filter((key) => key.includes('/people/'))).toHaveLength(1);
    const page = await listActivityPage(ActivityQuerySchema.parse({}));
    expect(page.entries.map((entry) => entry.target)).toEqual(['products/young-meal']);
  });

  it('run once a day, and a pass the budget cut short carries on next run', async () => {
    // Days after the first test's pass, which marked its own day done.
    const today = new Date(NOW.getTime() + 5 * DAY);
    const dueAt = (daysMore: number) => new Date(OLD.getTime() + 5 * DAY - daysMore * DAY);
    // The day before: the first test's young records are due by then; this test starts clean.
    await deleteExpiredRecords(new Date(today.getTime() - DAY));
    for (let day = 0; day < 3; day += 1) await audit(`products/meal-${String(day)}`, dueAt(day));
    // A spent budget: nothing is deleted, and the day's pass is not marked done.
    expect(await deleteExpiredRecords(today, budgetUntil(0))).toBe(0);
    expect(await deleteExpiredRecords(today, timeBudget(60_000))).toBe(3);
    await audit('products/late-meal', dueAt(0));
    // Today's pass is done: the next run the same day reads one record and stops.
    expect(await deleteExpiredRecords(new Date(today.getTime() + HOUR))).toBe(0);
    // The next NZ day's pass takes it.
    expect(await deleteExpiredRecords(new Date(today.getTime() + DAY))).toBe(1);
  });
});

describe('used My deliveries sign-in links', () => {
  const linkToken = (url: string) => new URL(url).searchParams.get('link') ?? '';

  it('are forgotten a day after use, once their links have long expired; newer ones stay used', async () => {
    const customerId = 'a'.repeat(64);
    const usedAt = new Date('2026-12-01T01:00:00.000Z');
    const old = linkToken(await signInLinkUrl('https://shop.example', customerId, usedAt));
    expect(await useSignInLink(old, usedAt)).toBe(customerId);
    const laterAt = new Date(usedAt.getTime() + DAY);
    const recent = linkToken(await signInLinkUrl('https://shop.example', customerId, laterAt));
    expect(await useSignInLink(recent, laterAt)).toBe(customerId);

    const passAt = new Date(laterAt.getTime() + HOUR);
    expect(await deleteOldSignInLinkUses(passAt)).toBe(1);
    expect(await keysUnder('deliveries-link-uses/')).toHaveLength(1);
    // The recent link's use is kept, so it still works only once.
    expect(await useSignInLink(recent, new Date(laterAt.getTime() + 60_000))).toBeNull();
    // A spent budget deletes nothing.
    expect(
      await deleteOldSignInLinkUses(new Date(passAt.getTime() + 2 * DAY), budgetUntil(0)),
    ).toBe(0);
  });
});
