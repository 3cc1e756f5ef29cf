// npm run admin:create -- --username NAME --password PASS [--role admin|staff]
// Without --username or --password it asks for them. Writes to the store of scripts/blobs-target.ts.
import { createInterface } from 'node:readline/promises';
import { createUser, RoleSchema } from '../src/server/auth/users.ts';
import { HttpError } from '../src/server/http/errors.ts';
import { connectToBlobs } from './blobs-target.ts';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

// Lines are read through one buffered iterator, so piped answers are not lost between questions.
const prompt = createInterface({ input: process.stdin });
const lines = prompt[Symbol.asyncIterator]();
async function ask(question: string): Promise<string> {
  process.stdout.write(question);
  const { value } = await lines.next();
  return typeof value === 'string' ? value.trim() : '';
}
const username = flag('username') ?? (await ask('Username: '));
const password = flag('password') ?? (await ask('Password (at least 12 characters): '));
prompt.close();
const role = RoleSchema.parse(flag('role') ?? 'admin');

const { close } = await connectToBlobs();
try {
  const user = await createUser({ username, password, role });
  console.log(`Created ${user.role} "${user.username}".`);
} catch (error) {
  const details = error instanceof HttpError ? Object.values(error.errors ?? {}).join(' ') : '';
  console.error(
    `Could not create the account: ${error instanceof Error ? error.message : String(error)} ${details}`,
  );
  process.exitCode = 1;
} finally {
  await close();
}
