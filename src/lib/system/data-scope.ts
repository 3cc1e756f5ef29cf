// Which data a deploy may use. Netlify's site-wide stores are shared by every deploy of a site, so
// only production may use them; every other deploy gets stores of its own (deleted with it).

/** The deploy contexts Netlify names (`context.deploy.context`); others are possible. */
export type DeployContextName = 'production' | 'deploy-preview' | 'branch-deploy' | 'dev';

/** Where a deploy keeps its data: the site-wide stores, or stores scoped to one deploy. */
export type DataScope =
  { kind: 'site'; reason: 'production' | 'local' } | { kind: 'deploy'; deployId: string };

/** What the running code knows about its deploy: nothing outside Netlify. */
export interface DeployFacts {
  /** `context.deploy.context` of the request being served, when there is one. */
  context: string | undefined;
  /** `context.deploy.id` of that request. */
  deployId: string | undefined;
  /** Whether this process runs on Netlify's platform (a function instance). */
  onNetlify: boolean;
}

/** Raised when the data a deploy may use cannot be decided: nothing is read or written then. */
export class UnknownDeployError extends Error {}

/**
 * Production uses the site's stores; local runs (`npm run dev`, tests, scripts, `netlify dev`
 * whose context is `dev`) use the local site stores; every other deploy (previews, branch
 * deploys, any other branch context) uses stores of its own. On Netlify, code that cannot name
 * its deploy fails closed rather than guess production.
 */
export function dataScopeFor(facts: DeployFacts): DataScope {
  if (facts.context === 'production') return { kind: 'site', reason: 'production' };
  if (facts.context === undefined) {
    if (facts.onNetlify) {
      throw new UnknownDeployError(
        'The deploy context is unknown here (Blobs used outside a request), so no store is opened.',
      );
    }
    return { kind: 'site', reason: 'local' };
  }
  if (facts.context === 'dev') return { kind: 'site', reason: 'local' };
  if (!facts.deployId) {
    throw new UnknownDeployError(`A ${facts.context} deploy without a deploy id has no store.`);
  }
  return { kind: 'deploy', deployId: facts.deployId };
}

/**
 * The origin for links in emails and payment pages: production's own address on production, the
 * address the request came to everywhere else (a preview's links point at the preview).
 */
export function linkOriginFor(
  facts: { context: string | undefined; siteUrl: string | undefined },
  requestOrigin: string,
  configuredUrl: string | undefined,
): string {
  if (facts.context === 'production' && facts.siteUrl) return new URL(facts.siteUrl).origin;
  if (facts.context !== undefined) return requestOrigin;
  return configuredUrl ? new URL(configuredUrl).origin : requestOrigin;
}
