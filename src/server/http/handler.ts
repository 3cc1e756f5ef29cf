import { WriteConflictError } from '../blobs/records.ts';
import { isStoreFailure } from '../blobs/store-calls.ts';
import { prepareDeployData } from '../seed/deploy-seed.ts';
import { DomainError } from '../../lib/api/domain-error.ts';
import { HttpError, httpErrorOf } from './errors.ts';
import { NETLIFY_CLI_REFUSAL, runsUnderNetlifyCli } from './netlify-cli.ts';
import { errorResponse, json } from './respond.ts';

/** What anyone reads when the store kept failing or stayed too busy for their request. */
export const STORE_BUSY_DETAIL =
  'Our system is busy and could not finish this just now. Please try again in a minute.';

/** What our handlers use of the Netlify Functions context; tests pass just this. */
export interface RequestContext {
  ip: string;
  params: Record<string, string | undefined>;
  /** Keeps the function running for work after the answer (emails), as Netlify's does. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Set by Netlify alone: whether this deploy is the published one (scheduled-function.ts). */
  deploy?: { published: boolean };
}

type MethodHandler = (request: Request, context: RequestContext) => Promise<Response> | Response;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Runs a handler's work and turns what it throws into an answer: an HttpError (or a domain
 * refusal, by its kind) into its JSON error, a store that kept failing into a 503 saying to try again, anything unexpected into a
 * 500 that leaks no details (the error is logged). Under the Netlify CLI, whose Blobs emulator
 * cannot keep writes safe, it does no work and says so (503). A deploy with its own store (a
 * preview) gets its launch data first.
 */
export async function handleErrors(
  request: Request,
  work: () => Promise<Response> | Response,
): Promise<Response> {
  if (runsUnderNetlifyCli()) return json({ message: NETLIFY_CLI_REFUSAL }, 503);
  try {
    await prepareDeployData();
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    if (error instanceof DomainError) return errorResponse(httpErrorOf(error));
    if (isStoreFailure(error) || error instanceof WriteConflictError) {
      console.error(`${request.method} ${new URL(request.url).pathname}: the store failed`, error);
      return errorResponse(
        new HttpError(503, undefined, {
          headers: { 'Retry-After': '5' },
          details: { reason: 'store_unavailable', detail: STORE_BUSY_DETAIL },
        }),
      );
    }
    console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
    return json({ message: 'A server error occurred. Please try again later.' }, 500);
  }
}

/**
 * Builds a Functions v2 handler from one function per HTTP method. It answers 405 for other
 * methods, turns HttpErrors into JSON errors, and never lets an unexpected error leak details.
 */
export function methodHandler(handlers: Partial<Record<Method, MethodHandler>>) {
  const allowed = Object.keys(handlers).join(', ');
  return (request: Request, context: RequestContext): Promise<Response> =>
    handleErrors(request, () => {
      const method = request.method === 'HEAD' ? 'GET' : (request.method as Method);
      const handle = handlers[method];
      if (!handle) {
        throw new HttpError(405, 'This method is not allowed here.', {
          headers: { Allow: allowed },
        });
      }
      return handle(request, context);
    });
}
