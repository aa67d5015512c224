import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startShop, type RunningShop, type ShopUrls } from '../shop-servers';
import { makeTestCertificates } from './certificates';
import { startTlsProxy, type RunningTlsProxy } from './tls-nginx';

/** The test domain: `.test` is reserved (RFC 2606), so no real name is ever shadowed. */
export const STAGING_DOMAIN = 'fanshop.test';

/** The shop's three hosts under a domain. */
export function shopHosts(domain: string): Record<keyof ShopUrls, string> {
  return { storefront: `www.${domain}`, api: `api.${domain}`, checkout: `checkout.${domain}` };
}

export interface StagingAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** The shop in its production shape on loopback, for one test worker. */
export interface StagingShop {
  readonly domain: string;
  /** The public https origins of www., api. and checkout., on the https port of the run. */
  readonly urls: ShopUrls;
  /** The same hosts over plain http (nginx's redirecting listener). */
  readonly httpUrls: ShopUrls;
  /** The servers themselves on 127.0.0.1, behind nginx. */
  readonly servers: ShopUrls;
  /**
   * What Chromium needs to reach the hosts: every name of the domain resolved to 127.0.0.1, and the
   * test certificate accepted (by its public key's hash, see docs/testing.md).
   */
  readonly browserArgs: readonly string[];
  /**
   * A request to a public URL of the shop through nginx, as a client on the network makes it: to
   * 127.0.0.1, with the URL's name as Host and for TLS (SNI), trusting the test CA only. Redirects
   * are answered, not followed.
   */
  request(
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<StagingAnswer>;
  stop(): Promise<void>;
}

function requestVia(
  caPem: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<StagingAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const options = {
    host: '127.0.0.1',
    port: Number(target.port) || (secure ? 443 : 80),
    path: `${target.pathname}${target.search}`,
    method: init.method ?? 'GET',
    headers: { host: target.host, ...init.headers },
    timeout: 15_000,
  };
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    };
    const req = secure
      ? httpsRequest({ ...options, servername: target.hostname, ca: caPem, agent: false }, done)
      : httpRequest({ ...options, agent: false }, done);
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 15 s`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Starts the shop as production runs it, on loopback: a CA and a certificate for www., api. and
 * checkout. of the test domain (openssl), the three servers configured with their public https
 * origins behind a proxy (`COOKIE_DOMAIN`, `TRUST_PROXY=on`, CORS for www.), and nginx with
 * deploy/nginx/tls.conf terminating TLS for the three names on a free port of 127.0.0.1, with a
 * plain-http listener on another that redirects to https. `stop()` ends all of it and removes its files.
 */
export async function startStagingShop(domain = STAGING_DOMAIN): Promise<StagingShop> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-staging-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const end of stops.reverse()) await end().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const hosts = shopHosts(domain);
    // nginx's workers (`nobody` when started by root) reach their temporary folders through this one;
    // the keys stay with the owner, who starts nginx.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'tls'), { mode: 0o700 });
    mkdirSync(join(dir, 'nginx'));
    const certificates = makeTestCertificates(join(dir, 'tls'), Object.values(hosts));
    const [httpsPort, httpPort] = await Promise.all([freePort(), freePort()]);
    const origin = (scheme: string, port: number, host: string) => `${scheme}://${host}:${port}`;
    const urls: ShopUrls = {
      storefront: origin('https', httpsPort, hosts.storefront),
      api: origin('https', httpsPort, hosts.api),
      checkout: origin('https', httpsPort, hosts.checkout),
    };
    const httpUrls: ShopUrls = {
      storefront: origin('http', httpPort, hosts.storefront),
      api: origin('http', httpPort, hosts.api),
      checkout: origin('http', httpPort, hosts.checkout),
    };
    const shop: RunningShop = await startShop({
      env: (servers) => ({
        // The storefront (ui/src/server/main.ts): its public origin, the API as browsers reach it and
        // as the server itself does, the checkout's public address.
        SHOP_ORIGIN: urls.storefront,
        API_BASE_URL: urls.api,
        API_INTERNAL_URL: servers.api,
        CHECKOUT_URL: urls.checkout,
        // The API and the checkout host (backend/src/config.ts): the public addresses they link to.
        STOREFRONT_URL: urls.storefront,
        API_URL: urls.api,
        CORS_ORIGINS: urls.storefront,
        // Both: cookies for every host of the domain, the scheme and client address from nginx.
        COOKIE_DOMAIN: domain,
        TRUST_PROXY: 'on',
      }),
    });
    stops.push(() => shop.stop());
    const proxy: RunningTlsProxy = startTlsProxy(join(dir, 'nginx'), {
      domain,
      httpPort,
      httpsPort,
      certFile: certificates.certFile,
      keyFile: certificates.keyFile,
      servers: shop.urls,
    });
    stops.push(() => proxy.stop());
    const request: StagingShop['request'] = (url, init) => requestVia(certificates.caPem, url, init);
    const until = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await request(`${urls.storefront}/health`)).status === 200) break;
      } catch (error) {
        if (Date.now() > until) throw new Error(`nginx did not answer: ${String(error)}\n${proxy.errors()}`);
      }
      if (Date.now() > until)
        throw new Error(`the storefront did not answer through nginx\n${proxy.errors()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      domain,
      urls,
      httpUrls,
      servers: shop.urls,
      browserArgs: [
        `--host-resolver-rules=MAP *.${domain} 127.0.0.1`,
        `--ignore-certificate-errors-spki-list=${certificates.spkiSha256}`,
      ],
      request,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
