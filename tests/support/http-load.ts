import http from 'node:http';

/** Keep-alive HTTP clients for tests of the real process, and what each request came to. */

export interface Outcome {
  /** The request's x-request-id: the server logs it, so its log and this outcome meet. */
  id: string;
  kind: string;
  path: string;
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  /** Set when no complete answer came: the socket error's code (ECONNRESET, ECONNREFUSED…). */
  error?: string;
}

export interface Planned {
  kind: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * One GET over `agent`, resolved (never rejected) with its answer or its error. `onSent` is called
 * once the whole request has been handed to the operating system.
 */
export function get(
  agent: http.Agent,
  port: number,
  planned: Planned,
  id: string,
  onSent?: () => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const base = { id, kind: planned.kind, path: planned.path };
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: planned.path,
        agent,
        headers: { ...planned.headers, 'x-request-id': id },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // 'close' without `complete`: the connection went before the whole answer.
        res.on('close', () =>
          resolve(
            res.complete
              ? {
                  ...base,
                  status: res.statusCode,
                  headers: res.headers,
                  body: Buffer.concat(chunks).toString(),
                }
              : { ...base, error: 'incomplete response' },
          ),
        );
      },
    );
    if (onSent) req.on('finish', onSent);
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ ...base, error: err.code ?? err.message }));
  });
}

/**
 * `clients` loops, each sending one request after another over its own keep-alive socket (as a
 * browser or a proxy's upstream pool does) until `stopAfter` says so or `halt()` is called.
 * `outcomes` fills as answers come; `waiting()` lists the requests sent and not answered yet;
 * `done` resolves when every loop has stopped.
 */
export function runClients(options: {
  port: number;
  clients: number;
  plan: (client: number, n: number) => Planned;
  stopAfter: (outcome: Outcome) => boolean;
}) {
  // One socket per client: with a shared pool, a request issued just before the previous answer's
  // socket is back in the pool would open a new connection.
  const agents = Array.from(
    { length: options.clients },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const outcomes: Outcome[] = [];
  let halted = false;
  const sent = new Set<string>();
  const loop = async (client: number) => {
    for (let n = 0; !halted; n++) {
      const id = `c${client}-${n}`;
      const outcome = await get(agents[client]!, options.port, options.plan(client, n), id, () =>
        sent.add(id),
      );
      sent.delete(id);
      outcomes.push(outcome);
      if (options.stopAfter(outcome)) return;
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, (_, i) => loop(i))).finally(() => {
    for (const agent of agents) agent.destroy();
  });
  return {
    outcomes,
    done,
    /** The ids of the requests sent and not answered yet. */
    waiting: () => [...sent],
    halt: () => {
      halted = true;
    },
  };
}

/** The server's JSON log lines (pino), in order; other output is skipped. */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/**
 * Per request id: how many times the server logged it arriving and answering. A page's
 * in-process API calls carry the page's id, so a page is in flight until all of them answered.
 */
export function requestsInLog(lines: Array<Record<string, unknown>>) {
  const seen = new Map<string, { url: string; firstIn: number; lastOut: number; open: number }>();
  lines.forEach((line, index) => {
    const id = line.request_id as string | undefined;
    if (!id) return;
    if (line.msg === 'incoming request') {
      const url = (line.req as { url?: string } | undefined)?.url ?? '';
      const entry = seen.get(id) ?? { url, firstIn: index, lastOut: -1, open: 0 };
      entry.open++;
      seen.set(id, entry);
    } else if (line.msg === 'request completed') {
      const entry = seen.get(id);
      if (!entry) return;
      entry.open--;
      entry.lastOut = index;
    }
  });
  return seen;
}
