// What this invocation knows about its deploy. On Netlify the Functions runtime (and the SSR
// function Astro builds on it) keeps the request's context in `globalThis.Netlify.context`
// through AsyncLocalStorage, so code far from the handler can read it; it is null outside a
// request. CONTEXT and DEPLOY_PRIME_URL are build-time only, so they are never read here.
import {
  dataScopeFor,
  linkOriginFor,
  type DataScope,
  type DeployFacts,
} from '../../lib/system/data-scope.ts';

interface NetlifyRequestContext {
  deploy?: { context?: string; id?: string };
  site?: { url?: string };
  url?: URL;
}

function requestContext(): NetlifyRequestContext | null {
  const netlify = (globalThis as { Netlify?: { context?: NetlifyRequestContext | null } }).Netlify;
  return netlify?.context ?? null;
}

// A scope chosen by a tool (scripts/blobs-target.ts) outside any request.
let toolScope: DataScope | undefined;

/** Lets a script work on one deploy's stores (`NETLIFY_DEPLOY_ID`), e.g. an admin on a preview. */
export function useDeployStoresForTool(deployId: string): void {
  toolScope = { kind: 'deploy', deployId };
}

/** The facts the data scope is decided from, for this invocation. */
export function deployFacts(): DeployFacts {
  const context = requestContext();
  return {
    context: context?.deploy?.context,
    deployId: context?.deploy?.id,
    // Netlify's function instances run on Lambda, whose runtime names the function.
    onNetlify: Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME),
  };
}

/** Which stores this invocation may use (see dataScopeFor). */
export function currentDataScope(): DataScope {
  return toolScope ?? dataScopeFor(deployFacts());
}

/** The deploy context's name for reports: Netlify's, or `local` off Netlify. */
export function deployContextName(): string {
  return requestContext()?.deploy?.context ?? 'local';
}

/** The origin for links in emails and Stripe returns, from this invocation's own deploy. */
export function linkOrigin(requestOrigin: string): string {
  const context = requestContext();
  return linkOriginFor(
    { context: context?.deploy?.context, siteUrl: context?.site?.url },
    requestOrigin,
    process.env.URL,
  );
}

/** Where `npm run dev` serves the shop: the origin of last resort for links in emails. */
export const LOCAL_SHOP_ORIGIN = 'http://localhost:4321';

/**
 * The link origin when no request is at hand (mail sent by background work or a scheduled job):
 * this deploy's own, else URL, else the local shop's; never '', so no email carries a relative link.
 */
export function linkOriginWithoutRequest(): string {
  const context = requestContext();
  const requestOrigin = context?.url ? new URL(context.url).origin : '';
  return linkOrigin(requestOrigin) || LOCAL_SHOP_ORIGIN;
}
