import { describe, expect, it } from 'vitest';
import contactHandler from '../../netlify/functions/contact.mts';
import newsletterHandler from '../../netlify/functions/newsletter-signup.mts';
import unsubscribeHandler from '../../netlify/functions/unsubscribe.mts';
import { erasedSubscribers } from '../../src/server/newsletters/subscribers/erased-subscribers.ts';
import { mayReceiveMarketing } from '../../src/server/newsletters/subscribers/opt-outs.ts';
import { unsubscribeUrlFor } from '../../src/server/newsletters/subscribers/unsubscribe-links.ts';
import { subscribe, subscriberId } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { solvedChallenge } from '../fixtures/challenge.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { confirmPage } from '../fixtures/newsletter-signup.ts';
import { useTestSmtpServer } from '../fixtures/smtp.ts';
import { storedSubscriber } from '../fixtures/subscribers.ts';

runOnLocalBlobs();

const smtp = useTestSmtpServer();

/** Calls the page as a browser or mail app would; answers the status, headers and HTML. */
async function page(
  url: string,
  options: { method?: string; form?: Record<string, string | string[]> } = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(options.form ?? {})) {
    for (const one of [value].flat()) body.append(name, one);
  }
  const request = new Request(new URL(url, SITE_ORIGIN), {
    method: options.method ?? (options.form ? 'POST' : 'GET'),
    ...(options.form && {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  });
  const response = await unsubscribeHandler(request, {
    ip: '198.51.100.9',
    params: {},
    waitUntil: () => undefined,
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function subscribed(email: string, preferences: ('recipes' | 'events')[] = ['recipes']) {
  await subscribe({ email, name: 'Aroha', preferences }, 'newsletter-form');
  return unsubscribeUrlFor(SITE_ORIGIN, email);
}

describe('GET /unsubscribe', () => {
  it('asks to confirm, naming the masked address, and offers the preferences instead', async () => {
    const url = await subscribed('aroha@example.co.nz');
    const { status, headers, html } = await page(url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Unsubscribe a***@example.co.nz from Cube Kitchen emails?');
    expect(html).not.toContain('aroha@');
    expect(html).toMatch(/<input type="checkbox" name="preferences" value="recipes" checked>/);
    expect(html).toMatch(/<input type="checkbox" name="preferences" value="events">/);
    expect((await storedSubscriber('aroha@example.co.nz'))?.status).toBe('subscribed');
  });

  it('answers 400 with the shop email for a tampered or missing token', async () => {
    const url = await subscribed('tamper@example.co.nz');
    for (const bad of [`${url.slice(0, -3)}abc`, '/unsubscribe', '/unsubscribe?token=nope']) {
      const { status, html } = await page(bad);
      expect(status).toBe(400);
      expect(html).toContain('This unsubscribe link is not valid');
      expect(html).toContain('mailto:hello@cubekitchen.co.nz');
    }
    const { status } = await page(`${url.slice(0, -3)}abc`, { form: { action: 'unsubscribe' } });
    expect(status).toBe(400);
    expect((await storedSubscriber('tamper@example.co.nz'))?.status).toBe('subscribed');
  });
});

describe('POST /unsubscribe', () => {
  it('unsubscribes from the page at once, keeping the campaign, and stays so when replayed', async () => {
    const url = `${await subscribed('mere@example.co.nz')}&c=spring-menu`;
    const first = await page(url, { form: { action: 'unsubscribe' } });
    expect(first.status).toBe(200);
    expect(first.html).toContain("You're unsubscribed");
    expect(first.html).toContain('href="/#newsletter"');
    const record = await storedSubscriber('mere@example.co.nz');
    expect(record).toMatchObject({
      status: 'unsubscribed',
      unsubscribed: { via: 'link', campaignId: 'spring-menu' },
    });
    const replay = await page(url, { form: { action: 'unsubscribe' } });
    expect(replay.status).toBe(200);
    expect(await storedSubscriber('mere@example.co.nz')).toEqual(record);
    expect((await page(url)).html).toContain("You're unsubscribed");
  });

  it('takes the RFC 8058 one-click POST without the page, cookies or origin', async () => {
    const url = await subscribed('oneclick@example.co.nz');
    const { status } = await page(url, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(status).toBe(200);
    expect(await storedSubscriber('oneclick@example.co.nz')).toMatchObject({
      status: 'unsubscribed',
      unsubscribed: { via: 'one-click' },
    });
  });

  it('records an opt-out for an address not on the list, so no marketing goes to it', async () => {
    const email = 'shopper@example.co.nz';
    expect(await mayReceiveMarketing(email)).toBe(true);
    const url = await unsubscribeUrlFor(SITE_ORIGIN, email);
    const asked = await page(url);
    expect(asked.html).toContain('Unsubscribe this address from Cube Kitchen emails?');
    expect(asked.html).not.toContain('name="preferences"');
    const { status, html } = await page(url, { form: { action: 'unsubscribe' } });
    expect(status).toBe(200);
    expect(html).toContain("You're unsubscribed");
    expect(await storedSubscriber(email)).toBeNull();
    expect(await mayReceiveMarketing(email)).toBe(false);
  });

  it('sends no marketing to an address that asked to be forgotten', async () => {
    const email = 'forget-me@example.co.nz';
    expect(await mayReceiveMarketing(email)).toBe(true);
    await erasedSubscribers.update(subscriberId(email), () => ({
      erasedAt: new Date().toISOString(),
    }));
    expect(await mayReceiveMarketing(email)).toBe(false);
  });

  it('changes preferences instead, recorded as consent from the preferences page', async () => {
    const url = await subscribed('hemi@example.co.nz', ['recipes']);
    const { status, html } = await page(url, {
      form: { action: 'preferences', preferences: ['events', 'new-releases'] },
    });
    expect(status).toBe(200);
    expect(html).toContain('Your choices are saved');
    const record = await storedSubscriber('hemi@example.co.nz');
    expect(record?.status).toBe('subscribed');
    expect(record?.preferences).toEqual(['events', 'new-releases']);
    expect(record?.consents.at(-1)).toMatchObject({ source: 'preferences-page' });
  });

  it('refuses an empty or unknown choice of preferences beside the form', async () => {
    const url = await subscribed('rawiri@example.co.nz', ['recipes']);
    const none = await page(url, { form: { action: 'preferences' } });
    expect(none.status).toBe(422);
    expect(none.html).toContain('Tick at least one topic, or unsubscribe instead.');
    const unknown = await page(url, { form: { action: 'preferences', preferences: 'spam' } });
    expect(unknown.status).toBe(422);
    const record = await storedSubscriber('rawiri@example.co.nz');
    expect(record?.preferences).toEqual(['recipes']);
  });
});

describe('the welcome email', () => {
  async function signup(email: string, name: string) {
    return call(newsletterHandler, '/api/newsletter-signup', {
      json: {
        email,
        name,
        preferences: ['recipes', 'events'],
        ...(await solvedChallenge()),
      },
    });
  }

  const mailTo = (email: string, since: number) =>
    smtp.received.slice(since).filter((mail) => mail.envelopeTo.includes(email));

  /** Follows the link of the newest confirmation email the SMTP server got for an address. */
  async function confirmFromMail(email: string) {
    const message = mailTo(email, 0)
      .filter((mail) => mail.message.subject?.startsWith('Please confirm'))
      .at(-1)?.message;
    const link = /http\S+\/newsletter\/confirm\?token=\S+/.exec(message?.text ?? '')?.[0];
    if (!link) throw new Error(`No confirmation link was emailed to ${email}`);
    return confirmPage(link, 'POST');
  }

  it('goes once, on confirmation only, with the footer and one-click unsubscribe headers', async () => {
    const before = smtp.received.length;
    expect((await signup('kiri@example.co.nz', '<script>Kiri</script>')).status).toBe(201);
    expect(mailTo('kiri@example.co.nz', before).map((mail) => mail.message.subject)).toEqual([
      'Please confirm your Cube Kitchen newsletter subscription',
    ]);
    await confirmFromMail('kiri@example.co.nz');
    await confirmFromMail('kiri@example.co.nz');
    const welcomes = mailTo('kiri@example.co.nz', before).filter(
      (mail) => mail.message.subject === 'Welcome to Cube Kitchen',
    );
    expect(welcomes).toHaveLength(1);
    const message = welcomes[0]?.message;
    if (!message) throw new Error('No welcome email arrived');
    expect(message.text).toContain('Recipe ideas, Local events & pop-ups');
    expect(message.html).toContain('&lt;script&gt;Kiri&lt;/script&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('You signed up at cubekitchen.co.nz.');
    const header = (name: string) => message.headers.find((h) => h.key === name)?.value;
    const unsubscribeUrl = await unsubscribeUrlFor(SITE_ORIGIN, 'kiri@example.co.nz');
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(unsubscribeUrl);
  });

  it('also welcomes someone who ticks the newsletter box on the contact form, once confirmed', async () => {
    const before = smtp.received.length;
    for (let again = 0; again < 2; again += 1) {
      const sent = await call(contactHandler, '/api/contact', {
        json: {
          name: 'Wiremu',
          email: 'wiremu@example.co.nz',
          subject: 'feedback',
          message: 'Loved the Beef Bolognese.',
          subscribedToNewsletter: true,
          ...(await solvedChallenge()),
        },
      });
      expect(sent.status).toBe(201);
    }
    const welcomes = () =>
      smtp.received
        .slice(before)
        .filter((mail) => mail.message.subject === 'Welcome to Cube Kitchen');
    expect(welcomes()).toEqual([]);
    await confirmFromMail('wiremu@example.co.nz');
    expect(welcomes().map((mail) => mail.envelopeTo)).toEqual([['wiremu@example.co.nz']]);
  });

  it('goes to someone who unsubscribed only once they confirm coming back', async () => {
    await subscribe({ email: 'again@example.co.nz', name: 'Ana' }, 'newsletter-form');
    const url = await unsubscribeUrlFor(SITE_ORIGIN, 'again@example.co.nz');
    await page(url, { form: { action: 'unsubscribe' } });
    const before = smtp.received.length;
    await signup('again@example.co.nz', 'Ana');
    const subjects = () =>
      mailTo('again@example.co.nz', before).map((mail) => mail.message.subject);
    expect(subjects()).toEqual(['Please confirm your Cube Kitchen newsletter subscription']);
    expect((await storedSubscriber('again@example.co.nz'))?.status).toBe('unsubscribed');
    await confirmFromMail('again@example.co.nz');
    expect((await storedSubscriber('again@example.co.nz'))?.status).toBe('subscribed');
    expect(subjects()).toContain('Welcome to Cube Kitchen');
  });
});
