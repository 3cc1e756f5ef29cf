// The rules that keep a 6-digit My deliveries sign-in code from being guessed. Each code takes a
// few wrong tries, counted in the same conditional write that judges the try; and wrong codes
// are counted per email address over a day, across every client address, so spreading guesses
// over many machines or many codes gains nothing.

/** Wrong tries one code takes before it is used up. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes per email address in a rolling day that lock it out: the codes it holds are burnt
 * and its owner is told once. Two used-up codes' worth, so an owner's own typos never reach it.
 */
export const MAX_WRONG_CODES_PER_DAY = 10;
/**
 * Wrong codes per email address in a rolling day past which no code is judged at all until the
 * oldest leave the day. Between the lock-out and this, a newly emailed code still works (a
 * guesser cannot shut the owner out with ten tries), but one wrong try burns it.
 */
export const CODES_REFUSED_AFTER_WRONG = 20;
/** The window the wrong codes of an address are counted over. */
export const WRONG_CODE_WINDOW_MS = 24 * 60 * 60_000;

/** What a stored code holds that judging a try needs: its keyed hash ('' once used), expiry, tries. */
export interface CodeState {
  codeHash: string;
  expiresAt: string;
  attempts: number;
}

/** How one try went: the right code (now used up), a wrong one (counted), or no live code. */
export type CodeVerdict = 'accepted' | 'wrong' | 'dead';

/**
 * Judges one try against the code as stored *now* (in the write that records it), so a rerun
 * after a conflicting write judges afresh against what that writer left. A code is live while
 * unused, unexpired and under `triesAllowed` wrong tries. The right code is used up (its tries
 * kept, to show it came within them); a wrong one adds a try, and the last allowed try burns it
 * for good, whatever a later judge's allowance.
 */
export function judgeCodeTry<T extends CodeState>(
  current: T,
  matches: (codeHash: string) => boolean,
  triesAllowed: number,
  now: Date,
): { verdict: CodeVerdict; next: T } {
  const live =
    current.codeHash !== '' &&
    Date.parse(current.expiresAt) > now.getTime() &&
    current.attempts < triesAllowed;
  if (!live) return { verdict: 'dead', next: current };
  if (matches(current.codeHash)) return { verdict: 'accepted', next: { ...current, codeHash: '' } };
  const attempts = current.attempts + 1;
  const burnt = attempts >= triesAllowed;
  return {
    verdict: 'wrong',
    next: { ...current, attempts: burnt ? Math.max(attempts, MAX_CODE_ATTEMPTS) : attempts },
  };
}

/** The wrong-code times of an address still inside the window, oldest first. */
export function wrongCodesInWindow(wrongAt: readonly string[], now: Date): string[] {
  const since = now.getTime() - WRONG_CODE_WINDOW_MS;
  return wrongAt.filter((at) => Date.parse(at) > since).sort();
}

/** Where an address stands: codes judged as usual, one try each after a lock-out, or none. */
export type GuessingStage = 'open' | 'locked-out' | 'refused';

/** The stage an address is at with `wrongCount` wrong codes in the window. */
export function guessingStage(wrongCount: number): GuessingStage {
  if (wrongCount >= CODES_REFUSED_AFTER_WRONG) return 'refused';
  return wrongCount >= MAX_WRONG_CODES_PER_DAY ? 'locked-out' : 'open';
}

/** Wrong tries a code is allowed at a stage (0: none is judged). */
export function triesAllowedAt(stage: GuessingStage): number {
  if (stage === 'refused') return 0;
  return stage === 'locked-out' ? 1 : MAX_CODE_ATTEMPTS;
}

/** An address's wrong codes: their times in the window, and when its current lock-out began. */
export interface WrongCodes {
  wrongAt: string[];
  lockedAt: string | null;
}

/**
 * Adds one wrong code at `now`, dropping those out of the window (and keeping no more than the
 * refusal needs). A lock-out begins when the count first reaches MAX_WRONG_CODES_PER_DAY and
 * lasts while it stays there; `lockedAt` names it, so its owner is told once per lock-out.
 */
export function withWrongCode(current: WrongCodes | null, now: Date): WrongCodes {
  const before = wrongCodesInWindow(current?.wrongAt ?? [], now);
  const wrongAt = [...before, now.toISOString()].slice(-CODES_REFUSED_AFTER_WRONG);
  const wasLocked = guessingStage(before.length) !== 'open';
  const locked = guessingStage(wrongAt.length) !== 'open';
  const lockedAt = !locked
    ? null
    : wasLocked && current?.lockedAt
      ? current.lockedAt
      : now.toISOString();
  return { wrongAt, lockedAt };
}
