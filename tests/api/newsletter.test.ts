import { describe, expect, it } from 'vitest';
import newsletterHandler from '../../netlify/functions/newsletter-signup.mts';
import { subscriberId, subscribers } from '../../src/server/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call } from '../fixtures/http.ts';

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
  it('stores the subscriber with preferences and a consent record', async () => {
    const { status } = await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup(),
    });
    expect(status).toBe(201);
    const subscriber = await subscribers.get(subscriberId('james@example.co.nz'));
    expect(subscriber).toMatchObject({
      email: 'james@example.co.nz',
      name: 'James',
      preferences: ['new-releases', 'recipes'],
    });
    expect(subscriber?.consents).toEqual([
      {
        at: expect.any(String) as string,
        source: 'newsletter-form',
        preferences: ['new-releases', 'recipes'],
      },
    ]);
  });

  it('updates, never duplicates, when the same address signs up again', async () => {
    const email = 'Again@Example.co.nz';
    await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email, preferences: [] }),
    });
    await call(newsletterHandler, '/api/newsletter-signup', {
      json: await signup({ email: ' again@example.co.nz ', name: 'Jo', preferences: ['events'] }),
    });
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
    expect(await subscribers.get(subscriberId('bot@example.co.nz'))).toBeNull();
    expect(await subscribers.get(subscriberId('wrong@example.co.nz'))).toBeNull();
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
