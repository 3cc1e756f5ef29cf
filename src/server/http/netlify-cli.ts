// The shop under Netlify's own CLI (`netlify dev`, `netlify serve`): its functions would run on
// the CLI's Blobs emulator, which reads site `unlinked` (an empty shop) and gives no ETags, so
// every conditional write (login, challenge, order) would fail with a 500. The shop refuses to
// run there, in one sentence naming what works: `npm run dev`.

/** What a shopper, staff member or developer reads when the shop runs under the Netlify CLI. */
export const NETLIFY_CLI_REFUSAL =
  'Cube Kitchen does not run under `netlify dev` or `netlify serve`, whose Blobs emulator cannot ' +
  'keep orders and logins safe: start it with `npm run dev` instead.';

/** The site id the Netlify CLI's Blobs emulator uses for a project not linked to a site. */
const CLI_UNLINKED_SITE_ID = 'unlinked';

/** The site id in a Blobs context (base64 JSON, as NETLIFY_BLOBS_CONTEXT carries it), if any. */
function siteIdOf(context: unknown): string | undefined {
  if (typeof context !== 'string' || context === '') return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(context, 'base64').toString()) as { siteID?: unknown };
    return typeof decoded.siteID === 'string' ? decoded.siteID : undefined;
  } catch {
    return undefined;
  }
}

/** Where the answer comes from: the process's environment and the Functions runtime's Blobs context. */
export interface RuntimeSignals {
  env: Record<string, string | undefined>;
  blobsContext?: unknown;
}

const currentSignals = (): RuntimeSignals => ({
  env: process.env,
  blobsContext: (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext,
});

/**
 * Whether this process runs under the Netlify CLI: it sets NETLIFY_DEV for the framework's dev
 * server and the functions it serves (our own `npm run dev` never does), and its Blobs emulator
 * names an unlinked project's site `unlinked` (ours is `0`).
 */
export function runsUnderNetlifyCli(signals: RuntimeSignals = currentSignals()): boolean {
  const flag = signals.env.NETLIFY_DEV?.trim().toLowerCase();
  if (flag && flag !== 'false' && flag !== '0') return true;
  const siteId = siteIdOf(signals.blobsContext) ?? siteIdOf(signals.env.NETLIFY_BLOBS_CONTEXT);
  return siteId === CLI_UNLINKED_SITE_ID;
}
