import { describe, expect, it } from 'vitest';
import {
  BannerLinkSchema,
  BannerSchema,
  bannerShowsAt,
  publicBanner,
} from '../../src/lib/marketing/banner.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

describe('the site banner', () => {
  it('takes site paths and https addresses as links, nothing else', () => {
    for (const link of ['/meals', '/meals/beef-bolognese?x=1', 'https://cubekitchen.co.nz/blog']) {
      expect(BannerLinkSchema.safeParse(link).success).toBe(true);
    }
    for (const link of ['//evil.example', 'javascript:alert(1)', 'http://a.nz', '/a b', 'meals']) {
      expect(BannerLinkSchema.safeParse(link).success).toBe(false);
    }
  });

  it('keeps a message to 160 characters and the end after the start', () => {
    const base = { message: 'x'.repeat(160), active: true };
    expect(BannerSchema.safeParse(base).success).toBe(true);
    expect(BannerSchema.safeParse({ ...base, message: 'x'.repeat(161) }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...base, message: '   ' }).success).toBe(false);
    const backwards = { ...base, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(BannerSchema.safeParse(backwards).error?.issues[0]?.path).toEqual(['endsAt']);
  });

  it('is public while on and not over, with an id that changes with each save', () => {
    const banner = BannerSchema.parse({ message: 'Hi', link: '', active: true });
    expect(publicBanner(banner, 3, NOW)).toEqual({ id: 'banner-3', message: 'Hi' });
    expect(publicBanner({ ...banner, active: false }, 3, NOW)).toBeNull();
    expect(publicBanner({ ...banner, endsAt: '2026-11-30T00:00:00Z' }, 3, NOW)).toBeNull();
    expect(publicBanner(null, 0, NOW)).toBeNull();
  });

  it('shows from its start until its end', () => {
    const week = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-08T00:00:00Z' };
    expect(bannerShowsAt(week, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(bannerShowsAt(week, NOW)).toBe(true);
    expect(bannerShowsAt(week, new Date('2026-12-08T00:00:00Z'))).toBe(false);
    expect(bannerShowsAt({}, NOW)).toBe(true);
  });
});
