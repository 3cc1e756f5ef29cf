// Seeds the shop's data. With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set it seeds that Netlify
// site's Blobs; otherwise the local Blobs that `astro dev` serves from .netlify/blobs-serve.
import { DEV_BLOBS_DIRECTORY, startLocalBlobs } from '../src/server/blobs/local-server.ts';
import { seedShop } from '../src/server/seed/seed.ts';

const siteID = process.env.NETLIFY_SITE_ID;
const token = process.env.NETLIFY_AUTH_TOKEN;
let stop: () => Promise<void> = () => Promise.resolve();
if (siteID && token) {
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ siteID, token })).toString(
    'base64',
  );
  console.log(`Seeding the Blobs of Netlify site ${siteID}`);
} else {
  ({ stop } = await startLocalBlobs(DEV_BLOBS_DIRECTORY));
}

try {
  const { created, skipped } = await seedShop();
  console.log(
    `Seed: ${created.length} product(s) created${created.length ? ` (${created.join(', ')})` : ''}, ` +
      `${skipped.length} already seeded and left as they are.`,
  );
} finally {
  await stop();
}
