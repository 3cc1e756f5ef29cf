// `npm run check:bundles`: bundles every function the way Netlify does (zip-it-and-ship-it, the
// bundler Netlify's build and CLI use, with netlify.toml's [functions] settings) and fails when
// one passes 20 MB zipped or carries a Node binary. Netlify refuses a function over 50 MB; sharp's
// detect-libc reads /proc/self/exe, so a build run under the `node` devDependency traced its
// 127 MB binary into every function that imports sharp. netlify.toml excludes it; this guards that.
// Astro's SSR function (.netlify/v1/functions, after `npm run build`) is checked too when present.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type Config } from '@netlify/zip-it-and-ship-it';

/** The most a function's zip may weigh: well inside Netlify's 50 MB, with room to grow. */
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;

const ROOT = process.cwd();
const SOURCES = ['netlify/functions', '.netlify/v1/functions'].filter((dir) =>
  existsSync(join(ROOT, dir)),
);

/** A file that is a Node executable: the npm `node` package's binary, or any `bin/node`. */
export const isNodeBinary = (path: string): boolean =>
  /(^|\/)node_modules\/node\//.test(path) || /(^|\/)bin\/node(\.exe)?$/.test(path);

/**
 * The names of the files in a zip, from its central directory (what Netlify unpacks). The
 * bundler's own report lists what it read, not what it packed, so the zip itself is read.
 */
export function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error('Not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('A damaged zip directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + skip;
  }
  return names;
}

type TomlFunctions = Record<string, Record<string, unknown>>;

/** netlify.toml's [functions] settings in the shape the bundler takes (as Netlify's build maps them). */
async function bundlerConfig(): Promise<Config> {
  const { config } = (await resolveConfig({ offline: true, cwd: ROOT })) as {
    config: { functions?: TomlFunctions };
  };
  const config_: Config = {};
  for (const [glob, settings] of Object.entries(config.functions ?? {})) {
    config_[glob] = {
      includedFiles: settings.included_files as string[] | undefined,
      includedFilesBasePath: ROOT,
      externalNodeModules: settings.external_node_modules as string[] | undefined,
      ignoredNodeModules: settings.ignored_node_modules as string[] | undefined,
      nodeBundler: settings.node_bundler as Config[string]['nodeBundler'],
    };
  }
  return config_;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const started = performance.now();
  const out = await mkdtemp(join(tmpdir(), 'cube-kitchen-bundles-'));
  try {
    const results = await zipFunctions(SOURCES, out, {
      basePath: ROOT,
      repositoryRoot: ROOT,
      config: await bundlerConfig(),
      parallelLimit: 2,
    });
    const problems: string[] = [];
    for (const result of results.sort((a, b) => (b.size ?? 0) - (a.size ?? 0))) {
      const size = result.size ?? 0;
      const binaries = zipEntryNames(await readFile(result.path)).filter(isNodeBinary);
      if (size > MAX_BUNDLE_BYTES) {
        problems.push(`${result.name} is ${megabytes(size)} zipped (at most 20 MB)`);
      }
      for (const binary of new Set(binaries)) {
        problems.push(`${result.name} carries a Node binary: ${binary}`);
      }
    }
    const largest = results[0];
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.info(
      `${String(results.length)} functions bundled under Node ${process.version} in ${seconds} s; ` +
        `largest ${largest?.name ?? '-'} ${megabytes(largest?.size ?? 0)}`,
    );
    if (problems.length > 0) {
      console.error(`Function bundles too large:\n- ${problems.join('\n- ')}`);
      console.error(
        'Exclude what the tracer pulled in under [functions] included_files in netlify.toml.',
      );
      process.exitCode = 1;
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

await main();
