// docs/api.md: the API reference for people, one short table per area, each row linked to its
// operation in docs/openapi.json for the schemas.
import { purposeOf } from './purposes.ts';
import { openApiPath, type RouteGroup } from './route-group.ts';
import { whoMayCall } from './who.ts';

/** Where the tables link for schemas, relative to docs/api.md. */
const JSON_FILE = 'openapi.json';

const INTRO = `# API reference

<!-- Generated from the route contracts by \`npm run docs:api\`: change the contracts (or
src/lib/api-reference/), then run it. A unit test fails while this file is out of date. -->

Every route of the shop's API, by area, as its contract declares it (the public routes:
\`src/lib/public-api/\`; the back office's: \`src/lib/admin/areas/\`). Each row links to its
operation in [${JSON_FILE}](${JSON_FILE}), the OpenAPI 3.1 document with the query, request and answer schemas and every status it may answer.

## Calling it

- **Signing in**: the \`ck_session\` cookie the sign-in answer sets, or its \`authToken\` as
  \`Authorization: Bearer\`. Without one a route for staff answers 401; for a role it does not
  list, 403. "Staff need …" names a permission an admin grants under Users → Edit user.
- **Changes** (every method but GET) sent from another site are refused with 403 (\`Origin\`,
  \`Sec-Fetch-Site\`); tools that send neither header are let through.
- **Bodies** are JSON (\`Content-Type: application/json\`, else 415) of at most 64 KB unless the
  route says more (413 past it, counted on the bytes read); files go as \`multipart/form-data\`.
- **Errors** are JSON \`{message, errors?, reason?}\`: 400 for invalid fields (\`errors\` maps each
  field to its message) or malformed JSON, 404 for an unknown id, 405 for another method (with
  \`Allow\`), 409 when the current state refuses it (\`reason\` says why), 429 past a rate limit
  (with \`Retry-After\`), 503 \`reason: store_unavailable\` (with \`Retry-After\`) when the data store
  kept failing.
`;

/** An area's heading: `delivery-slots` → "Delivery slots". */
function headingOf(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A table cell's text, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/**
 * The 1-based line of each operation (its method's key) in the document's text, by operationId,
 * for links that open the JSON where the schemas are.
 */
export function operationLines(jsonText: string): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [index, line] of jsonText.split('\n').entries()) {
    const id = /^\s*"operationId": "([^"]+)",?$/.exec(line)?.[1];
    if (id !== undefined) lines.set(id, index);
  }
  return lines;
}

/** The rows of docs/api.md's tables, by area: method, path, who, purpose, link. */
export function referenceRows(groups: readonly RouteGroup[], jsonText: string): string[][][] {
  const lines = operationLines(jsonText);
  return groups.map((group) =>
    Object.entries(group.api).map(([name, route]) => {
      const operationId = `${group.id}.${name}`;
      const line = lines.get(operationId);
      if (line === undefined) throw new Error(`${operationId} is not in the JSON document`);
      return [
        route.method,
        `\`${openApiPath(route.path)}\``,
        whoMayCall(route),
        purposeOf(route).summary,
        `[${operationId}](${JSON_FILE}#L${String(line)})`,
      ];
    }),
  );
}

/** docs/api.md, before Prettier lines up its tables. */
export function renderApiMarkdown(groups: readonly RouteGroup[], jsonText: string): string {
  const rows = referenceRows(groups, jsonText);
  const sections = groups.map((group, index) => {
    const table = [
      ['Method', 'Path', 'Who may call it', 'What for', 'Schemas'],
      ['---', '---', '---', '---', '---'],
      ...(rows[index] ?? []),
    ].map((row) => `| ${row.map(cell).join(' | ')} |`);
    return `## ${headingOf(group.id)}\n\n${table.join('\n')}\n`;
  });
  return [INTRO, ...sections].join('\n');
}
