import type { Config } from '@netlify/functions';
import { catalogApi } from '../../src/lib/public-api/catalog.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { listFaqs } from '../../src/server/content/content.ts';

/** GET /api/faqs (catalogApi.faqs): the questions editors keep in content/faqs.json. */
export default publicHandler(catalogApi, {
  faqs: () => Promise.resolve(listFaqs()),
});

export const config: Config = { path: '/api/faqs' };
