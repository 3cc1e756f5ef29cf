import type { DeploySucceededEvent } from '@netlify/functions';
import { purgeAfterDeploy } from '../../src/server/http/cdn-cache.ts';

/**
 * Netlify calls this after every successful deploy (the `deploySucceeded` event; it has no URL).
 * Cached answers outlive a deploy, so the new code and content would otherwise wait behind up to
 * 30 minutes of old answers: it purges every tag our cached answers carry. Tags are site-wide, so
 * a preview's deploy empties production's cache too; the next request of each fills it again.
 */
export default {
  async deploySucceeded(event: DeploySucceededEvent) {
    await purgeAfterDeploy();
    console.info(`[deploy] purged cached answers after deploy ${event.deploy.id}`);
  },
};
