import { z } from 'zod';
import { recordCollection } from '../../blobs/records.ts';

/**
 * People who asked to be forgotten: `erased-subscribers/<id>`, where the id is the hash of the
 * address (never the address), so an import can skip them without the shop keeping who they were.
 */
export const erasedSubscribers = recordCollection({
  prefix: 'erased-subscribers',
  schema: z.object({ erasedAt: z.iso.datetime() }),
});

/** The ids (address hashes) of everyone erased, for an import to skip. */
export async function erasedSubscriberIds(): Promise<Set<string>> {
  return new Set(await erasedSubscribers.listIds());
}
