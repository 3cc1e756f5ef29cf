// Serves the production build (after `npm run build`) like Netlify would, over a freshly seeded
// local Blobs store: `node scripts/serve-build.ts [--port 4324]`. The browser tests run on it.
import { startProductionServer } from './production-server.ts';

const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 4324 : Number(process.argv[portFlag + 1]);
const { origin, stop } = await startProductionServer(port);
console.log(`Serving the production build at ${origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(0));
  });
}
