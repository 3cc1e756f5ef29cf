import { describe, expect, it } from 'vitest';
import {
  normalisedHttpsUrl,
  normalisedSiteLink,
  normalisedSitePath,
  sameOriginImageUrl,
  SITE_IMAGE_MESSAGE,
  SITE_LINK_MESSAGE,
} from '../../src/lib/site-url.ts';
import { SiteImagePathSchema, SiteLinkSchema } from '../../src/lib/forms/site-url-schemas.ts';

/** Values that look like a site path or a link but load from elsewhere, or run script. */
const TRICKS = [
  '/\\evil.example/pixel.png',
  '\\\\evil.example/pixel.png',
  '//evil.example/pixel.png',
  '///evil.example/pixel.png',
  '/\\/evil.example',
  '/%5Cevil.example/pixel.png',
  '/%5cevil.example/pixel.png',
  '/%2F%2Fevil.example/pixel.png',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/\t/evil.example/pixel.png',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/\u001b[31m',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/ /evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'http://evil.example/pixel.png',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\@cubekitchen.co.nz',
  'https://cubekitchen.co.nz@evil.example/',
  'https://user:pass@evil.example/',
  'https://evil%2Eexample/',
  'https://localhost/',
  'https://\u0435vil.example/',
  'https://evil.example/%5C%5Cx',
  'ftp://evil.example/',
  'meals',
  'evil.example/pixel.png',
  '/50%zz',
  '',
];

describe('links and images staff give', () => {
  it('refuses every trick that leaves the site or runs script', () => {
    for (const value of TRICKS) {
      expect(normalisedSiteLink(value), JSON.stringify(value)).toBeNull();
      expect(normalisedSitePath(value), JSON.stringify(value)).toBeNull();
      expect(SiteLinkSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(SiteImagePathSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('takes site paths and https addresses, stored as they resolve', () => {
    expect(SiteLinkSchema.parse('/meals')).toBe('/meals');
    expect(SiteLinkSchema.parse('  /meals/beef-bolognese?from=banner#top ')).toBe(
      '/meals/beef-bolognese?from=banner#top',
    );
    expect(SiteLinkSchema.parse('/blog/../meals')).toBe('/meals');
    expect(SiteLinkSchema.parse('/images/meals/photo%20one.png')).toBe(
      '/images/meals/photo%20one.png',
    );
    expect(SiteLinkSchema.parse('HTTPS://CubeKitchen.co.nz/blog')).toBe(
      'https://cubekitchen.co.nz/blog',
    );
    expect(SiteLinkSchema.parse('https://www.instagram.com/cubekitchen')).toBe(
      'https://www.instagram.com/cubekitchen',
    );
    expect(normalisedHttpsUrl('https://cubekitchen.co.nz')).toBe('https://cubekitchen.co.nz/');
  });

  it('takes only site paths as images', () => {
    expect(SiteImagePathSchema.parse('/images/meals/beef-bolognese.svg')).toBe(
      '/images/meals/beef-bolognese.svg',
    );
    expect(SiteImagePathSchema.parse('/media/products/' + 'a'.repeat(32) + '-1280.webp')).toBe(
      `/media/products/${'a'.repeat(32)}-1280.webp`,
    );
    const external = SiteImagePathSchema.safeParse('https://cdn.example.com/a.png');
    expect(external.error?.issues[0]?.message).toBe(SITE_IMAGE_MESSAGE);
  });

  it('says what to give instead', () => {
    const result = SiteLinkSchema.safeParse('/\\evil.example');
    expect(result.error?.issues[0]?.message).toBe(SITE_LINK_MESSAGE);
    expect(SiteLinkSchema.safeParse('/' + 'a'.repeat(600)).success).toBe(false);
  });

  it('makes images absolute on the shop origin, and leaves out any that would load elsewhere', () => {
    const origin = 'https://cubekitchen.co.nz';
    expect(sameOriginImageUrl('/images/meals/beef-bolognese.svg', origin)).toBe(
      'https://cubekitchen.co.nz/images/meals/beef-bolognese.svg',
    );
    for (const value of TRICKS) {
      expect(sameOriginImageUrl(value, origin), JSON.stringify(value)).toBeNull();
    }
    expect(sameOriginImageUrl('https://cubekitchen.co.nz/a.png', origin)).toBeNull();
  });
});
