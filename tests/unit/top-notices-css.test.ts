import { describe, expect, it } from 'vitest';
import {
  cssString,
  readCssString,
  topNoticesCss,
} from '../../src/lib/marketing/top-notices-css.ts';

const NOW = new Date('2026-11-26T01:00:00Z');
const BANNER = { id: 'banner-7', message: '15% off this week' };

describe('cssString and readCssString', () => {
  it.each([
    'We are on a short break — back Monday',
    '"} body { display: none } /*',
    '/meals?tag=kids&sort=new#top',
    'Line one\nline two \\ ünïcode 😀',
  ])('escape %j so nothing but the string is written, and read it back as it was', (text) => {
    const literal = cssString(text);
    const inside = literal.slice(1, -1);
    expect(inside).not.toMatch(/["'{};\n]/);
    // Every backslash starts a hex escape.
    expect(inside).not.toMatch(/\\(?![0-9a-f]{1,6} )/);
    expect(readCssString(literal)).toBe(text);
  });

  it('reads nothing from an unset property', () => {
    expect(readCssString('')).toBe('');
  });
});

describe('topNoticesCss', () => {
  it('shows the admins’ paused message, or a few words of its own when they left it empty', () => {
    expect(topNoticesCss({ paused: 'Back on Monday', banner: null }, NOW)).toContain(
      '--paused-message:"Back on Monday"',
    );
    const fallback = topNoticesCss({ paused: '', banner: null }, NOW);
    expect(readCssString(/--paused-message:("[^"]*")/.exec(fallback)?.[1] ?? '')).toBe(
      'Our shop is paused at the moment.',
    );
  });

  it('shows a banner only within its times, with its link only when it has one', () => {
    expect(topNoticesCss({ paused: null, banner: BANNER }, NOW)).not.toContain('data-banner-link');
    const later = { ...BANNER, startsAt: '2026-11-27T00:00:00Z' };
    expect(topNoticesCss({ paused: null, banner: later }, NOW)).toBe('\n');
    const over = { ...BANNER, endsAt: '2026-11-26T00:00:00Z' };
    expect(topNoticesCss({ paused: null, banner: over }, NOW)).toBe('\n');
  });

  it('hides the banner this browser dismissed, by its id', () => {
    expect(topNoticesCss({ paused: null, banner: BANNER }, NOW)).toContain(
      'html[data-dismissed-banner="banner-7"] #site-banner{display:none}',
    );
  });
});
