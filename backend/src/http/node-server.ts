import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { errorBody, failure } from './errors';

/** The JSON error body for requests that never reach the app. */
function clientErrorBody(status: number): string {
  const field = status === 431 ? 'headers' : 'request';
  const code =
    status === 431 ? 'headers-too-large' : status === 408 ? 'request-timeout' : 'malformed-request';
  return JSON.stringify(errorBody({ [field]: failure(code) }));
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers what Node's HTTP parser refuses (a broken request line, a bad Content-Length, headers too
 * large, a request that never completes) with the API's JSON error shape, instead of Node's bare 400.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = clientErrorBody(status);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * An HTTP server for a fetch handler (the API), as `@hono/node-server`'s `serve` makes one, with JSON
 * answers also for requests that cannot become a `Request` (an unusable Host header) or that the HTTP
 * parser refuses, so that every error the API gives is `{ "errors": … }`. Not listening yet.
 */
export function createJsonServer(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    // A request that cannot be built (RequestError) is the client's fault; anything else is ours.
    errorHandler: (err) =>
      new Response(
        err instanceof RequestError
          ? clientErrorBody(400)
          : JSON.stringify(errorBody({ server: failure('internal-error') })),
        {
          status: err instanceof RequestError ? 400 : 500,
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        },
      ),
  });
  // Without a Host header Node answers a bare 400 itself; the listener answers it as JSON instead.
  const server = createServer({ requireHostHeader: false }, listener);
  server.on('clientError', answerClientError);
  return server;
}

/** `createJsonServer`, listening at once (tests). */
export function serveJson(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = createJsonServer(options.fetch, options.hostname);
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
