import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fault server does with a request: answer, reset the connection, or never answer. */
export type Fault =
  | { readonly status: number; readonly body?: unknown; readonly delayMs?: number }
  | { readonly reset: true }
  | { readonly hang: true };

/** A tiny HTTP server on 127.0.0.1 that answers each `METHOD path` as scripted and counts the requests. */
export interface FaultServer {
  readonly url: string;
  /** Scripts the behaviour of `METHOD path` (the path without its query). */
  on(methodAndPath: string, fault: Fault): void;
  /** How many requests `METHOD path` received. */
  count(methodAndPath: string): number;
  close(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const script = new Map<string, Fault>();
  const counts = new Map<string, number>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const key = `${req.method ?? 'GET'} ${(req.url ?? '/').split('?')[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    // Read the body to its end so that a reset is a reset, not a half-read request.
    req.resume();
    req.on('end', () => {
      const fault = script.get(key) ?? { status: 404, body: { errors: { path: 'not found' } } };
      if ('reset' in fault) {
        req.socket.destroy();
        return;
      }
      if ('hang' in fault) return;
      const send = () => {
        res.writeHead(fault.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(fault.body ?? {}));
      };
      if (fault.delayMs) setTimeout(send, fault.delayMs);
      else send();
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    on: (methodAndPath, fault) => script.set(methodAndPath, fault),
    count: (methodAndPath) => counts.get(methodAndPath) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
