import { PAGE_SECURITY_HEADERS } from './security-headers.ts';

/** One rule of Netlify's `_headers` file: a path pattern and the headers its files get. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** What the build writes to dist/_headers: the page security headers on every static file. */
export const STATIC_HEADER_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: PAGE_SECURITY_HEADERS },
];

/** Renders rules in Netlify's `_headers` syntax (a path line, then indented `Name: value`). */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const banner =
    '# Written by the build from src/server/http/security-headers.ts; edit that file.\n';
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join('')}`,
  );
  return banner + blocks.join('\n');
}

/** Reads a `_headers` file back into rules, skipping comments and blank lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = trimmed.indexOf(':');
    if (!rule || colon < 1) throw new Error(`Unexpected line in _headers: ${line}`);
    rule.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a rule's path (exact, or ending in a `*` splat) covers `pathname`, as Netlify matches. */
function covers(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
  return withoutSlash(pattern) === withoutSlash(pathname);
}

/** The headers Netlify would add to the static file at `pathname`; later rules win a clash. */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => covers(rule.path, pathname)).map((rule) => rule.headers),
  ) as Record<string, string>;
}
