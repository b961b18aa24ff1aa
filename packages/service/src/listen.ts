import type { Server } from 'node:http';

/** The port a process was told to use is not usable: the message names the variable that sets it. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/**
 * Listens and resolves with the bound port. A port that is taken becomes an error naming the port and
 * the variable that sets it, the same way a bad configuration value is reported. `backlog`: how many
 * connections may wait to be accepted (Node's default 511; a relay taking another's screens wants more).
 */
export function listen(
  server: Server,
  port: number,
  host: string,
  variable: string,
  backlog?: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `Port ${port} on ${host} is already in use: ${variable} must be a free port (stop the other process or set ${variable}).`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} needs privileges this process lacks: set ${variable} to a port above 1023.`,
          ),
        );
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ port, host, ...(backlog !== undefined ? { backlog } : {}) });
  });
}
