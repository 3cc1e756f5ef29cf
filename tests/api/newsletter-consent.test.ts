import { describe, expect, it } from 'vitest';
import adminHandler from '../../netlify/functions/admin-newsletters.mts';
import contactHandler from '../../netlify/functions/contact.mts';
import type { SubscriberImportResult } from '../../src/lib/admin/areas/newsletters.ts';
import { erasedSubscribers } from '../../src/server/newsletters/subscribers/erased-subscribers.ts';
import { subscriberId, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call } from '../fixtures/http.ts';
import { CONFIRM_SUBJECT, keptMailTo, latestConfirmLink } from '../fixtures/newsletter-mail.ts';
import { confirmPage, signUp } from '../fixtures/newsletter-signup.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { listedSubscriber, storedSubscriber } from '../fixtures/subscribers.ts';

runOnLocalBlobs();

const team = signedInTeam();
const WELCOME = 'Welcome to Cube Kitchen';
const ANSWER = {
  status: 201,
  body: { message: 'Check your inbox: we emailed you a link to confirm your subscription.' },
};

/** Someone already on the list, and then, if `left`, off it again. */
async function existing(email: string, left = false) {
  await listedSubscriber(email, 'Original Name', { preferences: ['events'], left });
  return subscribers.getRevisioned(subscriberId(email));
}

async function erased(email: string) {
  await erasedSubscribers.update(subscriberId(email), () => ({
    erasedAt: new Date().toISOString(),
  }));
}

async function importSkips(email: string) {
  const { body } = await call(adminHandler, '/api/admin/subscribers/import', {
    json: {
      csv: `Email,Name\n${email},Imported\n`,
      mapping: { email: 'Email', name: 'Name' },
      consentStatement: 'Signed up on the paper list at the Papamoa market stall',
      dryRun: true,
    },
    headers: team.admin,
  });
  return (body as SubscriberImportResult).skip;
}

