// Points a script's Blobs client at the right store: a Netlify site's Blobs when NETLIFY_SITE_ID
// and NETLIFY_AUTH_TOKEN are set, otherwise the local Blobs that `astro dev` serves.
import { DEV_BLOBS_DIRECTORY, startLocalBlobs } from '../src/server/blobs/local-server.ts';

/** Connects to the target store; `isLocal` tells whether it is the local development store. */
export async function connectToBlobs(): Promise<{ isLocal: boolean; close: () => Promise<void> }> {
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  if (siteID && token) {
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ siteID, token })).toString(
      'base64',
    );
    console.log(`Using the Blobs of Netlify site ${siteID}`);
    return { isLocal: false, close: () => Promise.resolve() };
  }
  const { stop } = await startLocalBlobs(DEV_BLOBS_DIRECTORY);
  return { isLocal: true, close: stop };
}
