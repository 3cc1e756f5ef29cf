import { randomBytes } from 'node:crypto';
import { BlobsServer } from '@netlify/blobs/server';

/** The site id `astro dev` gives the Blobs emulator when the project is not linked to Netlify. */
export const LOCAL_SITE_ID = '0';

/** Where `astro dev` keeps emulated Blobs, so tools that write here are seen by the dev server. */
export const DEV_BLOBS_DIRECTORY = '.netlify/blobs-serve';

/**
 * Starts the real local Blobs server on `directory` and points this process's Blobs client at
 * it, exactly as the Functions runtime does (through NETLIFY_BLOBS_CONTEXT). For tests and tools.
 */
export async function startLocalBlobs(directory: string): Promise<{ stop: () => Promise<void> }> {
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ siteID: LOCAL_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url }),
  ).toString('base64');
  return {
    async stop() {
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await server.stop();
    },
  };
}
