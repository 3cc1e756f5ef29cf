import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_EMAIL_INTERVAL_MS,
  CONFIRMATION_LINK_LIFETIME_MS,
} from '../../src/lib/newsletters/confirmation-timing.ts';
import {
  purgeExpiredSignupRequests,
  requestSubscription,
  signupRequests,
} from '../../src/server/newsletters/subscribers/signup-confirmations.ts';
import { unsubscribeUrlFor } from '../../src/server/newsletters/subscribers/unsubscribe-links.ts';
import { subscriberId, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { CONFIRM_SUBJECT, keptMailTo, latestConfirmLink } from '../fixtures/newsletter-mail.ts';
import { confirmPage, signUp } from '../fixtures/newsletter-signup.ts';

runOnLocalBlobs();

const WELCOME = 'Welcome to Cube Kitchen';
const HOUR = 60 * 60 * 1000;

/** Asks through the server function at a chosen time, so a test can move the clock. */
async function askAt(email: string, name: string, at: Date) {
  const emails: Promise<unknown>[] = [];
  await requestSubscription(
    { email, name, preferences: ['recipes'], source: 'newsletter-form' },
    { origin: SITE_ORIGIN, afterAnswer: (work) => emails.push(work) },
    at,
  );
  await Promise.all(emails);
}

describe('GET and POST /newsletter/confirm', () => {
  it('serves a page that loads nothing from elsewhere and is never cached or indexed', async () => {
    await signUp('headers@example.co.nz');
    const { headers, html } = await confirmPage(await latestConfirmLink('headers@example.co.nz'));
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The site's shell: its favicon (from this site, which the policy allows) and no script.
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(headers.get('content-security-policy')).toContain("img-src 'self'");
    expect(headers.get('content-security-policy')).not.toContain('script-src');
    expect(html).not.toMatch(/<script/i);
  });

  it('says "already confirmed" to a replayed link, subscribing and welcoming once', async () => {
    const email = 'twice@example.co.nz';
    await signUp(email);
    const link = await latestConfirmLink(email);
    expect((await confirmPage(link, 'POST')).html).toContain("You're subscribed");
    const record = await subscribers.getRevisioned(subscriberId(email));
    for (const method of ['POST', 'GET'] as const) {
      const again = await confirmPage(link, method);
      expect(again.status).toBe(200);
      expect(again.html).toContain("You've already confirmed");
    }
    expect(await subscribers.getRevisioned(subscriberId(email))).toEqual(record);
    expect(await keptMailTo(email, WELCOME)).toHaveLength(1);
  });

  it('subscribes once when the button is pressed twice at the same moment', async () => {
    const email = 'double-click@example.co.nz';
    await signUp(email);
    const link = await latestConfirmLink(email);
    const pages = await Promise.all([confirmPage(link, 'POST'), confirmPage(link, 'POST')]);
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    expect((await subscribers.get(subscriberId(email)))?.consents).toHaveLength(1);
    expect(await keptMailTo(email, WELCOME)).toHaveLength(1);
  });

  it('answers 400 with the shop email to forged, tampered and missing tokens, changing nothing', async () => {
    const email = 'forged@example.co.nz';
    await signUp(email);
    const link = await latestConfirmLink(email);
    const flipped = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    const unsubscribeLink = await unsubscribeUrlFor(SITE_ORIGIN, email);
    const forUnsubscribe = unsubscribeLink.replace('/unsubscribe?', '/newsletter/confirm?');
    for (const bad of [
      flipped,
      forUnsubscribe,
      '/newsletter/confirm',
      '/newsletter/confirm?token=x',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const { status, html } = await confirmPage(bad, method);
        expect(status).toBe(400);
        expect(html).toContain('This confirmation link is not valid');
        expect(html).toContain('mailto:hello@cubekitchen.co.nz');
      }
    }
    expect(await subscribers.get(subscriberId(email))).toBeNull();
  });

  it('answers 400 to an expired link, which never subscribes', async () => {
    const email = 'late@example.co.nz';
    await askAt(email, 'Late', new Date(Date.now() - CONFIRMATION_LINK_LIFETIME_MS - HOUR));
    const link = await latestConfirmLink(email);
    for (const method of ['GET', 'POST'] as const) {
      const { status, html } = await confirmPage(link, method);
      expect(status).toBe(400);
      expect(html).toContain('This confirmation link has expired');
      expect(html).toContain('mailto:hello@cubekitchen.co.nz');
    }
    expect(await subscribers.get(subscriberId(email))).toBeNull();
  });
});

describe('confirmation emails are rate-limited per address', () => {
  it('sends one per interval, and a later request keeps what the first email promised', async () => {
    const email = 'target@example.co.nz';
    const first = await signUp(email, { name: 'Target' });
    const repeats = await Promise.all([
      signUp(email, { name: 'Spam One' }),
      signUp(' TARGET@example.co.nz ', { name: 'Spam Two' }),
    ]);
    expect(repeats).toEqual([first, first]);
    expect(await keptMailTo(email, CONFIRM_SUBJECT)).toHaveLength(1);
    expect((await signupRequests.get(subscriberId(email)))?.name).toBe('Target');
  });

  it('sends a new link once the interval is over; the old link then says it was replaced', async () => {
    const email = 'patient@example.co.nz';
    const start = new Date(Date.now() - CONFIRMATION_EMAIL_INTERVAL_MS - HOUR);
    await askAt(email, 'First', start);
    const oldLink = await latestConfirmLink(email);
    await askAt(email, 'Second', new Date(start.getTime() + CONFIRMATION_EMAIL_INTERVAL_MS - 1));
    expect(await keptMailTo(email, CONFIRM_SUBJECT)).toHaveLength(1);

    await askAt(email, 'Second', new Date());
    expect(await keptMailTo(email, CONFIRM_SUBJECT)).toHaveLength(2);
    const replaced = await confirmPage(oldLink, 'POST');
    expect(replaced.status).toBe(400);
    expect(replaced.html).toContain('This confirmation link is no longer valid');
    expect(await subscribers.get(subscriberId(email))).toBeNull();

    await confirmPage(await latestConfirmLink(email), 'POST');
    expect((await subscribers.get(subscriberId(email)))?.name).toBe('Second');
  });
});

describe('purgeExpiredSignupRequests (the maintenance job)', () => {
  it('deletes the requests whose link expired, which hold an address, and keeps the rest', async () => {
    await askAt('expired-request@example.co.nz', 'Old', new Date(Date.now() - 4 * 24 * HOUR));
    await askAt('fresh-request@example.co.nz', 'New', new Date());
    expect(await purgeExpiredSignupRequests()).toBeGreaterThanOrEqual(1);
    expect(await signupRequests.get(subscriberId('expired-request@example.co.nz'))).toBeNull();
    expect(await signupRequests.get(subscriberId('fresh-request@example.co.nz'))).not.toBeNull();
  });
});
