// Two My deliveries changes that are each within the rules can break them together: fewer meals
// (fine for this zone) and a move to a zone with a higher minimum (fine for the old meals). A
// change saves only if what its rules were checked against is still so; otherwise 409, and the
// shopper tries again against the standing order as it now is. The other request is made to land
// between the check and the save, deterministically, by wrapping the rules check.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverySlots, deliveryZones } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import {
  checkoutStandingOrder,
  myDeliveriesChange,
  storedStanding,
} from '../fixtures/standing-orders.ts';

/** Run once, right after the next rules check passes: the request that lands in between. */
const landsBetween: { next: (() => Promise<void>) | null } = { next: null };

vi.mock('../../src/server/standing-orders/standing-checkout-rules.ts', async (importOriginal) => {
  const real =
    await importOriginal<
      typeof import('../../src/server/standing-orders/standing-checkout-rules.ts')
    >();
  return {
    ...real,
    checkStandingOrderRules: async (...args: Parameters<typeof real.checkStandingOrderRules>) => {
      await real.checkStandingOrderRules(...args);
      const other = landsBetween.next;
      landsBetween.next = null;
      if (other) await other();
    },
  };
});

runOnLocalBlobs();

const EMAIL = 'aroha@example.co.nz';
let standingId = '';

const change = (what: string, json: unknown) => myDeliveriesChange(standingId, EMAIL, what, json);
const stored = () => storedStanding(standingId);

const MOUNT_ADDRESS = {
  line1: '5 Marine Pde',
  line2: '',
  suburb: 'Mount Maunganui',
  city: 'Tauranga',
  postcode: '3116',
};

beforeAll(async () => {
  await seedShop();
  await deliveryZones.update('mount-maunganui', (current) => {
    if (!current) throw new Error('The seed has no Mount Maunganui zone');
    return { ...current, minimumOrderCents: 4000 };
  });
  standingId = await checkoutStandingOrder({
    name: 'Aroha Tane',
    email: EMAIL,
    phone: '021 123 4567',
  });
});

describe('two My deliveries changes at once', () => {
  it('never leave meals under the new zone’s minimum: the move that was checked against the old meals gets 409', async () => {
    const slot = (await deliverySlots.list()).find(
      (found) => found.active && found.zoneId === 'mount-maunganui',
    );
    if (!slot) throw new Error('The seed has no Mount Maunganui slot');
    const fewer = [{ productId: 'beef-bolognese', quantity: 2 }];
    let fewerStatus = 0;
    landsBetween.next = async () => {
      fewerStatus = (await change('items', { items: fewer })).status;
    };
    const moved = await change('address', { address: MOUNT_ADDRESS, slotId: slot.id });
    expect(fewerStatus).toBe(200);
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({
      message: 'Your standing order changed a moment ago; reload the page and try again.',
      reason: 'changed',
    });
    const after = await stored();
    expect(after.items).toEqual(fewer);
    expect(after.fulfilment).toMatchObject({ zoneId: 'papamoa' });
    // Tried again against the standing order as it now is, the rules answer for both together.
    const again = await change('address', { address: MOUNT_ADDRESS, slotId: slot.id });
    expect(again.status).toBe(422);
  });

  it('never leave meals under the zone’s minimum the other way round: fewer meals checked against the old zone get 409', async () => {
    const slot = (await deliverySlots.list()).find(
      (found) => found.active && found.zoneId === 'mount-maunganui',
    );
    if (!slot) throw new Error('The seed has no Mount Maunganui slot');
    expect(
      (await change('items', { items: [{ productId: 'beef-bolognese', quantity: 3 }] })).status,
    ).toBe(200);
    let movedStatus = 0;
    landsBetween.next = async () => {
      movedStatus = (await change('address', { address: MOUNT_ADDRESS, slotId: slot.id })).status;
    };
    // Checked against Papamoa ($30 minimum): $33.80 passes; the move to the Mount lands first.
    const fewer = await change('items', { items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    expect(movedStatus).toBe(200);
    expect(fewer.status).toBe(409);
    const after = await stored();
    expect(after.fulfilment).toMatchObject({ zoneId: 'mount-maunganui' });
    expect(after.items).toEqual([{ productId: 'beef-bolognese', quantity: 3 }]);
  });
});
