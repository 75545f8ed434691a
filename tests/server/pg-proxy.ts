/**
 * A TCP proxy in front of PostgreSQL for fault tests: it can be cut (every connection dropped,
 * the port closed) and restored, made to hang (existing connections dropped, new ones accepted
 * and never answered), or made to stall (every open connection stops carrying bytes, as over a
 * dead network path, while new connections work).
 */
import net from 'node:net';

export async function pgProxy(target: URL) {
  const [host, targetPort] = [target.hostname, Number(target.port || 5432)];
  const sockets = new Set<net.Socket>();
  const pipes = new Set<{ stall(): void }>();
  let hanging = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (hanging) return;
    const upstream = net.connect(targetPort, host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => {});
    client.pipe(upstream).pipe(client);
    const pipe = {
      stall: () => {
        // Bytes already sent stay unread; nothing more goes through, nothing is closed.
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      },
    };
    pipes.add(pipe);
    client.on('close', () => pipes.delete(pipe));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** The target's URL through this proxy. */
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    hang: (on: boolean) => {
      hanging = on;
      if (on) for (const socket of sockets) socket.destroy();
    },
    /** Every connection open now stops carrying bytes; later ones work. */
    stallOpenConnections: () => {
      for (const pipe of pipes) pipe.stall();
      pipes.clear();
    },
  };
}
