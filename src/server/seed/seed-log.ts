import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

/**
 * Which seed records were ever written. A record seeded once is never written again, so what
 * staff changed (or deleted) stays that way however often the seed runs.
 */
export const seedLog = recordCollection({
  prefix: 'seed-log',
  schema: z.object({ seededAt: z.iso.datetime() }),
});
