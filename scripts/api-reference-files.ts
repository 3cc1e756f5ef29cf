// The API reference's two files as they are committed: docs/openapi.json and docs/api.md, built
// from the route contracts and laid out by Prettier (so `prettier --check docs` holds).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { documentProblems } from '../src/lib/api-reference/check.ts';
import { renderApiMarkdown } from '../src/lib/api-reference/markdown.ts';
import { buildOpenApi, type ReferenceInfo } from '../src/lib/api-reference/openapi.ts';
import type { RouteGroup } from '../src/lib/api-reference/route-group.ts';
import { API_REFERENCE_INFO, API_ROUTE_GROUPS } from '../src/lib/api-reference/sources.ts';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the reference is written, relative to the root. */
export const OPENAPI_FILE = 'docs/openapi.json';
export const MARKDOWN_FILE = 'docs/api.md';

async function pretty(text: string, file: string): Promise<string> {
  const filepath = join(ROOT, file);
  const options = (await resolveConfig(filepath)) ?? {};
  return format(text, { ...options, filepath });
}

/** The files for `groups`, by path; throws when the document's shape is broken. */
export async function renderApiReference(
  groups: readonly RouteGroup[],
  info: ReferenceInfo,
): Promise<Record<string, string>> {
  const document = buildOpenApi(groups, info);
  const problems = documentProblems(document);
  if (problems.length > 0) throw new Error(`The API reference is broken:\n${problems.join('\n')}`);
  const json = await pretty(JSON.stringify(document, null, 2), OPENAPI_FILE);
  const markdown = await pretty(renderApiMarkdown(groups, json), MARKDOWN_FILE);
  return { [OPENAPI_FILE]: json, [MARKDOWN_FILE]: markdown };
}

/** The reference of today's contracts. */
export function currentApiReference(): Promise<Record<string, string>> {
  return renderApiReference(API_ROUTE_GROUPS, API_REFERENCE_INFO);
}
