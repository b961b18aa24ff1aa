import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { fromNodeHeaders, toNodeHandler } from 'better-auth/node';
import { CLIENT_IP_HEADER } from '../auth/auth.js';
import { appRouter } from '../routers/index.js';
import { createContext, type Services } from '../trpc/context.js';
import { EVENT_RESULTS_CSV, serveEventResultsCsv } from './event-results-csv.js';
import { HAND_EXPORT, serveHandExport } from './hand-export.js';
import {
  BodyTooLarge,
  contentSecurityPolicy,
  crossSiteProblem,
  indexScriptHashes,
  isUnsafeMethod,
  MAX_AUTH_BODY_BYTES,
  MAX_TRPC_BODY_BYTES,
  readBodyWithin,
  refuse,
  STATIC_SECURITY_HEADERS,
} from './security.js';
import { createStaticHandler } from './static.js';

export interface HandlerDeps {
  services: Services;
  webDistDir: string;
  /** What /healthz reports besides `ok`; `ready: false` answers 503 (still starting). */
  health: () => { ready: boolean } & Record<string, unknown>;
  /**
   * The URL browsers use to reach this server (PUBLIC_URL), for the origin check on mutations. When
   * omitted it is better-auth's baseURL when that is a fixed URL; undefined: the Host each request
   * was sent to.
   */
  publicUrl?: string | undefined;
  /** The support chat is on (INTERCOM_APP_ID): the CSP allows Intercom's hosts. Default: the env var. */
  intercom?: boolean;
}

/** The body a tRPC or auth request carried, handed to the adapters after the size check. */
type WithBody = IncomingMessage & { body?: string };

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
  const scriptHashes = indexScriptHashes(join(deps.webDistDir, 'index.html'));
  const authBaseUrl = deps.services.auth.options.baseURL;
  const publicUrl = deps.publicUrl ?? (typeof authBaseUrl === 'string' ? authBaseUrl : undefined);
  const intercom = deps.intercom ?? Boolean(process.env.INTERCOM_APP_ID?.trim());

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader('x-request-id', requestId);
    const log = deps.services.log.child({ reqId: requestId });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader(
      'content-security-policy',
      contentSecurityPolicy({
        inlineScriptHashes: scriptHashes(),
        enginePublicUrl: deps.services.engine.publicUrl,
        livekit: pathname === '/livekit/template' || pathname.startsWith('/livekit/template/'),
        intercom,
      }),
    );

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
      const crossSite = crossSiteProblem(req, publicUrl);
      if (crossSite) {
        log.warn({ path: pathname, origin: req.headers.origin, referer: req.headers.referer }, crossSite);
        refuse(res, 403, 'FORBIDDEN', crossSite);
        return;
      }
      const bodyLimit = pathname.startsWith(TRPC_PREFIX)
        ? MAX_TRPC_BODY_BYTES
        : pathname.startsWith(AUTH_PREFIX)
          ? MAX_AUTH_BODY_BYTES
          : undefined;
      if (bodyLimit !== undefined && isUnsafeMethod(req.method)) {
        // Read here, within the limit, and handed to tRPC and better-auth as `req.body` (both take a
        // body read before them), so neither buffers an oversized one.
        try {
          const trpc = pathname.startsWith(TRPC_PREFIX);
          const body = await readBodyWithin(req, bodyLimit, trpc ? '/api/trpc' : '/api/auth');
          // tRPC takes any string; better-auth, as before, sees no body at all when none was sent.
          if (trpc || body !== '') (req as WithBody).body = body;
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          log.warn(
            { path: pathname, limit: error.limit, declared: error.declared },
            'request body too large',
          );
          refuse(res, 413, 'PAYLOAD_TOO_LARGE', error.message);
          return;
        }
      }
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
          maxBodySize: MAX_TRPC_BODY_BYTES,
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
