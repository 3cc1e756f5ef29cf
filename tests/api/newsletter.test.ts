import { describe, expect, it } from 'vitest';
import newsletterHandler from '../../netlify/functions/newsletter-signup.mts';
import { CONFIRMATION_EMAIL_INTERVAL_MS } from '../../src/lib/newsletters/confirmation-timing.ts';
import {
  requestSubscription,
  signupRequests,
} from '../../src/server/newsletters/subscribers/signup-confirmations.ts';
import { subscriberId, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { latestConfirmLink } from '../fixtures/newsletter-mail.ts';
import { confirmPage } from '../fixtures/newsletter-signup.ts';

runOnLocalBlobs();

async function signup(overrides: Record<string, unknown> = {}) {
  return {
    email: 'james@example.co.nz',
    name: 'James',
    preferences: ['new-releases', 'recipes'],
    ...(await solvedChallenge()),
    ...overrides,
  };
}

describe('POST /api/newsletter-signup', () => {
  it('keeps the request, not a subscriber, until the emailed link is followed', async () => {
    const { status, body } = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup(),
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'Check your inbox: we emailed you a link to confirm your subscription.',
    });
    const id = subscriberId('james@example.co.nz');
    expect(await subscribers.get(id)).toBeNull();
    expect(await signupRequests.get(id)).toMatchObject({
      email: 'james@example.co.nz',
      name: 'James',
      preferences: ['new-releases', 'recipes'],
      source: 'newsletter-form',
    });
    await confirmPage(await latestConfirmLink('james@example.co.nz'), 'POST');
    const subscriber = await subscribers.get(id);
    expect(subscriber).toMatchObject({
      email: 'james@example.co.nz',
      name: 'James',
      preferences: ['new-releases', 'recipes'],
    });
    expect(subscriber?.consents).toEqual([
      expect.objectContaining({
        source: 'newsletter-form',
        preferences: ['new-releases', 'recipes'],
      }),
    ]);
  });

  it('updates, never duplicates, when the same address confirms again', async () => {
    const email = 'Again@Example.co.nz';
    await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email, preferences: [] }),
    });
    await confirmPage(await latestConfirmLink('again@example.co.nz'), 'POST');
    // Past the interval between confirmation emails, the same address asks again.
    const later = new Date(Date.now() + CONFIRMATION_EMAIL_INTERVAL_MS + 1000);
    const emails: Promise<unknown>[] = [];
    await requestSubscription(
      {
        email: ' again@example.co.nz ',
        name: 'Jo',
        preferences: ['events'],
        source: 'newsletter-form',
      },
      { origin: SITE_ORIGIN, afterAnswer: (work) => emails.push(work) },
      later,
    );
    await Promise.all(emails);
    await confirmPage(await latestConfirmLink('again@example.co.nz'), 'POST');
    const ids = await subscribers.listIds();
    expect(ids.filter((id) => id === subscriberId('again@example.co.nz'))).toHaveLength(1);
    const subscriber = await subscribers.get(subscriberId(email));
    expect(subscriber).toMatchObject({
      email: 'again@example.co.nz',
      name: 'Jo',
      preferences: ['events'],
    });
    expect(subscriber?.consents).toHaveLength(2);
  });

  it('answers 400 with the form messages', async () => {
    const { status, body } = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email: '', name: '', preferences: ['spam'], humanVerification: 'ten' }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        email: 'Email is required',
        name: 'Name is required',
        'preferences.0': expect.any(String) as string,
        humanVerification: 'Please enter a number',
      },
    });
  });

  it('answers "Must be a valid email address" and "Please solve the math problem"', async () => {
    const { body } = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email: 'james@', humanVerification: '' }),
    });
    expect(body).toMatchObject({
      errors: {
        email: 'Must be a valid email address',
        humanVerification: 'Please solve the math problem',
      },
    });
  });

  it('stores nothing for a filled honeypot or a wrong sum', async () => {
    const trapped = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email: 'bot@example.co.nz', website: 'x' }),
    });
    expect(trapped.status).toBe(201);
    const wrong = await signup({ email: 'wrong@example.co.nz' });
    wrong.humanVerification = String(Number(wrong.humanVerification) + 1);
    expect((await call(newsletterHandler, '/api/newsletter-signup', { json: wrong })).status).toBe(
      400,
    );
    for (const email of ['bot@example.co.nz', 'wrong@example.co.nz']) {
      expect(await subscribers.get(subscriberId(email))).toBeNull();
      expect(await signupRequests.get(subscriberId(email))).toBeNull();
    }
  });

  it('refuses a cross-site POST with 403 and other methods with 405', async () => {
    const crossSite = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup(),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await call(newsletterHandler, '/api/newsletter-signup', { method: 'PATCH' })).status,
    ).toBe(405);
  });
});
