import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, listen, PortTakenError } from './lifecycle';

const open: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function slowServer(ms: number) {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('done'), ms);
  });
  open.push(server);
  return server;
}

describe('given a server the shop starts', () => {
  it('when its port is taken, then listening fails with the port, the server and the variable named', async () => {
    const holder = slowServer(0);
    const { port } = await listen(holder, { port: 0, host: '127.0.0.1', name: 'API', variable: 'API_PORT' });
    const second = slowServer(0);
    const failure = listen(second, { port, host: '127.0.0.1', name: 'API', variable: 'API_PORT' });
    await expect(failure).rejects.toBeInstanceOf(PortTakenError);
    await expect(failure).rejects.toThrow(
      `port ${port} is taken, so the API cannot start: set API_PORT to a free port`,
    );
  });

  it('when it stops, then a request in flight still gets its answer, and new connections are refused', async () => {
    const server = slowServer(300);
    const { port } = await listen(server, { port: 0, host: '127.0.0.1', name: 'API', variable: 'API_PORT' });
    const inFlight = fetch(`http://127.0.0.1:${port}/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closeGracefully(server, 3000);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('when a request takes longer than the grace, then it is cut and the stop still ends in time', async () => {
    const server = slowServer(60_000);
    const { port } = await listen(server, { port: 0, host: '127.0.0.1', name: 'API', variable: 'API_PORT' });
    const hanging = fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeGracefully(server, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
