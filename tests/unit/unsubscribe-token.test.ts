import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/lib/newsletters/unsubscribe-token.ts';

const KEY = new TextEncoder().encode('a-test-signing-key-of-at-least-32-chars!');
const OTHER_KEY = new TextEncoder().encode('another-signing-key-of-at-least-32-chars');
const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
const AROHA = idOf('aroha@example.co.nz');
const BEN = idOf('ben@example.co.nz');

describe('unsubscribe tokens', () => {
  it('name the subscriber they were made for', async () => {
    const token = await unsubscribeToken(KEY, AROHA);
    expect(await verifyUnsubscribeToken(KEY, token)).toBe(AROHA);
    expect(token).not.toContain('aroha');
  });

  it('verify the same way every time: a replayed token still names the same subscriber only', async () => {
    const token = await unsubscribeToken(KEY, AROHA);
    expect(await verifyUnsubscribeToken(KEY, token)).toBe(AROHA);
    expect(await verifyUnsubscribeToken(KEY, token)).toBe(AROHA);
    expect(await unsubscribeToken(KEY, AROHA)).toBe(token);
  });

  it('refuse a token moved to another address (its MAC does not fit)', async () => {
    const [, mac] = (await unsubscribeToken(KEY, AROHA)).split('.');
    expect(await verifyUnsubscribeToken(KEY, `${BEN}.${mac}`)).toBeNull();
  });

  it('refuse tampered, truncated, padded or foreign tokens', async () => {
    const token = await unsubscribeToken(KEY, AROHA);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      flipped,
      token.slice(0, -1),
      `${token}x`,
      `${token}.extra`,
      token.replace('.', ''),
      '',
      '.',
      'not-a-token',
    ]) {
      expect(await verifyUnsubscribeToken(KEY, bad)).toBeNull();
    }
    expect(await verifyUnsubscribeToken(OTHER_KEY, token)).toBeNull();
  });

  it('are only made for subscriber ids, never raw addresses', async () => {
    await expect(unsubscribeToken(KEY, 'aroha@example.co.nz')).rejects.toThrow();
  });
});
