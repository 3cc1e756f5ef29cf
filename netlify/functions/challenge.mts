import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { issueChallenge } from '../../src/server/spam/challenge.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/** GET /api/challenge: a signed maths question for the contact and newsletter forms. */
export default methodHandler({
  async GET(_request, { ip }) {
    await enforceRateLimit('challenge', ip);
    return json(await issueChallenge());
  },
});

export const config: Config = { path: '/api/challenge' };
