import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { ViteDevServer } from 'vite';
import { DEV_BLOBS_DIRECTORY, startLocalBlobs } from '../blobs/local-server.ts';
import { HttpError } from '../http/errors.ts';
import {
  functionMatcher,
  invocationContext,
  toFetchRequest,
  writeResponse,
  type FunctionMatch,
  type FunctionModule,
} from '../http/function-host.ts';
import { platformTooLargeResponse, readPlatformBody } from '../http/platform-body.ts';
import { errorResponse } from '../http/respond.ts';
import { scheduledKickHeaders } from '../http/scheduled-function.ts';
import { withoutNetlifyFunctionsEmulation } from './netlify-functions-emulation.ts';

const FUNCTIONS_DIRECTORY = 'netlify/functions';

/**
 * What `npm run dev` needs beyond Netlify's emulation, so the dev server behaves as production:
 * - Blobs: the local server with production's semantics (ETags on reads, atomic conditional
 *   writes, src/server/blobs/local-blobs-server.ts) instead of the emulator's, which has neither.
 *   NETLIFY_BLOBS_CONTEXT is pointed at it after Netlify's plugin has set its own.
 * - Functions: `/api/*` is served here, through Vite's SSR loader, before Netlify's emulation
 *   sees it. That emulation rebuilds a function into a per-request folder on every call and
 *   shares one build between concurrent calls, then deletes the folder under the others
 *   ("Cannot find package …/functions-serve/_XXXX/…"), and its per-call build left a burst of
 *   orders timing out. Here a function is loaded once and reloaded when its source changes.
 *   No correctness rests on memory: concurrent calls are kept apart by the store alone.
 *   Netlify's Functions emulation is turned off (netlify-functions-emulation.ts).
 * - Scheduled functions: run every minute, since no scheduler calls them locally.
 * - Request bodies: over Netlify's 6 MB (binary ones counted base64-encoded), the platform's 413.
 */
export function devPlatformIntegration(): AstroIntegration {
  return {
    name: 'cube-kitchen:dev-platform',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'dev') return;
        // The adapter's setup ran first (Astro runs it before the other integrations).
        withoutNetlifyFunctionsEmulation(config);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cube-kitchen:local-blobs',
                configureServer: {
                  // After Netlify's plugin, which sets NETLIFY_BLOBS_CONTEXT when it starts.
                  order: 'post',
                  async handler(server) {
                    const blobs = await startLocalBlobs(DEV_BLOBS_DIRECTORY);
                    server.httpServer?.once('close', () => void blobs.stop());
                  },
                },
              },
              {
                name: 'cube-kitchen:functions',
                configureServer: {
                  // Before Netlify's plugin, whose middleware would otherwise take /api/* first.
                  order: 'pre',
                  handler(server) {
                    serveFunctions(server);
                  },
                },
              },
            ],
          },
        });
      },
    },
  };
}

/** The client's address as Netlify's dev server reads it: the forwarded one, else the socket's. */
function clientAddress(forwarded: string | string[] | undefined, socket: string | undefined) {
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === undefined || first === '' ? (socket ?? '') : first;
}

/** How often `npm run dev` runs the scheduled functions, which no scheduler calls locally. */
const SCHEDULED_EVERY_MS = 60_000;

function serveFunctions(server: ViteDevServer): void {
  const directory = resolve(FUNCTIONS_DIRECTORY);
  const load = (name: string) =>
    server.ssrLoadModule(`/${FUNCTIONS_DIRECTORY}/${name}.mts`) as Promise<FunctionModule>;
  const functionNames = () =>
    readdirSync(directory)
      .filter((file) => file.endsWith('.mts'))
      .map((file) => file.slice(0, -'.mts'.length));
  let matcher: Promise<(pathname: string) => FunctionMatch | null> | undefined;
  const routes = () =>
    (matcher ??= (async () => {
      const modules = await Promise.all(
        functionNames().map(async (name) => ({ name, module: await load(name) })),
      );
      return functionMatcher(modules);
    })());
  // A function added, removed or given another path: build the route table again.
  server.watcher.on('all', (_event, path) => {
    if (resolve(path).startsWith(directory)) matcher = undefined;
  });

  // Scheduled functions (the maintenance job) run here as Netlify's scheduler would run them.
  const timer = setInterval(() => {
    const origin = `http://localhost:${String(server.config.server.port)}`;
    void runScheduledFunctions(functionNames(), load, origin).catch((error: unknown) => {
      server.config.logger.error(`A scheduled function failed: ${String(error)}`);
    });
  }, SCHEDULED_EVERY_MS);
  timer.unref();
  server.httpServer?.once('close', () => {
    clearInterval(timer);
  });

  server.middlewares.use((req, res, next) => {
    const pathname = req.url?.split('?')[0] ?? '';
    // Vite's own requests (modules, assets, HMR) never go to a function.
    if (/^\/(@|node_modules\/|src\/|_astro\/)/.test(pathname)) {
      next();
      return;
    }
    void (async () => {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const match = (await routes())(pathname);
      if (!match) {
        next();
        return;
      }
      // Scheduled functions run from the timer below with a signed kick, never by URL.
      if (match.scheduled) {
        await writeResponse(res, errorResponse(new HttpError(404)));
        return;
      }
      // The body as Netlify buffers it: over its 6 MB limit, the platform's 413, as deployed.
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? await readPlatformBody(req) : undefined;
      if (body === null) {
        await writeResponse(res, platformTooLargeResponse());
        return;
      }
      const translated = toFetchRequest(req, origin, body);
      if ('refusal' in translated) {
        await writeResponse(res, errorResponse(new HttpError(translated.refusal)));
        return;
      }
      const { default: handler } = await load(match.name);
      const ip = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress);
      await writeResponse(
        res,
        await handler(translated.request, invocationContext(ip, match.params)),
      );
    })().catch(async (error: unknown) => {
      server.config.logger.error(`${req.method ?? ''} ${pathname} failed: ${String(error)}`);
      if (res.headersSent) res.end();
      else await writeResponse(res, errorResponse(new HttpError(500)));
    });
  });
}

/**
 * Calls every function that has a schedule, with the POST Netlify's scheduler sends, signed as
 * our own run (the functions refuse unsigned callers outside Netlify).
 */
async function runScheduledFunctions(
  names: string[],
  load: (name: string) => Promise<FunctionModule>,
  origin: string,
): Promise<void> {
  for (const name of names) {
    const module = await load(name);
    if (!module.config?.schedule) continue;
    const request = new Request(`${origin}/.netlify/functions/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-nf-event': 'schedule',
        ...(await scheduledKickHeaders()),
      },
      body: JSON.stringify({ next_run: new Date(Date.now() + SCHEDULED_EVERY_MS).toISOString() }),
    });
    const response = await module.default(request, invocationContext('127.0.0.1', {}));
    if (!response.ok) throw new Error(`${name} answered ${String(response.status)}`);
  }
}
