// The personal-data registry's families of the newsletter, the public forms and the restock
// waitlist (personal-data-registry.ts says what each field means).
import { SUBSCRIBER_LIST_PREFIX } from '../../lib/newsletters/subscriber-list.ts';
import { deleteRestockWaitlistEntry, waitlistEntriesOf } from '../inventory/restock-waitlist.ts';
import { signupRequests } from '../newsletters/subscribers/signup-confirmations.ts';
import { eraseSubscriber } from '../newsletters/subscribers/subscriber-admin.ts';
import { subscribers } from '../newsletters/subscribers/subscriber-records.ts';
import { contactMessagesFrom, deleteContactMessage } from '../public-forms/contact-messages.ts';
import { deleteDeliveryInterest, deliveryInterestsOf } from '../public-forms/delivery-interest.ts';
import type { PersonalDataFamily } from './personal-data-registry.ts';

const HASH_ONLY = 'It names the person by their address hash only';

/** A family that records, per campaign, what happened for one subscriber id (address hash). */
const campaignFamily = (prefix: string, holds: string): PersonalDataFamily => ({
  prefix,
  holds,
  found: 'By campaign, then subscriber id (the address hash)',
  erasure: 'keep',
  why: `The campaign’s record of who it was sent to, so nobody gets it twice. ${HASH_ONLY}.`,
});

/** The newsletter, contact messages, delivery-area requests and restock waitlist. */
export const MARKETING_FAMILIES: readonly PersonalDataFamily[] = [
  {
    prefix: 'subscribers',
    holds: 'The newsletter subscriber: email, name, topics and consent history',
    found: 'By customer id (the same address hash)',
    erasure: 'delete',
    why: 'Erased through the subscribers’ own erasure, which leaves the address hash in erased-subscribers so an import skips them.',
    exported: {
      section: 'subscriber',
      recordsOf: async ({ id }) => {
        const subscriber = await subscribers.get(id);
        return subscriber ? [subscriber] : [];
      },
    },
    erase: async ({ id, actor, now }) => {
      if (!(await subscribers.get(id))) return null;
      await eraseSubscriber(actor, id, now);
      return 'Newsletter subscription and its consent history';
    },
  },
  ...[SUBSCRIBER_LIST_PREFIX, 'subscriber-listed'].map((prefix): PersonalDataFamily => ({
    prefix,
    holds: 'The subscribers list keys: email and name (encoded), by subscriber id',
    found: 'Through the subscriber',
    erasure: 'delete',
    why: 'Rewritten (or removed) with the subscriber.',
    coveredBy: 'subscribers',
  })),
  {
    prefix: 'newsletter-signup-requests',
    holds: 'A newsletter signup waiting for its emailed link: email, name, topics',
    found: 'By customer id (the same address hash)',
    erasure: 'delete',
    why: 'Its link then stops working; nobody is subscribed by it.',
    exported: {
      section: 'newsletterSignup',
      recordsOf: async ({ id }) => {
        const request = await signupRequests.get(id);
        return request ? [request] : [];
      },
    },
    erase: async ({ id }) => {
      if (!(await signupRequests.get(id))) return null;
      await signupRequests.delete(id);
      return 'Newsletter signup waiting for confirmation';
    },
  },
  {
    prefix: 'erased-subscribers',
    holds: 'That an address asked to be forgotten, by its hash',
    found: 'By customer id',
    erasure: 'keep',
    why: `So a list import does not add them again. ${HASH_ONLY}.`,
  },
  {
    prefix: 'marketing-opt-outs',
    holds: 'An address that opted out of marketing mail, by its hash',
    found: 'By customer id',
    erasure: 'keep',
    why: `So they get no marketing mail again. ${HASH_ONLY}.`,
  },
  campaignFamily('campaign-queue', 'The subscriber ids a campaign goes to'),
  campaignFamily('campaign-sends', 'That a campaign email was claimed for a subscriber id'),
  campaignFamily('campaign-outcomes', 'What became of a campaign email, by subscriber id'),
  campaignFamily('campaign-unsubscribes', 'Who unsubscribed from a campaign, by subscriber id'),
  {
    prefix: 'messages',
    holds: 'Contact form messages: name, email, what they wrote',
    found: 'By the keys messages-by-email/<address hash>/<id>',
    erasure: 'delete',
    why: 'Nothing requires keeping them.',
    exported: {
      section: 'contactMessages',
      recordsOf: async ({ email }) =>
        (await contactMessagesFrom(email)).map(({ message }) => message),
    },
    erase: async ({ email }) => {
      const messages = await contactMessagesFrom(email);
      await Promise.all(messages.map(({ id }) => deleteContactMessage(id)));
      return messages.length > 0 ? `Contact messages (${String(messages.length)})` : null;
    },
  },
  ...['messages-by-email', 'messages-open'].map((prefix): PersonalDataFamily => ({
    prefix,
    holds: 'Index keys of a contact message (address hash, message id)',
    found: 'Through the message',
    erasure: 'delete',
    why: 'Deleted with the message.',
    coveredBy: 'messages',
  })),
  {
    prefix: 'delivery-interest',
    holds: 'Requests to deliver to a new area: email, postcode, suburb',
    found: 'By the address hash their keys end with',
    erasure: 'delete',
    why: 'Nothing requires keeping them.',
    exported: {
      section: 'deliveryInterest',
      recordsOf: async ({ email }) =>
        (await deliveryInterestsOf(email)).map(({ interest }) => interest),
    },
    erase: async ({ email }) => {
      const interests = await deliveryInterestsOf(email);
      await Promise.all(interests.map(({ id }) => deleteDeliveryInterest(id)));
      return interests.length > 0 ? `Delivery area requests (${String(interests.length)})` : null;
    },
  },
  {
    prefix: 'restock-waitlist',
    holds: 'Waiting for a sold-out meal: email, meal',
    found: 'By the address hash their keys end with',
    erasure: 'delete',
    why: 'Nothing requires keeping them.',
    exported: {
      section: 'restockWaitlist',
      recordsOf: async ({ email }) => (await waitlistEntriesOf(email)).map(({ entry }) => entry),
    },
    erase: async ({ email }) => {
      const entries = await waitlistEntriesOf(email);
      await Promise.all(entries.map(({ id }) => deleteRestockWaitlistEntry(id)));
      return entries.length > 0 ? `Restock waitlist entries (${String(entries.length)})` : null;
    },
  },
  {
    prefix: 'restock-notices',
    holds: 'That a back-in-stock email went to a waiting address, by its hash',
    found: 'By meal, then the address hash',
    erasure: 'keep',
    why: `So one restock sends one email. ${HASH_ONLY}.`,
  },
];
