/**
 * Store faults for the local Blobs server, so the data layer is tested against the failures
 * production's store can have: a call refused with 500/503 before anything happens, a write
 * made and then answered with 500 or a dropped connection (the client cannot know it happened),
 * or an answer that comes late. `LOCAL_BLOBS_FAULT_RATE=0.1` turns it on for `npm run dev` and
 * the tests; `LOCAL_BLOBS_FAULT_SEED` makes the sequence of faults repeatable.
 */
import { seededRandom } from '../../lib/system/seeded-random.ts';

/** One way a call can fail. */
export type BlobsFault =
  /** 500 or 503 before the call does anything. */
  | 'refuse'
  /** The call does its work (a write is stored), then answers 500. */
  | 'fail-after'
  /** The call does its work, then the connection is dropped without an answer. */
  | 'drop-after'
  /** The answer comes up to `maxDelayMs` late. */
  | 'delay'
  /** The call does its work and answers as usual, but without its ETag (not in the default mix). */
  | 'no-etag';

/** The faults `LOCAL_BLOBS_FAULT_RATE` mixes. */
export const BLOBS_FAULTS: readonly BlobsFault[] = ['refuse', 'fail-after', 'drop-after', 'delay'];

/** What a fault decision sees of a call. */
export interface BlobsCall {
  method: string;
  store: string;
  /** The blob key, or '' for a listing or a whole-store call. */
  key: string;
}

/** How a local Blobs server misbehaves; `rate` 0 (the default) means never. */
export interface BlobsFaultOptions {
  /** The share of calls that get a fault, 0 to 1. */
  rate: number;
  /** Seeds the random choices, so a test sees the same faults each run. */
  seed?: number | undefined;
  /** The faults to choose from (default: all). */
  kinds?: readonly BlobsFault[] | undefined;
  /** The longest delay a `delay` fault adds (default 150 ms). */
  maxDelayMs?: number | undefined;
  /** For tests: the fault of one call, decided by the test (null: none), instead of `rate`. */
  pick?: ((call: BlobsCall) => BlobsFault | null) | undefined;
}

/** A fault decided for one call, with what it needs. */
export type FaultDecision =
  | { kind: 'refuse'; status: 500 | 503 }
  | { kind: 'fail-after' }
  | { kind: 'drop-after' }
  | { kind: 'no-etag' }
  | { kind: 'delay'; ms: number };

/** Decides, call by call, which calls fail and how. */
export function faultPicker(options: BlobsFaultOptions): (call: BlobsCall) => FaultDecision | null {
  const random = options.seed === undefined ? Math.random : seededRandom(options.seed);
  const kinds = options.kinds?.length ? options.kinds : BLOBS_FAULTS;
  const maxDelayMs = options.maxDelayMs ?? 150;
  const decide = (kind: BlobsFault): FaultDecision => {
    if (kind === 'refuse') return { kind, status: random() < 0.5 ? 500 : 503 };
    if (kind === 'delay') return { kind, ms: Math.round(random() * maxDelayMs) };
    return { kind };
  };
  return (call) => {
    if (options.pick) {
      const kind = options.pick(call);
      return kind ? decide(kind) : null;
    }
    if (options.rate <= 0 || random() >= options.rate) return null;
    const kind = kinds[Math.floor(random() * kinds.length)] ?? 'refuse';
    return decide(kind);
  };
}

/**
 * The fault options set by the environment (`LOCAL_BLOBS_FAULT_RATE`, `LOCAL_BLOBS_FAULT_SEED`),
 * or null when faults are off. A rate that is not a number from 0 to 1 is refused at start-up.
 */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): BlobsFaultOptions | null {
  const rateText = env.LOCAL_BLOBS_FAULT_RATE?.trim();
  if (!rateText) return null;
  const rate = Number(rateText);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`LOCAL_BLOBS_FAULT_RATE must be a number from 0 to 1, not "${rateText}"`);
  }
  if (rate === 0) return null;
  const seedText = env.LOCAL_BLOBS_FAULT_SEED?.trim();
  const seed = seedText ? Number(seedText) : undefined;
  if (seed !== undefined && !Number.isInteger(seed)) {
    throw new Error(`LOCAL_BLOBS_FAULT_SEED must be a whole number, not "${seedText ?? ''}"`);
  }
  return { rate, seed };
}
