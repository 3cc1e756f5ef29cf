import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No module imports itself through others: a circle makes load order matter (a value read
// before its module has run is undefined) and means two modules are one domain in two rooms.
// This walks the static imports of everything under src/ and netlify/functions (`import type`
// and lazy `import()` load nothing, so they cannot close a circle) and names each circle found.
const ROOTS = ['src', 'netlify/functions'];
const CODE = /\.(?:ts|tsx|mts|astro)$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const ROOT_DIR = resolve('.');

function codeFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFilesUnder(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names (as written, or with an extension or index added). */
function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const tries = [
    base,
    ...['.ts', '.tsx', '.mts'].flatMap((ext) => [base + ext, join(base, `index${ext}`)]),
  ];
  return (
    tries.find((path) => existsSync(path) && statSync(path).isFile() && CODE.test(path)) ?? null
  );
}

/** Each module's static imports of other modules in the tree. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap((root) => codeFilesUnder(resolve(root)))) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(STATIC_IMPORT)]
      .map(([, specifier = '']) => specifier)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolved(file, specifier))
      .filter((path): path is string => path !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One circle per group of modules that reach each other (Tarjan): `[a, b, a]`. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return groups.map((group) => circleThrough(graph, group));
}

/** A shortest way from a group's first module back to itself, inside the group. */
function circleThrough(graph: Map<string, string[]>, group: string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? '') ?? start);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return group;
}

describe('imports', () => {
  it('form no circle in src/ or netlify/functions', () => {
    const named = circles(importGraph()).map((circle) =>
      circle.map((file) => relative(ROOT_DIR, file)).join(' -> '),
    );
    expect(named).toEqual([]);
  });

  it('would name a circle (the walker sees one in a made-up graph)', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts', '/d.ts']],
      ['/d.ts', []],
    ]);
    expect(circles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts', '/a.ts']]);
  });
});
