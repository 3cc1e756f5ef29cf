import { DEV_BLOBS_DIRECTORY, startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';

/**
 * Gets the dev server's Blobs ready for a run: seeded, and with no rate-limit counters left from
 * earlier runs (every browser test comes from the same local address).
 */
export default async function globalSetup(): Promise<void> {
  const { stop } = await startLocalBlobs(DEV_BLOBS_DIRECTORY);
  try {
    await seedShop();
    const store = openStore();
    const { blobs } = await store.list({ prefix: 'rate-limits/' });
    await Promise.all(blobs.map((blob) => store.delete(blob.key)));
  } finally {
    await stop();
  }
}
