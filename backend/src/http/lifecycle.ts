import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port another program holds: what to tell the operator. */
export class PortTakenError extends Error {
  constructor(
    readonly port: number,
    readonly server: string,
    readonly variable: string,
  ) {
    super(`port ${port} is taken, so the ${server} cannot start: set ${variable} to a free port`);
  }
}

/**
 * Listens on a port; rejects with `PortTakenError` (naming the server and the variable that moves it)
 * when the port is taken, and with the plain error otherwise.
 */
export function listen(
  server: Server,
  where: { port: number; host: string; name: string; variable: string },
): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      reject(
        error.code === 'EADDRINUSE' ? new PortTakenError(where.port, where.name, where.variable) : error,
      );
    };
    const listening = () => {
      server.off('error', failed);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(where.port, where.host);
  });
}

/**
 * Stops a server gracefully: it takes no new connections, idle keep-alive connections close at once,
 * requests in flight may finish within `graceMs`; whatever is still open then is cut.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
