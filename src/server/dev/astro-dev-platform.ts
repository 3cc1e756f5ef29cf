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
import { errorResponse } from '../http/respond.ts';

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
 */
export function devPlatformIntegration(): AstroIntegration {
  return {
    name: 'cube-kitchen:dev-platform',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
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

function serveFunctions(server: ViteDevServer): void {
  const directory = resolve(FUNCTIONS_DIRECTORY);
  const load = (name: string) =>
    server.ssrLoadModule(`/${FUNCTIONS_DIRECTORY}/${name}.mts`) as Promise<FunctionModule>;
  let matcher: Promise<(pathname: string) => FunctionMatch | null> | undefined;
  const routes = () =>
    (matcher ??= (async () => {
      const names = readdirSync(directory)
        .filter((file) => file.endsWith('.mts'))
        .map((file) => file.slice(0, -'.mts'.length));
      const modules = await Promise.all(
        names.map(async (name) => ({ name, module: await load(name) })),
      );
      return functionMatcher(modules);
    })());
  // A function added, removed or given another path: build the route table again.
  server.watcher.on('all', (_event, path) => {
    if (resolve(path).startsWith(directory)) matcher = undefined;
  });

  server.middlewares.use((req, res, next) => {
    const pathname = req.url?.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') && !pathname.startsWith('/.netlify/functions/')) {
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
      const translated = toFetchRequest(req, origin);
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
