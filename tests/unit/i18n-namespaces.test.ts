import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHELL_NAMESPACES } from '../../src/web/lib/i18n';

/**
 * A page carries only the catalogue namespaces of the shell and of its matched routes (decision
 * 054). A key read from a namespace the page did not carry would show as the bare key (and the
 * server would render the same, so no hydration warning would tell): this test follows each
 * route's imports (static and on demand) and fails when a screen reads a section of a namespace
 * its route (or a parent route) does not name in `handle`, or names one it never reads.
 */
const WEB = path.resolve(__dirname, '../../src/web');
const LOCALES = path.join(WEB, 'i18n/locales/en');
const SHARED = path.resolve(__dirname, '../../src/shared');

const sectionNamespace = new Map<string, string>();
for (const file of readdirSync(LOCALES)) {
  const ns = file.replace(/\.json$/, '');
  for (const section of Object.keys(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')))) {
    sectionNamespace.set(section, ns);
  }
}
// A key is a string (or template) starting with `section.`: `t('browse.title')`, `` `card.${x}` ``.
const KEY = new RegExp(`['"\`](${[...sectionNamespace.keys()].join('|')})\\.`, 'g');

function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@web/')) base = path.join(WEB, spec.slice(5));
  else if (spec.startsWith('@shared/')) base = path.join(SHARED, spec.slice(8));
  else return undefined;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  }
  return undefined;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) {
    // Comments name keys as examples: not reads.
    text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    sources.set(file, text);
  }
  return text;
};

/** The names a module exports (directly; `export *` followed). */
function exportsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = read(file);
  for (const m of text.matchAll(
    /^export\s+(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+(\w+)/gm,
  ))
    names.add(m[1] as string);
  for (const m of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm))
    for (const part of (m[1] as string).split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() as string,
      );
  for (const m of text.matchAll(/^export \* from ['"]([^'"]+)['"]/gm)) {
    const next = resolve(file, m[1] as string);
    if (next) for (const name of exportsOf(next, seen)) names.add(name);
  }
  return names;
}

/**
 * What an import statement brings in: a feature's entry (`index.ts`, decision 034) re-exports
 * the whole feature, and the bundler keeps only the modules whose exports are used; so do we.
 */
function imported(from: string, clause: string, spec: string): string[] {
  const file = resolve(from, spec);
  if (!file) return [];
  const named = clause.match(/\{([^}]*)\}/)?.[1];
  if (!/\/index\.tsx?$/.test(file) || !named || /\*/.test(clause)) return [file];
  const wanted = named
    .split(',')
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] as string,
    )
    .filter(Boolean);
  const text = read(file);
  const out: string[] = [];
  for (const m of text.matchAll(/^export\s+(\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm)) {
    const next = resolve(file, m[2] as string);
    if (!next) continue;
    const offered = m[1] === '*' ? exportsOf(next) : new Set(exportsOf(file));
    if (wanted.some((name) => offered.has(name))) out.push(next);
  }
  return out;
}

/** The namespaces read by a module and everything it imports (types aside). */
function namespacesRead(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const todo = [entry];
  const found = new Map<string, string>();
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const text = read(file);
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)([^'"]*?)from\s+['"]([^'"]+)['"]/gm)) {
      todo.push(...imported(file, m[1] as string, m[2] as string));
    }
    for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const next = resolve(file, m[1] as string);
      if (next) todo.push(next);
    }
    for (const m of text.matchAll(KEY)) {
      const ns = sectionNamespace.get(m[1] as string) as string;
      if (!found.has(ns)) found.set(ns, `${path.relative(WEB, file)} reads ${m[1]}.…`);
    }
  }
  return found;
}

const declared = (routeFile: string): string[] => {
  const m = readFileSync(path.join(WEB, routeFile), 'utf8').match(
    /export const handle = i18nHandle\(([^)]*)\)/,
  );
  return m ? [...(m[1] as string).matchAll(/'(\w+)'/g)].map((x) => x[1] as string) : [];
};

// Parent routes (the staff console's layout) from the route table.
const table = readFileSync(path.join(WEB, 'routes.ts'), 'utf8');
const parents = new Map<string, string>();
for (const m of table.matchAll(/route\('[^']*', '(routes\/[^']+)', \[([\s\S]*?)\]\)/g)) {
  for (const child of (m[2] as string).matchAll(/'(routes\/[^']+)'/g))
    parents.set(child[1] as string, m[1] as string);
}
const routes = [...table.matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => m[1] as string);

describe('catalogue namespaces', () => {
  it('are the catalogue files, the same in every language', () => {
    for (const lang of ['en', 'am', 'om', 'ti']) {
      const files = readdirSync(path.join(WEB, 'i18n/locales', lang)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it('the layout reads only the shell namespaces', () => {
    const read = [...namespacesRead(path.join(WEB, 'root.tsx'))].filter(
      ([ns]) => !SHELL_NAMESPACES.includes(ns as never),
    );
    expect(read.map(([, where]) => where)).toEqual([]);
  });

  it.each(routes)('%s names in its handle the namespaces it reads, and no other', (route) => {
    const own = declared(route);
    const parent = parents.get(route);
    const carried = new Set([...SHELL_NAMESPACES, ...own, ...(parent ? declared(parent) : [])]);
    const read = namespacesRead(path.join(WEB, route));
    const missing = [...read].filter(([ns]) => !carried.has(ns)).map(([ns, where]) => `${ns}: ${where}`);
    expect(missing).toEqual([]);
    const unused = own.filter((ns) => !read.has(ns) || SHELL_NAMESPACES.includes(ns as never));
    expect(unused).toEqual([]);
  });
});
