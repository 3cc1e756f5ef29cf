// After a deploy, Netlify's deploySucceeded event purges every cached answer the deploy may have
// changed: each public answer the CDN keeps carries a tag the purge names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import deployPurge from '../../netlify/functions/deploy-purge.mts';
import faqsHandler from '../../netlify/functions/faqs.mts';
import productsHandler from '../../netlify/functions/products.mts';
import storeStatusHandler from '../../netlify/functions/store-status.mts';
import bannerHandler from '../../netlify/functions/banner.mts';
import testimonialsHandler from '../../netlify/functions/testimonials.mts';
import type { DeploySucceededEvent } from '@netlify/functions';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { capturePurges } from '../fixtures/cdn-purges.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const deployEvent = { deploy: { id: 'deploy-42', context: 'production' } } as DeploySucceededEvent;

describe('a deploy', () => {
  it('purges every tag a cached public answer carries', async () => {
    await seedShop();
    const cached = [
      await call(productsHandler, '/api/products'),
      await call(productsHandler, '/api/products/beef-bolognese', {
        params: { id: 'beef-bolognese' },
      }),
      await call(storeStatusHandler, '/api/store-status'),
      await call(bannerHandler, '/api/banner'),
      await call(testimonialsHandler, '/api/testimonials'),
      await call(faqsHandler, '/api/faqs'),
    ];
    const purges = capturePurges();
    await deployPurge.deploySucceeded(deployEvent);
    expect(purges).toHaveLength(1);
    const purged = new Set((purges[0] as { cache_tags: string[] }).cache_tags);
    for (const { status, headers } of cached) {
      expect(status).toBe(200);
      expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage');
      const tags = (headers.get('netlify-cache-tag') ?? '').split(',');
      expect(tags.some((tag) => purged.has(tag))).toBe(true);
    }
  });

  it('does nothing off Netlify, where there is no CDN and no purge token', async () => {
    const purges = capturePurges();
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', '');
    await deployPurge.deploySucceeded(deployEvent);
    expect(purges).toEqual([]);
  });
});
