import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, PortInUseError } from './listen.js';

describe('listening on a port', () => {
  const servers: Array<ReturnType<typeof createServer>> = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers.length = 0;
  });

  it('[CONF-6] a port in use is reported naming the port and the variable that sets it', async () => {
    const first = createServer();
    servers.push(first);
    const port = await listen(first, 0, '127.0.0.1', 'PORT');
    expect(port).toBeGreaterThan(0);

    const second = createServer();
    servers.push(second);
    const error = await listen(second, port, '127.0.0.1', 'PORT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(
      `Port ${port} on 127.0.0.1 is already in use: PORT must be a free port (stop the other process or set PORT).`,
    );
  });
});
