import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { jsonNestingExceeds, MAX_INPUT_DEPTH, textProblem, unsafeInput } from '@railbird/protocol';
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
  HSTS,
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
  /** Browsers reach us over HTTPS (ServerConfig.tls): every response says to keep to it (HSTS). */
  tls?: boolean;
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

/**
 * A BAD_REQUEST in tRPC's own shape (superjson's `json` envelope; one per call of a batch), for what
 * is refused before tRPC decodes the request, so the client reads it like any other refusal.
 */
function trpcBadRequest(res: ServerResponse, url: URL, path: string, message: string): void {
  const error = {
    error: { json: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } },
  };
  const calls = path.split(',').length;
  json(res, 400, url.searchParams.get('batch') === '1' ? Array.from({ length: calls }, () => error) : error);
}

/**
 * What is wrong with a tRPC request's text before tRPC decodes it: nesting its decoder would overflow
 * the stack on (a 500), or a key that the decoder would drop or turn into a prototype (`__proto__`)
 * rather than let the input guard see. The input's own limit (MAX_INPUT_DEPTH) is checked again on the
 * decoded value; the margin is the envelopes around it (batch, superjson's json and meta).
 */
function unsafeRequestText(text: string): string | null {
  if (jsonNestingExceeds(text, MAX_INPUT_DEPTH + 4))
    return `input: nested more than ${MAX_INPUT_DEPTH} levels deep`;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null; // tRPC answers text that is not JSON itself
  }
  const unsafe = unsafeInput(raw, MAX_INPUT_DEPTH + 4);
  // Named as the procedure's input is: without the batch index and superjson's envelope.
  return unsafe
    ? `${unsafe.path.replace(/^(\d+\.)?(json|meta)\.?/, '') || 'input'}: ${unsafe.message}`
    : null;
}

/**
 * What is wrong with a request's address, before any route reads it: an escape that does not decode,
 * or a NUL or broken character in a path segment or a parameter (protocol text.ts). Null when nothing.
 */
function addressProblem(url: URL): string | null {
  for (const segment of url.pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `The address has an escape that does not decode ("${segment.slice(0, 40)}").`;
    }
    const problem = textProblem(decoded);
    if (problem) return `The address ${problem}.`;
  }
  for (const [name, value] of url.searchParams) {
    const problem = textProblem(name) ?? textProblem(value);
    if (problem) return `A parameter of the address (${textProblem(name) ? 'its name' : name}) ${problem}.`;
  }
  return null;
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
    if (deps.tls) res.setHeader('strict-transport-security', HSTS);
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
      const badAddress = addressProblem(url);
      if (badAddress) {
        log.debug({ path: pathname }, badAddress);
        if (pathname.startsWith(TRPC_PREFIX))
          trpcBadRequest(res, url, pathname.slice(TRPC_PREFIX.length), badAddress);
        else json(res, 400, { error: { message: badAddress, code: 'BAD_REQUEST' } });
        return;
      }
      if (pathname.startsWith(TRPC_PREFIX)) {
        // Measured before tRPC decodes it: its decoder recurses, and a deep enough input overflows the
        // stack (a 500). The input's own limit (MAX_INPUT_DEPTH) is checked on the decoded value; the
        // margin is the envelopes around it (batch, superjson's json and meta).
        const text = isUnsafeMethod(req.method)
          ? ((req as WithBody).body ?? '')
          : (url.searchParams.get('input') ?? '');
        const unsafe = unsafeRequestText(text);
        if (unsafe) {
          trpcBadRequest(res, url, pathname.slice(TRPC_PREFIX.length), unsafe);
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
