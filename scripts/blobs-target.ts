// Points a script's Blobs client at the right store: a Netlify site's Blobs when NETLIFY_SITE_ID
// and NETLIFY_AUTH_TOKEN are set (production's site-wide store, or with NETLIFY_DEPLOY_ID the
// own store of that deploy preview or branch deploy), otherwise the local Blobs of `astro dev`.
import { DEV_BLOBS_DIRECTORY, startLocalBlobs } from '../src/server/blobs/local-server.ts';
import { useDeployStoresForTool } from '../src/server/system/deploy.ts';

/** Connects to the target store; `isLocal` tells whether it is the local development store. */
export async function connectToBlobs(): Promise<{ isLocal: boolean; close: () => Promise<void> }> {
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  if (siteID && token) {
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ siteID, token })).toString(
      'base64',
    );
    const deployId = process.env.NETLIFY_DEPLOY_ID;
    if (deployId) useDeployStoresForTool(deployId);
    console.log(
      deployId
        ? `Using the Blobs of deploy ${deployId} of Netlify site ${siteID}`
        : `Using the production Blobs of Netlify site ${siteID}`,
    );
    return { isLocal: false, close: () => Promise.resolve() };
  }
  const { stop } = await startLocalBlobs(DEV_BLOBS_DIRECTORY);
  return { isLocal: true, close: stop };
}
