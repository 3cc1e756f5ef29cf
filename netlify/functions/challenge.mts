import type { Config } from '@netlify/functions';
import { formsApi } from '../../src/lib/public-api/forms.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { issueChallenge } from '../../src/server/spam/challenge.ts';

/** GET /api/challenge (formsApi.challenge): a signed maths question for the public forms. */
export default publicHandler(formsApi, {
  challenge: () => issueChallenge(),
});

export const config: Config = { path: '/api/challenge' };