describe('a signup changes nothing until its emailed link is followed', () => {
  it('answers the same for a new, an unsubscribed, an erased and a subscribed address', async () => {
    await existing('left@example.co.nz', true);
    await erased('gone@example.co.nz');
    await existing('on@example.co.nz');
    for (const email of [
      'new@example.co.nz',
      'left@example.co.nz',
      'gone@example.co.nz',
      'on@example.co.nz',
    ]) {
      expect(await signUp(email, { name: 'Someone Else' })).toEqual(ANSWER);
      expect(await keptMailTo(email, CONFIRM_SUBJECT)).toHaveLength(1);
      expect(await keptMailTo(email, WELCOME)).toHaveLength(0);
    }
  });

  it('new: nobody is subscribed before the link, and subscribed with a consent record after', async () => {
    const email = 'fresh@example.co.nz';
    await signUp(email, { name: 'Fresh', preferences: ['recipes', 'events'] });
    expect(await storedSubscriber(email)).toBeNull();
    const link = await latestConfirmLink(email);
    const asked = await confirmPage(link);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Subscribe f***@example.co.nz to the Cube Kitchen newsletter?');
    expect(await storedSubscriber(email)).toBeNull();

    const done = await confirmPage(link, 'POST');
    expect(done.status).toBe(200);
    expect(done.html).toContain("You're subscribed");
    const subscriber = await storedSubscriber(email);
    expect(subscriber).toMatchObject({
      name: 'Fresh',
      status: 'subscribed',
      preferences: ['recipes', 'events'],
    });
    expect(subscriber?.consents).toEqual([
      {
        at: expect.any(String) as string,
        source: 'newsletter-form',
        preferences: ['recipes', 'events'],
        note: expect.stringMatching(
          /^Confirmed through the link emailed to this address \(asked /,
        ) as string,
      },
    ]);
    expect(await keptMailTo(email, WELCOME)).toHaveLength(1);
  });

  it('unsubscribed: the record, its name and its unsubscribe stay until the link, then rejoin', async () => {
    const email = 'rejoin@example.co.nz';
    const before = await existing(email, true);
    await signUp(email, { name: 'Renamed', preferences: ['promotions'] });
    expect(await subscribers.getRevisioned(subscriberId(email))).toEqual(before);

    await confirmPage(await latestConfirmLink(email), 'POST');
    const after = await storedSubscriber(email);
    expect(after).toMatchObject({
      name: 'Renamed',
      status: 'subscribed',
      preferences: ['promotions'],
    });
    expect(after).not.toHaveProperty('unsubscribed');
    expect(after?.consents.map((consent) => consent.source)).toEqual([
      'newsletter-form',
      'newsletter-form',
    ]);
    expect(await keptMailTo(email, WELCOME)).toHaveLength(1);
  });

  it('erased: stays erased (imports skip it) until the link; the link brings them back', async () => {
    const email = 'erased@example.co.nz';
    await erased(email);
    await signUp(email, { name: 'Back' });
    expect(await storedSubscriber(email)).toBeNull();
    expect(await erasedSubscribers.get(subscriberId(email))).not.toBeNull();
    expect(await importSkips(email)).toEqual([{ row: 1, email, reason: 'erased' }]);

    await confirmPage(await latestConfirmLink(email), 'POST');
    expect(await storedSubscriber(email)).toMatchObject({
      name: 'Back',
      status: 'subscribed',
    });
    expect(await erasedSubscribers.get(subscriberId(email))).toBeNull();
  });

  it('erasing a subscriber also drops their waiting signup, whose link then stops working', async () => {
    const email = 'erase-pending@example.co.nz';
    await existing(email);
    await signUp(email, { name: 'Pending' });
    const id = subscriberId(email);
    const erase = await call(adminHandler, `/api/admin/subscribers/${id}`, {
      method: 'DELETE',
      params: { id },
      headers: team.admin,
    });
    expect(erase.status).toBe(200);
    const { status } = await confirmPage(await latestConfirmLink(email), 'POST');
    expect(status).toBe(400);
    expect(await subscribers.get(id)).toBeNull();
    expect(await erasedSubscribers.get(id)).not.toBeNull();
  });

  it('subscribed: nothing changes until the owner confirms the new choices, and no second welcome', async () => {
    const email = 'listed@example.co.nz';
    const before = await existing(email);
    await signUp(email, { name: 'Prankster', preferences: ['promotions'] });
    expect(await subscribers.getRevisioned(subscriberId(email))).toEqual(before);

    await confirmPage(await latestConfirmLink(email), 'POST');
    const after = await storedSubscriber(email);
    expect(after).toMatchObject({
      name: 'Prankster',
      preferences: ['promotions'],
      subscribedAt: before?.data.subscribedAt,
    });
    expect(after?.consents).toHaveLength(2);
    expect(await keptMailTo(email, WELCOME)).toHaveLength(0);
  });

  it('sends nothing for a filled honeypot, with the same answer', async () => {
    expect(await signUp('bot@example.co.nz', { website: 'x' })).toEqual(ANSWER);
    expect(await keptMailTo('bot@example.co.nz')).toEqual([]);
  });
});

describe("the contact form's newsletter box", () => {
  async function contact(email: string, name: string) {
    return call(contactHandler, '/api/contact', {
      json: {
        name,
        email,
        subject: 'feedback',
        message: 'Loved the Beef Bolognese.',
        subscribedToNewsletter: true,
        ...(await solvedChallenge()),
      },
    });
  }

  it('asks by email too: nothing changes before the link, then consent from the contact form', async () => {
    const email = 'boxed@example.co.nz';
    const before = await existing(email, true);
    expect((await contact(email, 'Wiremu')).status).toBe(201);
    expect(await subscribers.getRevisioned(subscriberId(email))).toEqual(before);
    const [mail] = await keptMailTo(email, CONFIRM_SUBJECT);
    expect(mail?.text).toContain('asked on our contact form');

    await confirmPage(await latestConfirmLink(email), 'POST');
    const after = await storedSubscriber(email);
    // The box offers no topics: the ones chosen before stay.
    expect(after).toMatchObject({ name: 'Wiremu', status: 'subscribed', preferences: ['events'] });
    expect(after?.consents.at(-1)).toMatchObject({
      source: 'contact-form',
      preferences: ['events'],
    });
  });

  it('for a new address subscribes nobody until the link', async () => {
    const email = 'newbox@example.co.nz';
    await contact(email, 'Tama');
    expect(await storedSubscriber(email)).toBeNull();
    await confirmPage(await latestConfirmLink(email), 'POST');
    expect(await storedSubscriber(email)).toMatchObject({
      name: 'Tama',
      preferences: [],
    });
  });
});
