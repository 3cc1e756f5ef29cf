import { HttpError } from './errors.ts';
import { errorResponse, json } from './respond.ts';

/** What our handlers use of the Netlify Functions context; tests pass just this. */
export interface RequestContext {
  ip: string;
  params: Record<string, string | undefined>;
  /** Keeps the function running for work after the answer (emails), as Netlify's does. */
  waitUntil: (promise: Promise<unknown>) => void;
}

type MethodHandler = (request: Request, context: RequestContext) => Promise<Response> | Response;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Builds a Functions v2 handler from one function per HTTP method. It answers 405 for other
 * methods, turns HttpErrors into JSON errors, and never lets an unexpected error leak details.
 */
export function methodHandler(handlers: Partial<Record<Method, MethodHandler>>) {
  const allowed = Object.keys(handlers).join(', ');
  return async (request: Request, context: RequestContext): Promise<Response> => {
    const method = request.method === 'HEAD' ? 'GET' : (request.method as Method);
    const handle = handlers[method];
    try {
      if (!handle)
        throw new HttpError(405, 'This method is not allowed here.', {
          headers: { Allow: allowed },
        });
      return await handle(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return json({ message: 'A server error occurred. Please try again later.' }, 500);
    }
  };
}
