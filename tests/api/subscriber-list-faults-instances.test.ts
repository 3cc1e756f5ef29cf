// The subscriber list kept by admins' changes made from several instances (separate OS processes)
// at once while the store fails about one call in seven (errors, timeouts, writes whose answer is
// lost): each subscriber ends with exactly one list key, and it shows the record as it stands.
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIBER_LIST_PREFIX,
  subscriberListRowFromKey,
} from '../../src/lib/newsletters/subscriber-list.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import {
  subscribe,
  subscriberId,
  subscribers,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { signedInAs } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs({ faults: null });

describe('the subscriber list under store faults, changed from several instances', () => {
  it.each([1, 2])(
    'keeps one list key per subscriber, as the record stands (fault seed %i)',
    { timeout: 120_000 },
    async (seed) => {
      await seedShop();
      const admin = await signedInAs(`list-keeper-${String(seed)}`, 'admin');
      const emails = Array.from(
        { length: 5 },
        (_, n) => `faults${String(seed)}-${String(n)}@example.co.nz`,
      );
      for (const email of emails) {
        await subscribe({ email, name: 'Mere', preferences: ['recipes'] }, 'newsletter-form');
      }
      const change = (id: string, json: Record<string, unknown>): InstanceCall => ({
        handler: functionModule('admin-newsletters'),
        path: `/api/admin/subscribers/${id}`,
        options: { method: 'PATCH', json, headers: admin, params: { id } },
      });
      // Leaving and coming back moves a subscriber's key (a new subscribed time); topics change it.
      const calls = emails
        .map(subscriberId)
        .flatMap((id) => [
          change(id, { status: 'unsubscribed' }),
          change(id, { status: 'subscribed', consentNote: 'Phoned the shop asking to rejoin' }),
          change(id, { preferences: ['events'] }),
          change(id, { preferences: ['new-releases', 'promotions'] }),
        ]);
      blobs.setFaults({ rate: 0.15, seed });
      try {
        await callFromInstances(calls, { instances: 4 });
      } finally {
        blobs.setFaults(null);
      }
      const { blobs: listed } = await openStore().list({ prefix: `${SUBSCRIBER_LIST_PREFIX}/` });
      for (const email of emails) {
        const id = subscriberId(email);
        const stored = await subscribers.get(id);
        const keys = listed.filter((blob) => blob.key.includes(id));
        expect(keys).toHaveLength(1);
        const row = subscriberListRowFromKey(
          keys[0]?.key.slice(SUBSCRIBER_LIST_PREFIX.length + 1) ?? '',
        );
        expect(row).toMatchObject({ status: stored?.status, preferences: stored?.preferences });
      }
    },
  );
});
