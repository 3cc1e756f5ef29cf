import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmSubscriptionEmail } from '../../src/lib/emails/confirm-subscription.ts';
import { confirmPageHtml } from '../../src/lib/newsletters/confirm-page.ts';
import { siteConfig } from '../../src/server/content/content.ts';
import {
  CONFIRMATION_EMAIL_INTERVAL_MS,
  CONFIRMATION_LINK_LIFETIME_MS,
} from '../../src/lib/newsletters/confirmation-timing.ts';
import {
  confirmedConsentNote,
  confirmToken,
  linkState,
  readConfirmToken,
  requestAfterSignup,
  type SignupRequest,
} from '../../src/lib/newsletters/signup-confirmation.ts';
import { unsubscribeToken } from '../../src/lib/newsletters/unsubscribe-token.ts';

const KEY = new TextEncoder().encode('a-test-signing-key-of-at-least-32-chars!');
const OTHER_KEY = new TextEncoder().encode('another-signing-key-of-at-least-32-chars');
const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
const AROHA = idOf('aroha@example.co.nz');
const BEN = idOf('ben@example.co.nz');
const NONCE = 'n0nce-of-twenty-two-ch';
const NOW = new Date('2026-11-25T02:00:00.000Z');
const LINK = { id: AROHA, nonce: NONCE, expiresAt: new Date('2026-11-28T02:00:00.000Z') };
const SENDER = {
  name: 'Cube Kitchen',
  email: 'hello@cubekitchen.co.nz',
  address: { street: '24 Te Okuroa Drive', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
};

const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('confirmation link tokens', () => {
  it('name the address hash, the request nonce and the expiry they were signed for', async () => {
    const token = await confirmToken(KEY, LINK);
    expect(await readConfirmToken(KEY, token)).toEqual(LINK);
    expect(token).not.toContain('aroha');
  });

  it('refuse tampered, moved, foreign-key, truncated and unsubscribe tokens', async () => {
    const token = await confirmToken(KEY, LINK);
    const [, nonce, seconds, mac] = token.split('.');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const longer = `${AROHA}.${String(nonce)}.${String(Number(seconds) + 86_400)}.${String(mac)}`;
    for (const bad of [
      flipped,
      `${BEN}.${String(nonce)}.${String(seconds)}.${String(mac)}`,
      longer,
      `${AROHA}.other-nonce-of-22-chars.${String(seconds)}.${String(mac)}`,
      token.slice(0, -1),
      `${token}.extra`,
      await unsubscribeToken(KEY, AROHA),
      '',
      'garbage',
    ]) {
      expect(await readConfirmToken(KEY, bad)).toBeNull();
    }
    expect(await readConfirmToken(OTHER_KEY, token)).toBeNull();
  });
});

describe('requestAfterSignup', () => {
  const asked = {
    email: ' Aroha@Example.co.nz ',
    name: 'Aroha',
    preferences: ['recipes' as const],
    source: 'newsletter-form' as const,
  };

  it('makes a request with a link that works for the lifetime', () => {
    const request = requestAfterSignup(null, asked, NOW, NONCE);
    expect(request).toEqual({
      email: 'aroha@example.co.nz',
      name: 'Aroha',
      preferences: ['recipes'],
      source: 'newsletter-form',
      requestedAt: NOW.toISOString(),
      expiresAt: later(CONFIRMATION_LINK_LIFETIME_MS).toISOString(),
      nonce: NONCE,
    });
  });

  it('keeps the request (and sends nothing) while its email is younger than the interval', () => {
    const first = requestAfterSignup(null, asked, NOW, NONCE);
    const second = { ...asked, name: 'Someone else', preferences: [] };
    const soon = later(CONFIRMATION_EMAIL_INTERVAL_MS - 1);
    expect(requestAfterSignup(first, second, soon, 'another-nonce-22-chars')).toBe(first);
    const after = requestAfterSignup(
      first,
      second,
      later(CONFIRMATION_EMAIL_INTERVAL_MS),
      'x'.repeat(22),
    );
    expect(after).toMatchObject({ name: 'Someone else', preferences: [], nonce: 'x'.repeat(22) });
  });

  it('asks no topics for the contact box, so confirming keeps the ones chosen before', () => {
    const request = requestAfterSignup(
      null,
      { email: 'a@example.co.nz', name: 'A', source: 'contact-form' },
      NOW,
      NONCE,
    );
    expect(request).not.toHaveProperty('preferences');
  });
});

describe('linkState', () => {
  const request: SignupRequest = requestAfterSignup(
    null,
    { email: 'aroha@example.co.nz', name: 'Aroha', source: 'newsletter-form' },
    NOW,
    NONCE,
  );
  const link = { nonce: NONCE, expiresAt: new Date(request.expiresAt) };

  it('confirms the request the link was sent for, until it expires', () => {
    expect(linkState(request, link, later(1000))).toBe('confirm');
    expect(linkState(request, link, later(CONFIRMATION_LINK_LIFETIME_MS + 1))).toBe('expired');
  });

  it('says already confirmed for a second click, even after the expiry', () => {
    const confirmed = { ...request, confirmedAt: later(1000).toISOString() };
    expect(linkState(confirmed, link, later(2000))).toBe('already-confirmed');
    expect(linkState(confirmed, link, later(CONFIRMATION_LINK_LIFETIME_MS * 2))).toBe(
      'already-confirmed',
    );
  });

  it('says replaced for a link whose request a newer one replaced (or that is gone)', () => {
    const newer = { ...request, nonce: 'newer-nonce-of-22-char' };
    expect(linkState(newer, link, later(1000))).toBe('replaced');
    expect(linkState(null, link, later(1000))).toBe('replaced');
    expect(linkState(null, link, later(CONFIRMATION_LINK_LIFETIME_MS + 1))).toBe('expired');
  });
});

describe('the confirmation email', () => {
  const facts = {
    email: 'aroha@example.co.nz',
    name: '<b>Aroha</b>',
    preferences: ['events' as const, 'recipes' as const],
    source: 'newsletter-form' as const,
    confirmUrl: 'https://shop.example/newsletter/confirm?token=a.b.c.d&x=1',
  };

  it('asks the owner to confirm through the link, and says ignoring it changes nothing', () => {
    const email = confirmSubscriptionEmail(facts, SENDER);
    expect(email.subject).toBe('Please confirm your Cube Kitchen newsletter subscription');
    expect(email.text).toContain(`To subscribe, confirm within 3 days: ${facts.confirmUrl}`);
    expect(email.text).toContain('Topics asked for: Recipe ideas, Local events & pop-ups.');
    expect(email.text).toContain("Ignore this email: you won't be subscribed");
    expect(email.html).toContain(
      'href="https://shop.example/newsletter/confirm?token=a.b.c.d&amp;x=1"',
    );
    expect(email.html).toContain('&lt;b&gt;Aroha&lt;/b&gt;');
    expect(email.html).not.toContain('<b>');
  });

  it('names the contact form when its box asked, with no topics', () => {
    const email = confirmSubscriptionEmail(
      { ...facts, preferences: undefined, source: 'contact-form' },
      SENDER,
    );
    expect(email.text).toContain('asked on our contact form');
    expect(email.text).not.toContain('Topics asked for');
  });
});

describe('the confirmation page and consent note', () => {
  it('asks with one button posting back to the signed address, the address masked', () => {
    const html = confirmPageHtml(
      { kind: 'ask', maskedEmail: 'a***@example.co.nz', preferences: ['recipes'] },
      '/newsletter/confirm?token=a%22b',
      siteConfig(),
    );
    expect(html).toContain('Subscribe a***@example.co.nz to the Cube Kitchen newsletter?');
    expect(html).toContain('<form method="post" action="/newsletter/confirm?token=a%22b">');
    expect(html).toContain('Topics: Recipe ideas.');
  });

  it('gives the shop email on the pages of links that cannot confirm', () => {
    for (const kind of ['replaced', 'expired', 'invalid-link'] as const) {
      expect(confirmPageHtml({ kind }, '/x', siteConfig())).toContain(
        'mailto:hello@cubekitchen.co.nz',
      );
    }
  });

  it('records when the form asked, in NZ time', () => {
    expect(confirmedConsentNote('2026-11-25T02:04:00.000Z')).toBe(
      'Confirmed through the link emailed to this address (asked 25 Nov 2026, 3:04 pm, NZ time)',
    );
  });
});
