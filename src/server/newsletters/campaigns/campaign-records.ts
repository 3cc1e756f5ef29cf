// Where campaigns and their sending live in the store, one key per record:
// - `campaigns/<id>`: the campaign (a shared document, changed through update());
// - `campaign-queue/<id>/<chunk>`: the recipient snapshot, subscriber ids in chunks;
// - `campaign-leases/<id>`: which worker runs the campaign until when, and where it got to;
// - `campaign-sends/<id>/<subscriberId>`: the claim (onlyIfNew): only its writer may send;
// - `campaign-outcomes/<id>/<sent|failed|skipped>/<subscriberId>`: what became of a claim, so
//   the counts are one listing of key names each, right however many workers wrote them;
// - `campaign-unsubscribes/<id>/<subscriberId>`: unsubscribes through this campaign's emails.
import { z } from 'zod';
import { CampaignSchema } from '../../../lib/newsletters/campaign.ts';
import { recordCollection } from '../../blobs/records.ts';

export const campaigns = recordCollection({ prefix: 'campaigns', schema: CampaignSchema });

/** Subscriber ids per queue chunk: a 2,000-person list is four records. */
export const QUEUE_CHUNK_SIZE = 500;

export const campaignQueue = recordCollection({
  prefix: 'campaign-queue',
  schema: z.object({ ids: z.array(z.string().min(1)) }),
});

/** The queue chunk's id: numbered so they list in order. */
export const queueChunkId = (campaignId: string, chunk: number): string =>
  `${campaignId}/${String(chunk).padStart(5, '0')}`;

export const campaignLeases = recordCollection({
  prefix: 'campaign-leases',
  schema: z.object({
    holder: z.string().min(1),
    expiresAt: z.iso.datetime(),
    /** The next chunk and index to work on: a resume starts here, not from the start. */
    chunk: z.int().nonnegative(),
    index: z.int().nonnegative(),
  }),
});

export const campaignClaims = recordCollection({
  prefix: 'campaign-sends',
  schema: z.object({ at: z.iso.datetime(), worker: z.string().min(1) }),
});

/** `kept`: no mail server is set up, so the email stayed in the outbox and nobody got it. */
export const SEND_OUTCOMES = ['sent', 'kept', 'failed', 'skipped'] as const;
export type SendOutcome = (typeof SEND_OUTCOMES)[number];

export const campaignOutcomes = recordCollection({
  prefix: 'campaign-outcomes',
  schema: z.object({ at: z.iso.datetime(), detail: z.string().max(500).optional() }),
});

export const campaignUnsubscribes = recordCollection({
  prefix: 'campaign-unsubscribes',
  schema: z.object({ at: z.iso.datetime() }),
});

/** How many keys sit under a campaign's folder of a collection. */
export async function countUnder(
  records: { listIds: (subPrefix?: string) => Promise<string[]> },
  folder: string,
): Promise<number> {
  return (await records.listIds(`${folder}/`)).length;
}

/**
 * Credits a campaign with an unsubscribe made through its email (the `c` of the link). Called
 * by the subscribers' unsubscribe; writing it twice counts once.
 */
export async function recordCampaignUnsubscribe(
  campaignId: string,
  subscriberId: string,
  now = new Date(),
): Promise<void> {
  if (!/^[\w-]{1,100}$/.test(campaignId)) return;
  await campaignUnsubscribes.createOnce(`${campaignId}/${subscriberId}`, {
    at: now.toISOString(),
  });
}
