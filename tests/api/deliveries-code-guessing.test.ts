// Guessing a My deliveries sign-in code (POST /api/my-deliveries/sign-in) against the real local
// Blobs server: a try is judged in the write that counts it, so another try's write landing
// first makes it judged again against what that try left; and wrong codes count per email
// address across every client address, locking the address out (codes burnt, owner emailed
// once) and then refusing codes, while the guesser always gets the same answer.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_WRONG_CODES_PER_DAY } from '../../src/lib/standing-orders/code-guessing.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  requestDeliveriesCode,
  verifyDeliveriesCode,
} from '../../src/server/standing-orders/deliveries-codes.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import {
  askForCode,
  latestCodeTo,
  lockOutMailsTo,
  recordWrongCodes,
  shopperWithDeliveries,
  storedCodeOf,
  tryCode,
  wrongCode,
  wrongCodesOf,
} from '../fixtures/deliveries-codes.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const REFUSED = {
  message: expect.any(String) as unknown,
  errors: { code: expect.any(String) as unknown },
};

/**
 * Runs `between` once, just before the first write of `email`'s code record leaves this
 * process: another writer landing between a try's read and its conditional write, which the
 * store then refuses, so the try's write runs again.
 */
function interleaveBeforeFirstCodeWrite(email: string, between: () => Promise<unknown>) {
  const key = `deliveries-codes/${customerIdOf(email)}`;
  const storeFetch = globalThis.fetch;
  let done = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (
      !done &&
      init?.method?.toUpperCase() === 'PUT' &&
      decodeURIComponent(url.pathname).endsWith(key)
    ) {
      done = true;
      await between();
    }
    return storeFetch(input, init);
  });
}

describe('a try whose write is beaten by another try', () => {
  it('refuses the right code when a fifth wrong try lands between its read and its write', async () => {
    const email = await shopperWithDeliveries();
    const code = await askForCode(email);
    for (let index = 0; index < 4; index += 1)
      expect((await tryCode(email, wrongCode(code, index))).status).toBe(400);
    interleaveBeforeFirstCodeWrite(email, () => verifyDeliveriesCode(email, wrongCode(code, 4)));

    const right = await tryCode(email, code);
    expect(right.status).toBe(400);
    expect(await storedCodeOf(email)).toMatchObject({ attempts: 5 });
    expect(await wrongCodesOf(email)).toHaveLength(5);
  });

  it('judges the code against a newer code sent between its read and its write', async () => {
    const email = await shopperWithDeliveries();
    const first = await askForCode(email);
    interleaveBeforeFirstCodeWrite(email, () => requestDeliveriesCode(email, SITE_ORIGIN));

    const stale = await tryCode(email, first);
    expect(stale.status).toBe(400);
    vi.restoreAllMocks();
    const newer = await latestCodeTo(email);
    expect(newer).not.toBe(first);
    // The stale code counted as one wrong try against the newer code, which still works.
    expect(await storedCodeOf(email)).toMatchObject({ attempts: 1 });
    expect((await tryCode(email, newer)).status).toBe(200);
    expect(await storedCodeOf(email)).toMatchObject({ codeHash: '', attempts: 1 });
  });
});

describe('wrong codes counted per email address', () => {
  it('locks the address out after 10 wrong codes from 10 client addresses: codes burnt, owner emailed once', async () => {
    const email = await shopperWithDeliveries();
    const first = await askForCode(email);
    const refusals = [];
    for (let index = 0; index < 5; index += 1)
      refusals.push(await tryCode(email, wrongCode(first, index)));
    const second = await askForCode(email);
    for (let index = 0; index < 4; index += 1)
      refusals.push(await tryCode(email, wrongCode(second, index)));
    expect(await lockOutMailsTo(email)).toEqual([]);

    // A third code, then one wrong try: the tenth wrong code of the day locks the address out.
    const third = await askForCode(email);
    refusals.push(await tryCode(email, wrongCode(third, 0)));
    expect(await wrongCodesOf(email)).toHaveLength(MAX_WRONG_CODES_PER_DAY);
    expect(await storedCodeOf(email)).toMatchObject({ codeHash: '', attempts: 1 });
    const burnt = await tryCode(email, third);
    refusals.push(burnt);
    // Every refusal looks the same: nothing tells the guesser about the lock-out.
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body).toEqual(refusals[0]?.body);
      expect(refusal.body).toMatchObject(REFUSED);
    }

    const [alert, ...more] = await lockOutMailsTo(email);
    expect(more).toEqual([]);
    expect(alert?.to).toEqual([email]);
    expect(alert?.text).toContain('If this wasn’t you, you don’t need to do anything.');
    expect(alert?.text).toContain('Your deliveries are safe');
    expect(alert?.text).toContain('If it keeps happening, tell us');
    expect(alert?.text).not.toMatch(/\b\d{6}\b/);

    // Later that day a new code works for the owner, but a wrong try burns a code at once, and
    // no second email goes out for the same lock-out.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    const owners = await askForCode(email);
    expect((await tryCode(email, owners)).status).toBe(200);
    const next = await askForCode(email);
    expect((await tryCode(email, wrongCode(next, 0))).status).toBe(400);
    expect((await tryCode(email, next)).status).toBe(400);
    expect(await wrongCodesOf(email)).toHaveLength(MAX_WRONG_CODES_PER_DAY + 1);
    expect(await lockOutMailsTo(email)).toHaveLength(1);
  });

  it('refuses every code after 20 wrong ones in a day, until the day has passed', async () => {
    const email = await shopperWithDeliveries();
    await recordWrongCodes(email, 19);
    const code = await askForCode(email);
    expect((await tryCode(email, wrongCode(code, 0))).status).toBe(400);
    expect(await lockOutMailsTo(email)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    const refused = await askForCode(email);
    expect((await tryCode(email, refused)).status).toBe(400);
    expect(await storedCodeOf(email)).toMatchObject({ codeHash: '' });
    // Refused tries are not judged, so they are not counted either.
    expect(await wrongCodesOf(email)).toHaveLength(20);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60_000 });
    const nextDay = await askForCode(email);
    expect((await tryCode(email, nextDay)).status).toBe(200);
  });

  it('counts nothing for a try with no live code, and never locks out an address with no code', async () => {
    const email = await shopperWithDeliveries();
    for (let index = 0; index < 12; index += 1)
      expect((await tryCode(email, wrongCode('000000', index))).status).toBe(400);
    expect(await wrongCodesOf(email)).toEqual([]);
    expect(await lockOutMailsTo(email)).toEqual([]);
  });
});
