import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import promoCheckHandler from '../../netlify/functions/promo-check.mts';
import { claimPromoUse, promoCodes, releasePromoUse } from '../../src/server/orders/promos.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

function check(json: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return call(promoCheckHandler, '/api/promo/check', { json, ...options });
}

describe('POST /api/promo/check', () => {
  it('accepts the seeded WELCOME10 code in any case, with the discount on the subtotal', async () => {
    const { status, body } = await check({ code: ' welcome10 ', subtotalCents: 4870 });
    expect(status).toBe(200);
    expect(body).toEqual({
      valid: true,
      code: 'WELCOME10',
      kind: 'percent',
      discountCents: 487,
      message: '10% off applied',
    });
  });

  it('explains a code that does not apply yet, and gives unknown codes one answer', async () => {
    const short = await check({ code: 'WELCOME10', subtotalCents: 2990 });
    expect(short.body).toEqual({
      valid: false,
      code: 'WELCOME10',
      kind: 'percent',
      discountCents: 0,
      message: 'Spend $30.00 or more to use that promo code',
    });
    for (const code of ['NOPE99', 'not a code!']) {
      const { status, body } = await check({ code, subtotalCents: 5000 });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        valid: false,
        kind: null,
        discountCents: 0,
        message: 'That promo code is not valid',
      });
    }
  });

  it('answers 400 for a missing code or subtotal', async () => {
    const { status, body } = await check({ code: '', subtotalCents: -1 });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { code: 'Enter a promo code', subtotalCents: expect.any(String) as string },
    });
  });

  it('answers 403 to a cross-site request', async () => {
    const { status } = await check(
      { code: 'WELCOME10', subtotalCents: 5000 },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(status).toBe(403);
  });

  it('stops a client guessing codes: 429 with Retry-After after 20 checks in 10 minutes', async () => {
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await check({ code: `GUESS${attempt}`, subtotalCents: 5000 }, { ip })).status).toBe(
        200,
      );
    }
    const blocked = await check({ code: 'GUESS20', subtotalCents: 5000 }, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('claimPromoUse', () => {
  it('gives the last uses of a limited code to exactly that many simultaneous orders', async () => {
    await promoCodes.createOnce('FIRST3', {
      code: 'FIRST3',
      kind: 'fixed',
      value: 500,
      minimumSubtotalCents: 0,
      maxUses: 3,
      onePerCustomer: false,
      active: true,
      redeemedOrderIds: [],
    });
    const now = new Date();
    const orderIds = Array.from({ length: 12 }, () => randomUUID());
    const outcomes = await Promise.all(
      orderIds.map((orderId) => claimPromoUse('first3', orderId, { subtotalCents: 2000, now })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 9 }, () => ({
        ok: false,
        reason: 'used_up',
        message: 'That promo code has been used up',
      })),
    );
    const winner = orderIds[outcomes.findIndex((outcome) => outcome.ok)] ?? '';
    expect(await claimPromoUse('FIRST3', winner, { subtotalCents: 2000, now })).toMatchObject({
      ok: true,
    });
    expect((await promoCodes.get('FIRST3'))?.redeemedOrderIds).toHaveLength(3);
    await releasePromoUse('FIRST3', winner);
    await releasePromoUse('FIRST3', winner);
    expect((await promoCodes.get('FIRST3'))?.redeemedOrderIds).toHaveLength(2);
  });

  it('checks an unlimited code without writing, and refuses an unknown one', async () => {
    const before = await promoCodes.getRevisioned('WELCOME10');
    const outcome = await claimPromoUse('WELCOME10', randomUUID(), {
      subtotalCents: 3000,
      now: new Date(),
    });
    expect(outcome).toMatchObject({ ok: true, discountCents: 300 });
    expect((await promoCodes.getRevisioned('WELCOME10'))?.revision).toBe(before?.revision);
    expect(
      await claimPromoUse('NOSUCH', randomUUID(), { subtotalCents: 3000, now: new Date() }),
    ).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('is seeded once: a second seed run leaves the code as staff left it', async () => {
    await promoCodes.update('WELCOME10', (current) => {
      if (!current) throw new Error('WELCOME10 was not seeded');
      return { ...current, active: false };
    });
    const report = await seedShop();
    expect(report.promoCodes).toEqual({ created: [], skipped: ['WELCOME10'] });
    expect(await promoCodes.get('WELCOME10')).toMatchObject({ active: false });
  });
});
