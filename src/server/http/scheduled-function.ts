// Scheduled functions (the maintenance job, the campaign scheduler) run for two callers only:
// Netlify's scheduler on a published deploy, where a scheduled function has no public URL, and
// our own hosts (`npm run dev`, tests), which sign each run. Anyone else gets a plain 404, so
// neither the work nor the counters it reports are anyone else's to trigger or read.
import { HttpError } from './errors.ts';
import { handleErrors, type RequestContext } from './handler.ts';
import { internalSignature, isInternalSignature } from './internal-kick.ts';
import { errorResponse } from './respond.ts';
import { deployFacts } from '../system/deploy.ts';

/** The header carrying a signed run of a scheduled function: `<issued ms>.<signature>`. */
export const SCHEDULED_KICK_HEADER = 'x-scheduled-kick';

/** How long a signed run stays good: enough for clock drift, too short to be worth keeping. */
const KICK_LIFETIME_MS = 5 * 60_000;

type Handler = (request: Request, context: RequestContext) => Promise<Response>;

const purpose = (issuedAt: number) => `scheduled-run:${String(issuedAt)}`;

/** Headers our own host sends when it runs a scheduled function itself (signed, timed). */
export async function scheduledKickHeaders(now = Date.now()): Promise<Record<string, string>> {
  return { [SCHEDULED_KICK_HEADER]: `${String(now)}.${await internalSignature(purpose(now))}` };
}

/** Whether a request carries a run our own host signed in the last few minutes. */
async function isSignedRun(request: Request, now: number): Promise<boolean> {
  const value = request.headers.get(SCHEDULED_KICK_HEADER) ?? '';
  const match = /^(\d{1,15})\.([\w-]{1,100})$/.exec(value);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (Math.abs(now - issuedAt) > KICK_LIFETIME_MS) return false;
  return isInternalSignature(purpose(issuedAt), match[2] ?? null);
}

/**
 * Whether Netlify's scheduler is the caller: the function runs on a published deploy (the
 * platform says so in the context, never a request header), where Netlify serves scheduled
 * functions to its scheduler alone. Locally there is no such context.
 */
function calledByPlatform(context: RequestContext): boolean {
  return context.deploy?.published === true;
}

/**
 * Wraps a scheduled function's handler so it runs only for the platform's scheduler or a run
 * signed by our own host; any other caller gets 404 before the handler does anything.
 */
export function scheduledFunction(handler: Handler): Handler {
  return (request, context) =>
    handleErrors(request, async () => {
      if (calledByPlatform(context) || (await isSignedRun(request, Date.now()))) {
        return handler(request, context);
      }
      // On Netlify, say so in the function log: a job that never runs should not go unnoticed.
      if (context.deploy) {
        console.warn(`[scheduled] refused ${request.method} ${new URL(request.url).pathname}`);
      }
      return errorResponse(new HttpError(404));
    });
}

/**
 * The clock a run asks for: `{"now": ISO}` in the body of a run our own host signed, honoured only
 * off production (so a browser test can move the job's clock); null otherwise, and always on
 * production or for Netlify's own scheduler.
 */
export async function requestedRunClock(
  request: Request,
  context: RequestContext,
): Promise<Date | null> {
  if (context.deploy?.published === true || deployFacts().context === 'production') return null;
  if (!(await isSignedRun(request, Date.now()))) return null;
  try {
    const body = (await request.json()) as { now?: unknown };
    const now = typeof body.now === 'string' ? Date.parse(body.now) : Number.NaN;
    return Number.isNaN(now) ? null : new Date(now);
  } catch {
    return null;
  }
}
