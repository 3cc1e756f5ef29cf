// Serving our Netlify Functions outside Netlify: the route table of their `config.path`s and the
// translation between Node's HTTP server and the Request/Response the handlers speak. Used by the
// dev server (astro dev) and by the production-like server of the benchmarks and browser tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from './handler.ts';

/** A Functions v2 handler as our modules export it. */
export type FunctionHandler = (request: Request, context: RequestContext) => Promise<Response>;

/** What a module in netlify/functions exports. */
export interface FunctionModule {
  default: FunctionHandler;
  config?: { path?: string | string[]; schedule?: string };
}

/** A function that serves a path, with the path's named parameters. */
export interface FunctionMatch {
  name: string;
  params: Record<string, string>;
  /**
   * A scheduled function's own path: hosts answer 404 there, as Netlify serves it to its
   * scheduler alone; they run it themselves with a signed kick (scheduled-function.ts).
   */
  scheduled?: true;
}

interface FunctionRoute {
  name: string;
  patterns: URLPattern[];
  scheduled: boolean;
}

/** The methods Node's HTTP server accepts but a fetch `Request` cannot carry. */
const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * Finds the function serving a path, as Netlify routes: a function's `config.path` patterns in
 * turn; a function with none at `/.netlify/functions/<name>` (marked `scheduled` for a scheduled
 * one, which the host must not serve). URLPattern is slow enough to dominate a benchmark when
 * every request tries every route, so answers are kept per path (a bounded number of them).
 */
export function functionMatcher(
  modules: readonly { name: string; module: FunctionModule }[],
): (pathname: string) => FunctionMatch | null {
  // An event function (`export default { deploySucceeded }`) has no URL on Netlify either.
  // Such a module's default is an object, whatever the cast that loaded it says.
  const served = modules.filter(({ module }) => typeof (module.default as unknown) === 'function');
  const routes: FunctionRoute[] = served.map(({ name, module }) => {
    const configured = module.config?.path;
    const paths = configured
      ? Array.isArray(configured)
        ? configured
        : [configured]
      : [`/.netlify/functions/${name}`];
    return {
      name,
      patterns: paths.map((pathname) => new URLPattern({ pathname })),
      scheduled: Boolean(module.config?.schedule),
    };
  });
  const find = (pathname: string): FunctionMatch | null => {
    for (const route of routes) {
      for (const pattern of route.patterns) {
        const groups = pattern.exec({ pathname })?.pathname.groups;
        if (groups) {
          const params = Object.fromEntries(
            Object.entries(groups).filter(
              (entry): entry is [string, string] => entry[1] !== undefined,
            ),
          );
          return { name: route.name, params, ...(route.scheduled && { scheduled: true }) };
        }
      }
    }
    return null;
  };
  const known = new Map<string, FunctionMatch | null>();
  const MOST_KNOWN_PATHS = 1000;
  return (pathname) => {
    let match = known.get(pathname);
    if (match === undefined) {
      match = find(pathname);
      if (known.size >= MOST_KNOWN_PATHS) known.clear();
      known.set(pathname, match);
    }
    return match;
  };
}

/**
 * The URL a request was sent to, on this site's own origin. The request target is appended to
 * the origin, never resolved against it: `//evil.example/api/...` must stay a path here, not
 * become another site that same-site checks would then trust. Null for a target that is not a
 * path (or a path with a broken percent-escape), which deserves a 400.
 */
export function requestUrl(target: string | undefined, origin: string): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    const url = new URL(`${origin}${target}`);
    decodeURIComponent(url.pathname);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * A Node request's body as a web stream that the handler may stop reading at any point (a body
 * past its limit). Node's `Readable.toWeb` cannot be stopped safely: after a cancel it still
 * pushes the chunks already in flight into its closed stream, and the throw takes the whole
 * server down. Here a cancel stops the stream; what the client still sends is read and dropped.
 */
function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        // Backpressure: wait for the handler to ask for more.
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}

/**
 * A fetch Request for a Node request, or a refusal for what a site must not serve: 405 for
 * methods fetch cannot carry (TRACE, CONNECT), 400 for a target that is not a path. `body` is
 * the body already read (readPlatformBody); without it the request's stream is passed on.
 */
export function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  body?: Buffer<ArrayBuffer>,
): { request: Request; url: URL } | { refusal: 400 | 405 } {
  const method = req.method ?? 'GET';
  if (UNSUPPORTED_METHODS.has(method.toUpperCase())) return { refusal: 405 };
  const url = requestUrl(req.url, origin);
  if (!url) return { refusal: 400 };
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  try {
    const request = new Request(url, {
      method,
      headers,
      ...(hasBody ? { body: body ?? requestBody(req), duplex: 'half' as const } : {}),
    });
    return { request, url };
  } catch {
    // An odd method name or header value fetch will not carry.
    return { refusal: 400 };
  }
}

/**
 * A context for one invocation, with Netlify's `waitUntil`: work handed to it (emails after the
 * answer) runs on after the response; failures are logged, as Netlify would.
 */
export function invocationContext(ip: string, params: Record<string, string>): RequestContext {
  return {
    ip,
    params,
    waitUntil(promise) {
      promise.catch((error: unknown) => {
        console.error('Work left running after the answer failed', error);
      });
    },
  };
}

/** Writes a fetch Response to Node's response, with `body` when the caller transformed it. */
export async function writeResponse(
  res: ServerResponse,
  response: Response,
  body?: { bytes: Buffer; headers: Record<string, string> },
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const bytes = body?.bytes ?? Buffer.from(await response.arrayBuffer());
  Object.assign(headers, body?.headers, { 'content-length': String(bytes.length) });
  res.writeHead(response.status, headers);
  res.end(bytes);
}
