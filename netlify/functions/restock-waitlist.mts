import type { Config } from '@netlify/functions';
import { RestockWaitlistRequestSchema } from '../../src/lib/forms/public-form-requests.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { joinRestockWaitlist } from '../../src/server/restock-waitlist-signup.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/** POST /api/restock-waitlist: a shopper asks to be emailed when a sold-out meal is back. */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    await enforceRateLimit('restockWaitlist', ip);
    await joinRestockWaitlist(await readJsonBody(request, RestockWaitlistRequestSchema));
    return json({ message: 'We will email you when it is back' }, 201);
  },
});

export const config: Config = { path: '/api/restock-waitlist' };
