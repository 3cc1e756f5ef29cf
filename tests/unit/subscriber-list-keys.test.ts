import { describe, expect, it } from 'vitest';
import {
  subscriberListKeyOf,
  subscriberListRowFromKey,
  subscriberRowMatches,
  type SubscriberListRow,
} from '../../src/lib/newsletters/subscriber-list.ts';

const ROW: SubscriberListRow = {
  id: 'f'.repeat(64),
  name: 'Aroha Ngata',
  email: 'aroha@example.nz',
  preferences: ['new-releases', 'promotions'],
  status: 'subscribed',
  subscribedAt: '2026-11-20T03:04:05.678Z',
  source: 'newsletter-form',
};

describe('subscriber list keys', () => {
  it('round-trip every field, newer subscribers first', () => {
    const key = subscriberListKeyOf(ROW);
    expect(subscriberListRowFromKey(key)).toEqual(ROW);
    const newer = subscriberListKeyOf({ ...ROW, subscribedAt: '2026-11-21T00:00:00.000Z' });
    expect(newer < key).toBe(true);
  });

  it.each([
    ['slashes, percent, query and hash', 'Zoë / 100% ? #1 ~ tilde', 'a/b%c?d#e~f@example.nz'],
    ['quotes and emoji', '“Kiri” O’Neill 🥟', 'kiri+news@example.co.nz'],
    ['no preferences', 'Plain', 'plain@example.nz'],
  ])('keep %s safe in one key of two short parts', (_, name, email) => {
    const row = { ...ROW, name, email, preferences: [] };
    const key = subscriberListKeyOf(row);
    const parts = key.split('/');
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThan(255);
    expect(key).not.toMatch(/[%?#]/);
    expect(subscriberListRowFromKey(key)).toEqual(row);
  });

  it('cuts very long names to a byte budget, never inside a character', () => {
    const row = { ...ROW, name: 'ā'.repeat(200), status: 'unsubscribed' as const };
    const back = subscriberListRowFromKey(subscriberListKeyOf(row));
    expect(back?.name).toBe('ā'.repeat(30));
    expect(back?.status).toBe('unsubscribed');
  });

  it('reads other keys as nothing', () => {
    expect(subscriberListRowFromKey('nonsense')).toBeNull();
    expect(
      subscriberListRowFromKey(`0000000000000-${'f'.repeat(64)}~maybe~~staff/QQ~QQ`),
    ).toBeNull();
  });

  it('matches filters: status, preference, search in name or email ignoring case', () => {
    expect(subscriberRowMatches(ROW, { q: 'AROHA@' })).toBe(true);
    expect(subscriberRowMatches(ROW, { q: 'ngata' })).toBe(true);
    expect(subscriberRowMatches(ROW, { q: 'someone' })).toBe(false);
    expect(subscriberRowMatches(ROW, { preference: 'recipes' })).toBe(false);
    expect(subscriberRowMatches(ROW, { status: 'unsubscribed' })).toBe(false);
    expect(subscriberRowMatches(ROW, { status: 'subscribed', preference: 'promotions' })).toBe(
      true,
    );
  });
});
