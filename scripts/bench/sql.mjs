// The raw SQL side of the bench: the list endpoint's own statements (from the CLI's list-sql),
// timed directly against PostgreSQL at the same concurrency as the HTTP load.
import pg from 'pg';
import { summarize } from './stats.mjs';

/** The statements of one list query in the order the API's repository runs them. */
export function statementsOf(listSql) {
  return listSql.statements;
}

/**
 * The statements that choose the page only: what a list request runs while its count is cached
 * (30 s per filter combination), so nearly every request of a run.
 */
export function pageStatementsOf(listSql) {
  return listSql.statements.slice(0, listSql.pageStatements ?? listSql.statements.length);
}

/**
 * `connections` clients run the statements back to back in a loop for `duration` seconds (after
 * `warmup` seconds); one sample is the time of all the statements of one page.
 */
export async function timeSqlConcurrently(url, statements, { connections, duration, warmup }) {
  const clients = [];
  try {
    for (let i = 0; i < connections; i++) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.push(client);
    }
    const loop = async (seconds, samples) => {
      const deadline = performance.now() + seconds * 1000;
      await Promise.all(
        clients.map(async (client) => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            for (const st of statements) await client.query(st.sql, st.params);
            samples?.push(performance.now() - t0);
          }
        }),
      );
    };
    if (warmup > 0) await loop(warmup);
    const samples = [];
    const started = performance.now();
    await loop(duration, samples);
    return { ...summarize(samples), rps: samples.length / ((performance.now() - started) / 1000) };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}

/** The server's version, for the report. */
export async function postgresVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}
