import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the slow network holds back: GETs of paths that start with `path` (and end with `suffix`, when
 * given), for `ms` before they go on.
 */
export interface SlowRule {
  readonly path: string;
  readonly suffix?: string;
  readonly ms: number;
}

/**
 * A network some of whose requests are slow: an HTTP forward proxy on 127.0.0.1 that a browser context
 * is opened through (`Driver` option `proxy`). A request it holds back is on the network, in flight, as
 * it would be on a slow connection, and the browser treats it so: leaving the page cuts it off. (A request
 * held by the automation library's interception is not in flight, and Firefox does not cut it off.)
 */
export class SlowNetwork {
  private readonly rules: SlowRule[] = [];
  /** GETs of paths that start with `path` and end with `suffix` are answered 404: they never arrive. */
  private readonly refusals: { readonly path: string; readonly suffix: string }[] = [];
  private readonly seen = new Map<string, number>();
  private constructor(private readonly server: Server) {}

  static async start(): Promise<SlowNetwork> {
    const holder: { network?: SlowNetwork } = {};
    const server = createServer((req, res) => holder.network?.pass(req, res));
    const network = (holder.network = new SlowNetwork(server));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return network;
  }

  /** The proxy's `host:port`. */
  get address(): string {
    const { port } = this.server.address() as AddressInfo;
    return `127.0.0.1:${port}`;
  }

  /** Holds back the GETs of `path…` for `ms` from now on. */
  slow(rule: SlowRule): void {
    this.rules.push(rule);
  }

  /**
   * Answers the GETs of `path…suffix` with a 404 from now on: what a page loses when its scripts do not
   * arrive (a blocker, a broken network), the way to run a page without its script in an engine whose
   * driver cannot turn scripting off.
   */
  refuse(path: string, suffix: string): void {
    this.refusals.push({ path, suffix });
  }

  /** How many GETs of `path…` went through so far (held back or not). */
  count(path: string): number {
    let n = 0;
    for (const [seenPath, times] of this.seen) if (seenPath.startsWith(path)) n += times;
    return n;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private pass(req: IncomingMessage, res: ServerResponse): void {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (req.method === 'GET') this.seen.set(target.pathname, (this.seen.get(target.pathname) ?? 0) + 1);
    const send = () => {
      const upstream = forward(target, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const refused =
      req.method === 'GET' &&
      this.refusals.some((r) => target.pathname.startsWith(r.path) && target.pathname.endsWith(r.suffix));
    if (refused) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('refused by the test network');
      return;
    }
    const rule =
      req.method === 'GET'
        ? this.rules.find(
            (r) => target.pathname.startsWith(r.path) && target.pathname.endsWith(r.suffix ?? ''),
          )
        : undefined;
    if (!rule) return send();
    const timer = setTimeout(send, rule.ms);
    // The browser gave up on it (the page was left): nothing to send on.
    res.on('close', () => clearTimeout(timer));
  }
}
