import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_PATTERN, slugFrom } from '../../src/lib/slug.ts';

describe('the slug rule shared by products, delivery ids and editorial slugs', () => {
  it.each(['beef-bolognese', 'papamoa', 'tue-1800', 'a1'])('accepts %s', (value) => {
    expect(value).toMatch(SLUG_PATTERN);
  });

  it.each(['', 'Beef', 'beef--mince', '-beef', 'beef-', 'beef mince', 'kūmara', 'a/b'])(
    'refuses "%s"',
    (value) => {
      expect(value).not.toMatch(SLUG_PATTERN);
    },
  );

  it('isSlug also holds the length', () => {
    expect(isSlug('a'.repeat(60), 60)).toBe(true);
    expect(isSlug('a'.repeat(61), 60)).toBe(false);
    expect(isSlug('not a slug', 60)).toBe(false);
  });

  it('slugFrom makes a slug of a name, within its length and never ending on a dash', () => {
    expect(slugFrom('Kūmara & Lentil Dahl!', 80)).toBe('kumara-lentil-dahl');
    expect(slugFrom('Mount Maunganui', 60)).toBe('mount-maunganui');
    expect(slugFrom('Mount Maunganui', 6)).toBe('mount');
    expect(slugFrom('!!!', 60)).toBe('');
  });
});
