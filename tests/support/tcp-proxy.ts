import net from 'node:net';

/**
 * A TCP relay in front of a real server, which a test can cut and restore: the application sees
 * exactly what it sees when its database goes away (refused connections, sockets closed under
 * running queries) and comes back on the same address.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await open();
  return {
    get port() {
      return port;
    },
    /** The database "stops": no new connections, and every open one is dropped. */
    async cut() {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closing;
      server = null;
    },
    /** The database is back, on the same port. */
    restore: open,
    close: async function close() {
      if (server) await this.cut();
    },
  };
}
