import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

/** How many simultaneous increments the system check sends. */
export const WRITE_TEST_INCREMENTS = 20;

// A scratch prefix nothing else reads; each run uses a fresh key and deletes it.
const scratch = recordCollection({
  prefix: 'system-check',
  schema: z.object({ count: z.int().nonnegative() }),
});

/**
 * The core guarantee, tried on the store this deploy really uses: `increments` changes of one
 * record at once through `update()` (a strong read, then a write on that read's ETag, retried on
 * conflict). Exactly `increments` must be counted; fewer means lost writes, more doubled ones.
 */
export async function runWriteTest(increments = WRITE_TEST_INCREMENTS): Promise<{
  increments: number;
  counted: number | null;
  error: string | null;
  ms: number;
}> {
  const id = `${new Date().toISOString().slice(0, 10)}-${randomUUID()}`;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: increments }, () =>
        scratch.update(id, (current) => ({ count: (current?.count ?? 0) + 1 })),
      ),
    );
    const stored = await scratch.getRevisioned(id);
    const counted = stored?.data.count ?? 0;
    // The revision counts writes too: a write the store took twice would show there.
    const error =
      stored && stored.revision !== counted
        ? `count ${String(counted)} after ${String(stored.revision)} writes`
        : null;
    return { increments, counted, error, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { increments, counted: null, error: message, ms: performance.now() - started };
  } finally {
    await scratch.delete(id).catch(() => undefined);
  }
}
