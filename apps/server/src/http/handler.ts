import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { fromNodeHeaders, toNodeHandler } from 'better-auth/node';
import { CLIENT_IP_HEADER } from '../auth/auth.js';
import { appRouter } from '../routers/index.js';
import { createContext, type Services } from '../trpc/context.js';
import { EVENT_RESULTS_CSV, serveEventResultsCsv } from './event-results-csv.js';
import { HAND_EXPORT, serveHandExport } from './hand-export.js';
import { createStaticHandler } from './static.js';

export interface HandlerDeps {
  services: Services;
  webDistDir: string;
  /** What /healthz reports besides `ok`; `ready: false` answers 503 (still starting). */
  health: () => { ready: boolean } & Record<string, unknown>;
}

/** Largest tRPC request body: a completed hand's PHH is at most 256 KB. */
const MAX_BODY_BYTES = 1024 * 1024;

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
  const authHandler = toNodeHandler(deps.services.auth);
  const serveStatic = createStaticHandler(deps.webDistDir);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader('x-request-id', requestId);
    const log = deps.services.log.child({ reqId: requestId });
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
        const { ready, ...health } = deps.health();
        json(res, ready ? 200 : 503, { status: ready ? 'ok' : 'starting', ...health });
      } else if (pathname.startsWith(AUTH_PREFIX)) {
        // Rate limits key on the socket's address; whatever a client sent in this header is replaced.
        req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? '';
        await authHandler(req, res);
      } else if (pathname.startsWith(TRPC_PREFIX)) {
        await nodeHTTPRequestHandler({
          router: appRouter,
          req,
          res,
          path: pathname.slice(TRPC_PREFIX.length),
          maxBodySize: MAX_BODY_BYTES,
          createContext: () =>
            createContext({ ...deps.services, log }, { requestId, headers: fromNodeHeaders(req.headers) }),
          onError: ({ error, path }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'procedure failed');
            else log.debug({ code: error.code, path }, error.message);
          },
        });
      } else if (EVENT_RESULTS_CSV.test(pathname)) {
        await serveEventResultsCsv(deps.services, req, res, EVENT_RESULTS_CSV.exec(pathname)![1]!, requestId);
      } else if (HAND_EXPORT.test(pathname)) {
        const [, tableKey, format] = HAND_EXPORT.exec(pathname)!;
        await serveHandExport(
          { ...deps.services, log },
          req,
          res,
          { tableKey: tableKey!, format: format!, search: url.searchParams },
          requestId,
        );
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
