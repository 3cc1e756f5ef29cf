// Emails sent by background work (restock news, low-stock alerts, campaigns) link to the shop
// with no request at hand: the address must be absolute, never '' (a relative link in an email).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SHOP_ORIGIN, linkOriginWithoutRequest } from '../../src/server/system/deploy.ts';

interface NetlifyGlobal {
  Netlify?: { context?: unknown };
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as NetlifyGlobal).Netlify;
});

describe('the link origin without a request', () => {
  it('is the local shop when nothing names the site', () => {
    vi.stubEnv('URL', '');
    expect(linkOriginWithoutRequest()).toBe(LOCAL_SHOP_ORIGIN);
  });

  it('is URL off Netlify when it is set', () => {
    vi.stubEnv('URL', 'https://cubekitchen.example.nz/');
    expect(linkOriginWithoutRequest()).toBe('https://cubekitchen.example.nz');
  });

  it("is production's site address on production, the deploy's own address on a preview", () => {
    vi.stubEnv('URL', 'https://cubekitchen.example.nz');
    const netlify = globalThis as NetlifyGlobal;
    netlify.Netlify = {
      context: {
        deploy: { context: 'production' },
        site: { url: 'https://shop.cubekitchen.nz' },
        url: new URL('https://main--cube.netlify.app/.netlify/functions/maintenance'),
      },
    };
    expect(linkOriginWithoutRequest()).toBe('https://shop.cubekitchen.nz');
    netlify.Netlify = {
      context: {
        deploy: { context: 'deploy-preview' },
        site: { url: 'https://shop.cubekitchen.nz' },
        url: new URL('https://deploy-preview-7--cube.netlify.app/api/admin/inventory/x'),
      },
    };
    expect(linkOriginWithoutRequest()).toBe('https://deploy-preview-7--cube.netlify.app');
  });
});
