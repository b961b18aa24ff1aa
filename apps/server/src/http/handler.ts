import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { fromNodeHeaders, toNodeHandler } from 'better-auth/node';
import type { Auth } from '../auth/auth.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';
import { appRouter } from '../routers/index.js';
import { createContext } from '../trpc/context.js';
import { createStaticHandler } from './static.js';

export interface HandlerDeps {
  db: Database;
  auth: Auth;
  log: Logger;
  webDistDir: string;
  /** What /healthz reports besides `ok`. */
  health: () => Record<string, unknown>;
}

const TRPC_PREFIX = '/api/trpc/';
const AUTH_PREFIX = '/api/auth/';
const REQUEST_ID = /^[\w.:-]{1,100}$/;

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** Routes one request: /healthz, /api/auth/*, /api/trpc/*, other /api → 404, everything else → the web app. */
export function createRequestHandler(deps: HandlerDeps) {
  const authHandler = toNodeHandler(deps.auth);
  const serveStatic = createStaticHandler(deps.webDistDir);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader('x-request-id', requestId);
    const log = deps.log.child({ reqId: requestId });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;

    res.on('finish', () => {
      const entry = {
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (pathname === '/healthz') log.debug(entry, 'request');
      else log.info(entry, 'request');
    });

    try {
      if (pathname === '/healthz') {
        json(res, 200, { status: 'ok', ...deps.health() });
      } else if (pathname.startsWith(AUTH_PREFIX)) {
        await authHandler(req, res);
      } else if (pathname.startsWith(TRPC_PREFIX)) {
        await nodeHTTPRequestHandler({
          router: appRouter,
          req,
          res,
          path: pathname.slice(TRPC_PREFIX.length),
          createContext: () =>
            createContext({
              db: deps.db,
              auth: deps.auth,
              log,
              requestId,
              headers: fromNodeHeaders(req.headers),
            }),
          onError: ({ error, path }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'procedure failed');
            else log.debug({ code: error.code, path }, error.message);
          },
        });
      } else if (pathname === '/api' || pathname.startsWith('/api/')) {
        json(res, 404, { error: { message: `No API route at ${pathname}`, code: 'NOT_FOUND' } });
      } else {
        serveStatic(req, res, pathname);
      }
    } catch (error) {
      log.error({ err: error, path: pathname }, 'request failed');
      if (!res.headersSent)
        json(res, 500, { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } });
      else res.destroy();
    }
  };
}
