import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import checkoutConfigHandler from '../../netlify/functions/checkout-config.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { NO_PAYMENT_METHOD_MESSAGE } from '../../src/lib/checkout/payment-methods.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { orderForConfirmation } from '../../src/server/orders/confirmation.ts';
import { TEST_BANK_ACCOUNT } from '../../src/lib/orders/bank-transfer.ts';
import { seedLog } from '../../src/server/seed/seed-log.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { readShopSettings, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';

runOnLocalBlobs();

const OWNER = { id: '00000000-0000-4000-8000-000000000001', username: 'owner' };
let slot: OpenSlot | undefined;

beforeAll(async () => {
  // A shop as production starts: catalogue and zones, but no bank account.
  await seedShop(undefined, undefined, undefined, { testBankAccount: false });
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days[0];
  const first = day?.slots[0];
  if (!day || !first) throw new Error('No open Papamoa slot');
  slot = { date: day.date, slotId: first.slotId };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const getConfig = async () =>
  (await call(checkoutConfigHandler, '/api/checkout/config')).body as Record<string, unknown>;

function bankTransferOrder() {
  if (!slot) throw new Error('No slot');
  return papamoaOrderRequest(slot, { paymentMethod: 'bank_transfer' });
}

const place = (body: unknown) => call(ordersHandler, '/api/orders', { json: body });

async function setBankAccount(account: { bankAccountName: string; bankAccountNumber: string }) {
  await saveShopSettings(OWNER, { ...(await readShopSettings()), ...account });
}

describe('payment methods while Settings hold no bank account', () => {
  it('offers no bank transfer in the checkout config', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    expect(await getConfig()).toMatchObject({ bankTransfer: false, cardPayments: false });
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
    expect(await getConfig()).toMatchObject({ bankTransfer: false, cardPayments: true });
  });

  it('refuses any order with neither card nor account, reserving nothing', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    const before = (await stockLevels.get('beef-bolognese'))?.onHand;
    const { status, body } = await place(bankTransferOrder());
    expect(status).toBe(422);
    expect(body).toMatchObject({ reason: 'no_payment_method', detail: NO_PAYMENT_METHOD_MESSAGE });
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before);
  });

  it('refuses a bank transfer while cards are taken, pointing at card', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
    const { status, body } = await place(bankTransferOrder());
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { paymentMethod: 'Bank transfer is not available; choose card' },
    });
  });
});

describe('a bank-transfer order once an account is set', () => {
  it('is taken, and its confirmation and email carry account, amount and reference', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    await setBankAccount({
      bankAccountName: 'Cube Kitchen Ltd',
      bankAccountNumber: '12-3456-0123456-000',
    });
    expect(await getConfig()).toMatchObject({ bankTransfer: true });
    const { status, body } = await place(bankTransferOrder());
    expect(status).toBe(201);
    const placed = body as { id: string; number: string; accessToken: string };
    const found = await orderForConfirmation(placed.id, placed.accessToken);
    expect(found?.bank).toEqual({
      accountName: 'Cube Kitchen Ltd',
      accountNumber: '12-3456-0123456-000',
    });
    const total = found?.order.totals.totalCents ?? 0;
    const email = (await outbox.list()).find(
      (message) =>
        message.subject.includes(placed.number) && message.to.includes('aroha@example.co.nz'),
    );
    expect(email?.text).toContain('Account name: Cube Kitchen Ltd');
    expect(email?.text).toContain('Account number: 12-3456-0123456-000');
    expect(email?.text).toContain(`Amount: $${(total / 100).toFixed(2)}`);
    expect(email?.text).toContain(`Reference: ${placed.number}`);
    expect(email?.text).not.toMatch(/contact us at [^\n]*for/i);
  });
});

describe('the seed’s TEST bank account', () => {
  it('never overwrites an account staff set', async () => {
    await seedShop();
    expect(await readShopSettings()).toMatchObject({ bankAccountNumber: '12-3456-0123456-000' });
  });

  it('is written into a store without one, once: an account staff cleared stays cleared', async () => {
    await setBankAccount({ bankAccountName: '', bankAccountNumber: '' });
    await seedLog.delete('settings/test-bank-account'); // as on a store never seeded before
    expect((await seedShop()).testBankAccount).toBe(true);
    expect(await readShopSettings()).toMatchObject(TEST_BANK_ACCOUNT);
    await setBankAccount({ bankAccountName: '', bankAccountNumber: '' });
    expect((await seedShop()).testBankAccount).toBe(false);
    expect(await readShopSettings()).toMatchObject({ bankAccountName: '', bankAccountNumber: '' });
  });
});
