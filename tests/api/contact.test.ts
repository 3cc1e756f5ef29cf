import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import challengeHandler from '../../netlify/functions/challenge.mts';
import contactHandler from '../../netlify/functions/contact.mts';
import { contactMessages } from '../../src/server/public-forms/contact-messages.ts';
import { signupRequests } from '../../src/server/newsletters/subscribers/signup-confirmations.ts';
import { subscriberId, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call, newClientIp } from '../fixtures/http.ts';

runOnLocalBlobs();

const INVALID = 'The request was invalid. Please check your information and try again.';

async function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aroha Tane',
    email: 'aroha@example.co.nz',
    subject: 'wholesale',
    message: 'Could you supply our cafe in Te Puke with 20 packs a week?',
    subscribedToNewsletter: false,
    ...(await solvedChallenge()),
    ...overrides,
  };
}

async function storedMessagesFrom(email: string) {
  return (await contactMessages.list()).filter((message) => message.email === email);
}

describe('GET /api/challenge', () => {
  it('gives a maths question with operands 1 to 10 and a signed token, never cached', async () => {
    const { status, body, headers } = await call(challengeHandler, '/api/challenge');
    expect(status).toBe(200);
    const { a, b, token } = body as { a: number; b: number; token: string };
    for (const operand of [a, b])
      expect(operand >= 1 && operand <= 10 && Number.isInteger(operand)).toBe(true);
    expect(token.split('.')).toHaveLength(3);
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message for staff', async () => {
    const { status } = await call(contactHandler, '/api/contact', { json: await validMessage() });
    expect(status).toBe(201);
    const [stored] = await storedMessagesFrom('aroha@example.co.nz');
    expect(stored).toMatchObject({ name: 'Aroha Tane', subject: 'wholesale', status: 'new' });
    expect(stored).not.toHaveProperty('challengeToken');
  });

  it('asks the sender by email to confirm when they ticked the newsletter box', async () => {
    const email = 'ticked@example.co.nz';
    await call(contactHandler, '/api/contact', {
      json: await validMessage({ email, subscribedToNewsletter: true }),
    });
    expect(await subscribers.get(subscriberId(email))).toBeNull();
    expect(await signupRequests.get(subscriberId(email))).toMatchObject({
      name: 'Aroha Tane',
      source: 'contact-form',
    });
    const unticked = 'unticked@example.co.nz';
    await call(contactHandler, '/api/contact', { json: await validMessage({ email: unticked }) });
    expect(await signupRequests.get(subscriberId(unticked))).toBeNull();
  });

  it('answers 400 with the form message for every invalid field', async () => {
    const { status, body } = await call(contactHandler, '/api/contact', {
      json: await validMessage({
        name: 'A',
        email: 'not-an-email',
        subject: 'complaint',
        message: 'Too short',
      }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: INVALID,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Please select a subject',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('checks the maths answer on the server', async () => {
    const json = await validMessage({ email: 'wrong@example.co.nz' });
    json.humanVerification = String(Number(json.humanVerification) + 1);
    const { status, body } = await call(contactHandler, '/api/contact', { json });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { humanVerification: 'Incorrect answer. Please try again.' },
    });
    expect(await storedMessagesFrom('wrong@example.co.nz')).toEqual([]);
  });

  it('accepts each challenge once', async () => {
    const json = await validMessage({ email: 'replay@example.co.nz' });
    expect((await call(contactHandler, '/api/contact', { json })).status).toBe(201);
    const replay = await call(contactHandler, '/api/contact', { json });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      errors: { humanVerification: expect.stringContaining('already used') as string },
    });
    expect(await storedMessagesFrom('replay@example.co.nz')).toHaveLength(1);
  });

  it('refuses a challenge signed with another key, or an unsigned one', async () => {
    const forged = await new SignJWT({ a: 1, b: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setIssuer('cube-kitchen')
      .setAudience('cube-kitchen:maths-challenge')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-chose-this-key-of-32-bytes!'));
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ a: 1, b: 1 }))}.`;
    for (const challengeToken of [forged, unsigned, 'garbage']) {
      const { status, body } = await call(contactHandler, '/api/contact', {
        json: await validMessage({ challengeToken, humanVerification: '2' }),
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        errors: { humanVerification: expect.stringContaining('expired') as string },
      });
    }
  });

  it('answers a filled honeypot as if it worked, and stores nothing', async () => {
    const email = 'bot@example.co.nz';
    const { status } = await call(contactHandler, '/api/contact', {
      json: await validMessage({ email, website: 'https://spam.example' }),
    });
    expect(status).toBe(201);
    expect(await storedMessagesFrom(email)).toEqual([]);
  });

  it('answers 429 with Retry-After once one address sends too often', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { status, headers, body } = await call(contactHandler, '/api/contact', {
        json: {},
        ip,
      });
      statuses.push(status);
      if (status === 429) {
        expect(body).toEqual({ message: 'Too many requests. Please try again later.' });
        expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('answers 400 for malformed JSON', async () => {
    const { status, body } = await call(contactHandler, '/api/contact', {
      body: '{"name": "Aroha",',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { status } = await call(contactHandler, '/api/contact', {
      body: 'name=Aroha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(415);
  });

  it('answers 413 for a body over 64 KB', async () => {
    const json = await validMessage({ message: 'x'.repeat(70 * 1024) });
    const { status, body } = await call(contactHandler, '/api/contact', { json });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'The request is too large (at most 64 KB).' });
  });

  it('answers 405 to GET', async () => {
    const { status, headers } = await call(contactHandler, '/api/contact');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });

  it.each([
    { origin: 'https://evil.example' },
    { origin: 'http://localhost:4321', 'sec-fetch-site': 'cross-site' },
  ])('answers 403 to a cross-site request %o', async (headers) => {
    const email = 'csrf@example.co.nz';
    const { status, body } = await call(contactHandler, '/api/contact', {
      json: await validMessage({ email }),
      headers,
    });
    expect(status).toBe(403);
    expect(body).toEqual({ message: "You don't have permission to access this resource." });
    expect(await storedMessagesFrom(email)).toEqual([]);
  });
});
