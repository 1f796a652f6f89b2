// What the bench prints: the set-up, one line per scenario against its goal, the SQL comparison
// and a Markdown table for docs/benchmarks.md.
import os from 'node:os';

/** The goals of the issue. Detail and API/SQL goals are stated for PostgreSQL only. */
export function goalsFor(kind) {
  return {
    listP95: kind === 'postgres' ? 40 : 100,
    detailP95: kind === 'postgres' ? 15 : null,
    sqlRatio: kind === 'postgres' ? 2 : null,
  };
}

const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');

const latencyGoal = (scenario, goals) =>
  scenario.kind === 'list' ? goals.listP95 : scenario.kind === 'detail' ? goals.detailP95 : null;

/** The goals a scenario's HTTP figures miss (empty when met). */
export function misses(scenario, r, goals) {
  const out = [];
  const failed = [r.errors ? `${r.errors} errors` : '', r.non2xx ? `${r.non2xx} non-2xx` : ''].filter(
    Boolean,
  );
  if (failed.length) out.push(`${failed.join(', ')}${r.statuses ? ` (${r.statuses})` : ''}`);
  const limit = latencyGoal(scenario, goals);
  if (limit !== null && r.p95 > limit) out.push(`p95 ${ms(r.p95)} > ${limit} ms`);
  return out;
}

/** How a scenario that missed nothing is marked: some have only the zero-error goal. */
const met = (scenario, goals) =>
  latencyGoal(scenario, goals) === null ? 'ok (0 errors; no latency goal)' : 'ok';

/** The machine and set-up, printed first. */
export function describeSetup(s) {
  const cpus = os.cpus();
  return [
    `Date:        ${s.date}`,
    `Machine:     ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}`,
    `Load:        ${s.loadBefore} (1/5/15 min load average before the run)`,
    `Node.js:     ${process.version}`,
    `Database:    ${s.database}`,
    `Listings:    ${s.counts.total.toLocaleString('en')} (${Object.entries(s.counts.byStatus)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')})`,
    `Load shape:  ${s.connections} connections, ${s.duration} s per scenario after a ${s.warmup} s warm-up, ` +
      `${s.compression ? 'accept-encoding br/gzip (as browsers send)' : 'no compression'}`,
  ].join('\n');
}

const pad = (v, n) => String(v).padStart(n);

export function httpHeader() {
  return `${'scenario'.padEnd(36)}${pad('req/s', 8)}${pad('p50', 8)}${pad('p95', 8)}${pad('p99', 8)}${pad('non2xx', 8)}${pad('errors', 8)}  goal`;
}

export function httpLine(scenario, r, goals) {
  if (r.skipped) return `${scenario.name.padEnd(36)}  SKIPPED: ${r.skipped}`;
  const missed = misses(scenario, r, goals);
  return (
    `${scenario.name.padEnd(36)}${pad(r.rps.toFixed(0), 8)}${pad(ms(r.p50), 8)}${pad(ms(r.p95), 8)}${pad(ms(r.p99), 8)}` +
    `${pad(r.non2xx, 8)}${pad(r.errors, 8)}  ${missed.length ? `MISS: ${missed.join('; ')}` : met(scenario, goals)}`
  );
}

export function sqlHeader(kind) {
  const how = kind === 'postgres' ? 'SQL at the same concurrency' : 'SQL run sequentially, server stopped';
  const held = kind === 'pglite' ? pad('ms/req', 9) : '';
  const page = kind === 'postgres' ? pad('page p95', 10) : '';
  return `${'scenario'.padEnd(36)}${pad('API p95', 9)}${held}${pad('SQL p50', 9)}${pad('SQL p95', 9)}${pad('API/SQL', 9)}${page}  (${how}; page + count statements${page ? '; page p95: the page statements alone, what a request runs while its count is cached' : ''})`;
}

export function ratioOf(api, sql) {
  return api && sql && Number.isFinite(sql.p95) && sql.p95 > 0 ? api.p95 / sql.p95 : Number.NaN;
}

export function sqlLine(scenario, api, sql, goals, kind) {
  const ratio = ratioOf(api, sql);
  // PGlite runs one query at a time, so 1000 / req/s is how long each request held it.
  const held = kind === 'pglite' ? pad(api?.rps ? (1000 / api.rps).toFixed(1) : '—', 9) : '';
  const verdict =
    goals.sqlRatio === null
      ? ''
      : Number.isFinite(ratio) && ratio <= goals.sqlRatio
        ? '  ok'
        : `  MISS: > ${goals.sqlRatio}×`;
  const page = sql?.page ? pad(ms(sql.page.p95), 10) : '';
  return `${scenario.name.padEnd(36)}${pad(ms(api?.p95), 9)}${held}${pad(ms(sql?.p50), 9)}${pad(ms(sql?.p95), 9)}${pad(Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—', 9)}${page}${verdict}`;
}

/** The Markdown table for docs/benchmarks.md (latencies in ms). */
export function markdownTable(setup, rows, goals) {
  const lines = [
    `**${setup.database}, ${setup.counts.total.toLocaleString('en')} listings, ${setup.connections} connections, ` +
      `${setup.duration} s per scenario** (${setup.date.slice(0, 10)}; load average before: ${setup.loadBefore})`,
    '',
    '| scenario | req/s | p50 | p95 | p99 | errors | SQL p95 | API/SQL | page SQL p95 | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { scenario, api, sql } of rows) {
    if (api.skipped) {
      lines.push(`| ${scenario.name} | — | — | — | — | — | — | — | — | not measured: ${api.skipped} |`);
      continue;
    }
    const missed = misses(scenario, api, goals);
    const ratio = ratioOf(api, sql);
    if (goals.sqlRatio !== null && Number.isFinite(ratio) && ratio > goals.sqlRatio)
      missed.push(`API/SQL > ${goals.sqlRatio}×`);
    lines.push(
      `| ${scenario.name} | ${api.rps.toFixed(0)} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.p99)} | ${api.errors + api.non2xx} | ` +
        `${sql ? ms(sql.p95) : '—'} | ${Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—'} | ${sql?.page ? ms(sql.page.p95) : '—'} | ${missed.length ? `**missed**: ${missed.join('; ')}` : met(scenario, goals)} |`,
    );
  }
  return lines.join('\n');
}
