// Serves the production build (after `npm run build`) like Netlify would, over a freshly seeded
// local Blobs store: `node scripts/serve-build.ts [--port 4324]`. The browser tests run on it;
// they pass the staff accounts to create in that throwaway store as JSON in E2E_ACCOUNTS.
import { z } from 'zod';
import { createUser } from '../src/server/auth/users.ts';
import { RoleSchema } from '../src/lib/forms/users.ts';
import { startProductionServer } from './production-server.ts';

const AccountsSchema = z.record(
  z.string(),
  z.object({ username: z.string(), password: z.string(), role: RoleSchema }),
);

const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 4324 : Number(process.argv[portFlag + 1]);
// Netlify's edge tells functions the shopper's address in this header; the browser tests send it
// when they place orders through the API, so they act as many shoppers and stay under the
// per-shopper order limit (anyone could forge it here, which is why only this test server reads it).
const { origin, stop } = await startProductionServer(port, {
  clientIpHeader: 'x-nf-client-connection-ip',
});
const accounts = AccountsSchema.parse(JSON.parse(process.env.E2E_ACCOUNTS ?? '{}'));
for (const account of Object.values(accounts)) await createUser(account);
console.log(`Serving the production build at ${origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(0));
  });
}
