// Issue 22, finding 2: the paused notice and the site banner are laid out above the header by
// a stylesheet the pages load with their own CSS (GET /api/top-notices.css).
import { describe, expect, it } from 'vitest';
import topNoticesHandler from '../../netlify/functions/top-notices.mts';
import { readBanner, saveBanner } from '../../src/server/marketing/banner.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';

runOnLocalBlobs();

const ADMIN = { id: 'u-1', username: 'owner' };

async function stylesheet() {
  const response = await topNoticesHandler(
    new Request(new URL('/api/top-notices.css', SITE_ORIGIN)),
    { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
  );
  expect(response.status).toBe(200);
  return { headers: response.headers, css: await response.text() };
}

async function setStoreOpen(storeOpen: boolean, pausedMessage = '') {
  const { settings, revision } = await readSettingsSnapshot();
  await saveShopSettings(ADMIN, { ...settings, storeOpen, pausedMessage }, revision);
}

async function setBanner(banner: { message: string; link?: string; active: boolean }) {
  const { revision } = await readBanner();
  await saveBanner(ADMIN, { ...banner, revision });
}

describe('GET /api/top-notices.css', () => {
  it('shows nothing while the store is open and no banner runs, cached by the CDN with both tags', async () => {
    const { headers, css } = await stylesheet();
    expect(headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=60');
    expect(headers.get('netlify-cache-tag')).toBe('store-status,site-banner');
    expect(css).not.toMatch(/display/);
  });

  it('shows the paused notice and the banner with their words, escaped, and the banner’s link', async () => {
    await setStoreOpen(false, 'We are on a short break "till" Monday');
    await setBanner({ message: '15% off} body{display:none', link: '/meals', active: true });
    const { css } = await stylesheet();
    expect(css).toContain('#store-paused-notice{display:block}');
    expect(css).toContain('--paused-message:"We are on a short break \\22 till\\22  Monday"');
    expect(css).toContain('#site-banner{display:flex}');
    expect(css).toContain('--banner-message:"15\\25  off\\7d  body\\7b display\\3a none"');
    expect(css).toContain('--banner-link:"\\2f meals"');
    expect(css).toMatch(/html\[data-dismissed-banner="banner-\d+"\] #site-banner\{display:none\}/);
    expect(css).toContain('#site-banner [data-banner-link]{display:inline}');
    // Staff text never closes a string or a rule.
    const rules = css.split('\n').filter(Boolean);
    expect(rules.every((rule) => rule.split('{').length === 2)).toBe(true);
  });

  it('drops a banner that is off, and the notice once the store opens again', async () => {
    await setStoreOpen(false, 'Back soon');
    await setBanner({ message: 'Old news', active: false });
    const { css } = await stylesheet();
    expect(css).toContain('--paused-message:"Back soon"');
    expect(css).not.toContain('#site-banner');
    await setStoreOpen(true);
    expect((await stylesheet()).css).toBe('\n');
  });

  it('answers 405 to other methods', async () => {
    expect((await call(topNoticesHandler, '/api/top-notices.css', { method: 'POST' })).status).toBe(
      405,
    );
  });
});
