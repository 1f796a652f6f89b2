// Where a CPU profile's time went: `node scripts/bench/profile-summary.mjs FILE.cpuprofile [--top N]`.
// Self time by package (node_modules/<pkg>), our code (build/…), Node's internals and the
// engine's own entries (garbage collector, idle), then the functions with the most self time
// and the inclusive time of a few named functions of the render path.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self]
  .filter(([id]) => byId.get(id).callFrame.functionName === '(idle)')
  .reduce((a, [, t]) => a + t, 0);
const busy = total - idle;

const groupOf = (frame) => {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node:internals';
  const b = url.match(/build\/(web\/server|app)\//);
  if (b) return b[1] === 'app' ? 'server code (build/app)' : 'web app (build/web/server)';
  return url;
};
const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
const groups = new Map();
const fns = new Map();
for (const [id, t] of self) {
  const f = byId.get(id).callFrame;
  add(groups, groupOf(f), t);
  add(fns, `${f.functionName || '(anonymous)'}  ${groupOf(f)}:${f.lineNumber + 1}`, t);
}
const pct = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)\n`,
);
console.log('Self time by package:');
for (const [g, t] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25))
  if (g !== '(idle)') console.log(`  ${pct(t)}  ${g}`);
console.log(`\nTop ${values.top} functions by self time:`);
for (const [f, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`  ${pct(t)}  ${f}`);

// Inclusive time: a sample counts once for a name if that name is anywhere on its stack.
const NAMES = process.env.PROFILE_NAMES?.split(',') ?? [
  'renderToPipeableStream',
  'performWork',
  'renderElement',
  'transform',
  'injectInProcess',
  'parse',
  'stringify',
  'handleDocumentRequest',
  'callLoader',
  'createI18n',
  'loadMessages',
  'compress',
  'onSend',
  'serializeLoaderData',
  'encode',
  'flush',
];
const inclusive = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  const seen = new Set();
  let id = profile.samples[i];
  while (id !== undefined) {
    const name = byId.get(id).callFrame.functionName;
    for (const n of NAMES) if (name === n && !seen.has(n)) seen.add(n);
    id = parent.get(id);
  }
  for (const n of seen) add(inclusive, n, dt);
}
console.log('\nInclusive time of named functions (on the stack):');
for (const [n, t] of [...inclusive].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(t)}  ${n}`);

// --callers NAME,NAME: the stacks that led to those functions (self time), top 8 each.
for (const name of (process.env.PROFILE_CALLERS ?? '').split(',').filter(Boolean)) {
  const stacks = new Map();
  for (const [id, t] of self) {
    if (byId.get(id).callFrame.functionName !== name) continue;
    const chain = [];
    let p = parent.get(id);
    while (p !== undefined && chain.length < 9) {
      const f = byId.get(p).callFrame;
      chain.push(`${f.functionName || '(anon)'}@${groupOf(f)}:${f.lineNumber + 1}`);
      p = parent.get(p);
    }
    add(stacks, chain.join(' < '), t);
  }
  console.log(`\nCallers of ${name}:`);
  for (const [c, t] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${pct(t)}  ${c}`);
}
