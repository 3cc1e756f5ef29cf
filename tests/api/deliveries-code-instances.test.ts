// Guessing a My deliveries code from many function instances at once (separate OS processes, no
// memory shared), each try from a client address of its own, on the real local Blobs server:
// the right code among 39 wrong ones is accepted at most once, and only if the store took it
// within the code's first 5 tries; sent after 5 wrong tries were recorded, it never is; and a
// lock-out reached by many processes at once emails the owner exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CODE_ATTEMPTS,
  MAX_WRONG_CODES_PER_DAY,
} from '../../src/lib/standing-orders/code-guessing.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import {
  askForCode,
  lockOutMailsTo,
  recordWrongCodes,
  shopperWithDeliveries,
  storedCodeOf,
  tryCode,
  tryCodeCall,
  wrongCode,
  wrongCodesOf,
} from '../fixtures/deliveries-codes.ts';
import { callFromInstances } from '../fixtures/instances.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

/**
 * Enough tries at once that far more than the code's 5 are in flight together: with the store's
 * conditional write made unconditional, this count still lets more than 5 wrong tries count.
 */
const GUESSES = 40;
/** Processes started together, each making a few tries at once, as busy instances would. */
const RACE = { instances: 4, concurrency: 4 };

/** 39 wrong tries and the right one at `rightAt`, each from its own client address. */
function guesses(email: string, code: string, rightAt: number) {
  return Array.from({ length: GUESSES }, (_, index) =>
    tryCodeCall(email, index === rightAt ? code : wrongCode(code, index)),
  );
}

describe('40 simultaneous guesses at one code from separate processes', () => {
  it('accepts the right code at most once, and only within its first 5 tries in the store', async () => {
    const email = await shopperWithDeliveries();
    const code = await askForCode(email);
    const rightAt = Math.floor(Math.random() * GUESSES);
    const answers = await callFromInstances(guesses(email, code, rightAt), RACE);

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeLessThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(
      GUESSES - accepted.length,
    );
    if (accepted.length === 1) expect(answers[rightAt]?.status).toBe(200);
    const stored = await storedCodeOf(email);
    // The store's record says how many wrong tries came before: an acceptance used the code up
    // within its tries; otherwise the tries ran out with the code unused.
    if (accepted.length === 1) {
      expect(stored.codeHash).toBe('');
      expect(stored.attempts).toBeLessThan(MAX_CODE_ATTEMPTS);
    } else {
      expect(stored.codeHash).not.toBe('');
      expect(stored.attempts).toBe(MAX_CODE_ATTEMPTS);
    }
    // Only the tries judged against the live code counted against the address: never more than 5.
    expect(await wrongCodesOf(email)).toHaveLength(stored.attempts);
    expect(await lockOutMailsTo(email)).toEqual([]);
  });

  it('never accepts the right code sent after 5 wrong tries were recorded', async () => {
    const email = await shopperWithDeliveries();
    const code = await askForCode(email);
    for (let index = 0; index < MAX_CODE_ATTEMPTS; index += 1)
      expect((await tryCode(email, wrongCode(code, GUESSES + index))).status).toBe(400);

    const answers = await callFromInstances(guesses(email, code, GUESSES / 2), RACE);
    expect(answers.map((answer) => answer.status)).toEqual(Array(GUESSES).fill(400));
    expect(await storedCodeOf(email)).toMatchObject({ attempts: MAX_CODE_ATTEMPTS });
    expect(await wrongCodesOf(email)).toHaveLength(MAX_CODE_ATTEMPTS);
  });

  it('emails the owner once when many processes reach the lock-out together', async () => {
    const email = await shopperWithDeliveries();
    await recordWrongCodes(email, MAX_WRONG_CODES_PER_DAY - 1);
    const code = await askForCode(email);
    const wrong = Array.from({ length: 40 }, (_, index) =>
      tryCodeCall(email, wrongCode(code, index)),
    );
    const answers = await callFromInstances(wrong, RACE);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(400));

    expect(await lockOutMailsTo(email)).toHaveLength(1);
    expect(await storedCodeOf(email)).toMatchObject({ codeHash: '' });
    // The right code is burnt now, whatever the tries left on it.
    expect((await tryCode(email, code)).status).toBe(400);
    const counted = await wrongCodesOf(email);
    expect(counted.length).toBeGreaterThanOrEqual(MAX_WRONG_CODES_PER_DAY);
    expect(counted.length).toBeLessThanOrEqual(MAX_WRONG_CODES_PER_DAY - 1 + MAX_CODE_ATTEMPTS);
  });
});
