import { z } from 'zod';
import { recordCollection } from '../../blobs/records.ts';
import { erasedSubscribers } from './erased-subscribers.ts';
import {
  subscriberId,
  subscribers,
  unsubscribe,
  UnsubscribeViaSchema,
  type UnsubscribeVia,
} from './subscribers.ts';

/**
 * Opt-outs of addresses that are not on the subscriber list (erased, or a shopper who only ever
 * got a restock reminder): kept by subscriber id (the address's hash) so that address gets no
 * more marketing mail even though there is no subscriber record to mark.
 */
const optOuts = recordCollection({
  prefix: 'marketing-opt-outs',
  schema: z.object({
    at: z.iso.datetime(),
    via: UnsubscribeViaSchema,
    campaignId: z.string().min(1).optional(),
  }),
});

/**
 * Takes the address a token names off all marketing mail: the subscriber is unsubscribed, or,
 * without a subscriber record, an opt-out is kept. Repeating it changes nothing.
 */
export async function optOut(
  id: string,
  how: { via: UnsubscribeVia; campaignId?: string | undefined },
  now = new Date(),
): Promise<void> {
  if (await unsubscribe(id, how, now)) return;
  const { campaignId } = how;
  await optOuts.createOnce(id, {
    at: now.toISOString(),
    via: how.via,
    ...(campaignId && { campaignId }),
  });
}

/**
 * Whether marketing mail that needs no newsletter subscription (a restock reminder the shopper
 * asked for) may go to an address: not when its subscriber unsubscribed, nor when it opted out
 * without being a subscriber, nor once erased. A subscriber's own choice, being newer consent, decides first.
 */
export async function mayReceiveMarketing(email: string): Promise<boolean> {
  const id = subscriberId(email);
  const subscriber = await subscribers.get(id);
  if (subscriber) return subscriber.status === 'subscribed';
  // Someone who asked to be forgotten gets nothing more from us either.
  const [optedOut, erased] = await Promise.all([optOuts.get(id), erasedSubscribers.get(id)]);
  return optedOut === null && erased === null;
}
