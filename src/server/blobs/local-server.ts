import { randomBytes } from 'node:crypto';
import { faultsFromEnv, type BlobsFaultOptions } from './local-blobs-faults.ts';
import { LocalBlobsServer } from './local-blobs-server.ts';

/** The site id `astro dev` gives the Blobs emulator when the project is not linked to Netlify. */
export const LOCAL_SITE_ID = '0';

/** Where `astro dev` keeps emulated Blobs, so tools that write here are seen by the dev server. */
export const DEV_BLOBS_DIRECTORY = '.netlify/blobs-serve';

/** The Blobs context the Functions runtime reads (NETLIFY_BLOBS_CONTEXT), for a local server. */
function localBlobsContext(url: string, token: string): string {
  return Buffer.from(
    JSON.stringify({ siteID: LOCAL_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url }),
  ).toString('base64');
}

/** A running local Blobs server, as startLocalBlobs gives it. */
export interface LocalBlobs {
  stop: () => Promise<void>;
  /** Changes its faults from the next call on (null: none), e.g. after a test's set-up. */
  setFaults: (faults: BlobsFaultOptions | null) => void;
}

/**
 * Starts a local Blobs server with production's semantics (ETags on reads, atomic conditional
 * writes) on `directory` and points this process's Blobs client at it, as the Functions runtime
 * does, through NETLIFY_BLOBS_CONTEXT. Child processes started afterwards inherit it. For the
 * dev server, the production-like server, tests and tools. Its faults come from
 * `LOCAL_BLOBS_FAULT_RATE` / `LOCAL_BLOBS_FAULT_SEED` unless `options.faults` says otherwise.
 */
export async function startLocalBlobs(
  directory: string,
  options: { faults?: BlobsFaultOptions | null } = {},
): Promise<LocalBlobs> {
  const token = randomBytes(16).toString('hex');
  const faults = options.faults === undefined ? faultsFromEnv() : options.faults;
  if (faults) console.warn(`[local blobs] failing ${String(faults.rate * 100)}% of calls`);
  const server = new LocalBlobsServer({ directory, token, faults });
  const { url } = await server.start();
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = localBlobsContext(url, token);
  return {
    setFaults: (next) => {
      server.setFaults(next);
    },
    async stop() {
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await server.stop();
    },
  };
}
