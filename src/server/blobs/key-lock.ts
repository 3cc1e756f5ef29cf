/**
 * Serialises async work per key inside one process. The local Blobs emulator's conditional writes
 * are not atomic, so this lock is what keeps read-modify-write correct there (GUIDE.md, rule 4).
 */
const tails = new Map<string, Promise<void>>();

/** Runs `task` once every earlier task holding the same key has finished. */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => held);
  tails.set(key, tail);
  await previous;
  try {
    return await task();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
