import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listUnsubscribeHeaders } from '../../src/lib/newsletters/marketing-footer.ts';
import { sendMail } from '../../src/server/mail/send-mail.ts';
import {
  subscriberIdFromToken,
  unsubscribeUrlFor,
} from '../../src/server/newsletters/subscribers/unsubscribe-links.ts';
import {
  changePreferences,
  subscribe,
  subscriberId,
  unsubscribe,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { listedSubscriber, storedSubscriber } from '../fixtures/subscribers.ts';

runOnLocalBlobs();

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

describe('unsubscribing', () => {
  it('takes a subscriber off the list once, keeping when and how', async () => {
    await subscribe({ email: 'Mere@Example.co.nz', name: 'Mere' }, 'newsletter-form');
    const id = subscriberId('mere@example.co.nz');
    const first = await unsubscribe(id, { via: 'one-click', campaignId: 'c1' }, new Date(1000));
    expect(first).toMatchObject({
      status: 'unsubscribed',
      unsubscribed: { at: new Date(1000).toISOString(), via: 'one-click', campaignId: 'c1' },
    });
    const again = await unsubscribe(id, { via: 'link' }, new Date(2000));
    expect(again?.unsubscribed).toEqual(first?.unsubscribed);
  });

  it('is undone by signing up again, which is a new consent', async () => {
    await listedSubscriber('tama@example.co.nz', 'Tama', { left: true });
    const { subscriber } = await subscribe(
      { email: 'tama@example.co.nz', name: 'Tama' },
      'newsletter-form',
    );
    expect(subscriber.status).toBe('subscribed');
    expect(subscriber.unsubscribed).toBeUndefined();
    expect(subscriber.consents).toHaveLength(2);
  });

  it('answers null for an address that is not (or no longer) on the list, creating nothing', async () => {
    const id = subscriberId('nobody@example.co.nz');
    expect(await unsubscribe(id, { via: 'link' })).toBeNull();
    expect(await storedSubscriber('nobody@example.co.nz')).toBeNull();
  });

  it('links carry a token that names the subscriber, not the address', async () => {
    const url = new URL(await unsubscribeUrlFor('https://shop.example', 'Aroha@example.co.nz '));
    expect(url.origin + url.pathname).toBe('https://shop.example/unsubscribe');
    const token = url.searchParams.get('token') ?? '';
    expect(url.href).not.toContain('aroha');
    expect(await subscriberIdFromToken(token)).toBe(subscriberId('aroha@example.co.nz'));
    expect(await subscriberIdFromToken(`${token.slice(0, -2)}zz`)).toBeNull();
  });

  it('marketing email carries the List-Unsubscribe headers through SMTP', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const url = await unsubscribeUrlFor('https://shop.example', 'aroha@example.co.nz');
    const result = await sendMail({
      to: 'aroha@example.co.nz',
      subject: 'Winter menu',
      text: 'Hello',
      html: '<p>Hello</p>',
      headers: listUnsubscribeHeaders(url),
    });
    expect(result.status).toBe('sent');
    const headers = smtp.received.at(-1)?.message.headers ?? [];
    const header = (name: string) => headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${url}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('changing preferences', () => {
  it('sets them and records the change in the consent history', async () => {
    await subscribe(
      { email: 'hana@example.co.nz', name: 'Hana', preferences: ['recipes'] },
      'newsletter-form',
    );
    const id = subscriberId('hana@example.co.nz');
    const changed = await changePreferences(
      id,
      ['new-releases'],
      { source: 'preferences-page' },
      new Date(5000),
    );
    expect(changed?.preferences).toEqual(['new-releases']);
    expect(changed?.consents.at(-1)).toEqual({
      at: new Date(5000).toISOString(),
      source: 'preferences-page',
      preferences: ['new-releases'],
    });
    expect(
      await changePreferences(subscriberId('x@example.co.nz'), [], { source: 'staff' }),
    ).toBeNull();
  });
});
