import { beforeAll, describe, expect, it } from 'vitest';
import { readShopSettings, saveShopSettings } from '../../src/server/settings.ts';
import { orderForConfirmation, pickupAddressFor } from '../../src/server/orders/confirmation.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { placeTestOrder } from '../fixtures/orders.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
  await saveShopSettings(
    { id: 'admin-1', username: 'owner' },
    {
      ...(await readShopSettings()),
      bankAccountName: 'Cube Kitchen Ltd',
      bankAccountNumber: '12-3456-0123456-00',
    },
  );
});

describe('orderForConfirmation', () => {
  it('gives the order and the bank details to the holder of its token', async () => {
    const order = await placeTestOrder();
    const found = await orderForConfirmation(order.id, order.accessToken);
    expect(found?.order.number).toBe(order.number);
    expect(found?.bank).toEqual({
      accountName: 'Cube Kitchen Ltd',
      accountNumber: '12-3456-0123456-00',
    });
  });

  it('answers an unknown order, a wrong token and missing parameters alike: null', async () => {
    const order = await placeTestOrder();
    await expect(orderForConfirmation(order.id, `${order.accessToken}x`)).resolves.toBeNull();
    await expect(orderForConfirmation(order.id, '')).resolves.toBeNull();
    await expect(
      orderForConfirmation('00000000-0000-4000-8000-000000000000', order.accessToken),
    ).resolves.toBeNull();
    await expect(orderForConfirmation('not-an-id', 'whatever')).resolves.toBeNull();
  });

  it("names the pickup point's address, or the kitchen's when the point has none", async () => {
    const order = await placeTestOrder({ method: 'pickup' });
    await expect(pickupAddressFor(order)).resolves.toMatch(/Papamoa/);
  });
});
