import { describe, expect, it } from 'vitest';
import {
  CODES_REFUSED_AFTER_WRONG,
  guessingStage,
  judgeCodeTry,
  MAX_CODE_ATTEMPTS,
  MAX_WRONG_CODES_PER_DAY,
  triesAllowedAt,
  withWrongCode,
  WRONG_CODE_WINDOW_MS,
  type WrongCodes,
} from '../../src/lib/standing-orders/code-guessing.ts';

const NOW = new Date('2026-11-28T03:00:00.000Z');
const code = (attempts: number, codeHash = 'aa11') => ({
  codeHash,
  expiresAt: '2026-11-28T03:10:00.000Z',
  attempts,
});
const isRight = (hash: string) => hash === 'aa11';
const isWrong = () => false;

describe('judgeCodeTry', () => {
  it('accepts the right code within its tries, using it up and keeping how many wrong came first', () => {
    expect(judgeCodeTry(code(4), isRight, MAX_CODE_ATTEMPTS, NOW)).toEqual({
      verdict: 'accepted',
      next: { ...code(4), codeHash: '' },
    });
  });

  it('never accepts once the tries are used, the code is used, or it has expired', () => {
    for (const stored of [
      code(MAX_CODE_ATTEMPTS),
      code(0, ''),
      { ...code(0), expiresAt: NOW.toISOString() },
    ]) {
      expect(judgeCodeTry(stored, () => true, MAX_CODE_ATTEMPTS, NOW)).toEqual({
        verdict: 'dead',
        next: stored,
      });
    }
  });

  it('counts a wrong try, and the last allowed one burns the code for any later allowance', () => {
    expect(judgeCodeTry(code(1), isWrong, MAX_CODE_ATTEMPTS, NOW).next.attempts).toBe(2);
    const once = judgeCodeTry(code(0), isWrong, 1, NOW);
    expect(once).toMatchObject({ verdict: 'wrong', next: { attempts: MAX_CODE_ATTEMPTS } });
    expect(judgeCodeTry(once.next, isRight, MAX_CODE_ATTEMPTS, NOW).verdict).toBe('dead');
  });
});

describe('wrong codes per address', () => {
  const after = (count: number, start = NOW.getTime()): WrongCodes | null =>
    Array.from(
      { length: count },
      (_, index) => new Date(start + index * 1000),
    ).reduce<WrongCodes | null>((counted, at) => withWrongCode(counted, at), null);

  it('locks out at the 10th wrong code of a day, naming the lock-out by its first moment', () => {
    expect(after(MAX_WRONG_CODES_PER_DAY - 1)?.lockedAt).toBeNull();
    const locked = after(MAX_WRONG_CODES_PER_DAY);
    const tenth = new Date(NOW.getTime() + (MAX_WRONG_CODES_PER_DAY - 1) * 1000).toISOString();
    expect(locked?.lockedAt).toBe(tenth);
    expect(after(MAX_WRONG_CODES_PER_DAY + 3)?.lockedAt).toBe(tenth);
  });

  it('forgets wrong codes older than a day, so a later lock-out is a new one', () => {
    const locked = after(MAX_WRONG_CODES_PER_DAY);
    const nextDay = new Date(NOW.getTime() + WRONG_CODE_WINDOW_MS + 60_000);
    const counted = withWrongCode(locked, nextDay);
    expect(counted).toEqual({ wrongAt: [nextDay.toISOString()], lockedAt: null });
  });

  it('keeps no more wrong codes than the refusal needs', () => {
    expect(after(CODES_REFUSED_AFTER_WRONG + 7)?.wrongAt).toHaveLength(CODES_REFUSED_AFTER_WRONG);
  });

  it('allows 5 tries a code while open, 1 once locked out, none past 20 wrong codes', () => {
    expect(triesAllowedAt(guessingStage(MAX_WRONG_CODES_PER_DAY - 1))).toBe(MAX_CODE_ATTEMPTS);
    expect(triesAllowedAt(guessingStage(MAX_WRONG_CODES_PER_DAY))).toBe(1);
    expect(triesAllowedAt(guessingStage(CODES_REFUSED_AFTER_WRONG))).toBe(0);
  });
});
