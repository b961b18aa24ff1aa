import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The browser-facing security of every response (issue 20, docs/decisions/015-security-headers.md):
 * the Content-Security-Policy and its companion headers, the origin check on requests that change
 * something, and the body-size limits. One module, so the whole policy is read in one place.
 */

export interface PolicyOptions {
  /**
   * SHA-256 hashes (base64) of the inline scripts of the served index.html: the theme script that
   * runs before the first paint. Hashed rather than 'unsafe-inline', so an injected script never runs.
   */
  inlineScriptHashes: readonly string[];
  /** ENGINE_PUBLIC_URL (ws:// or wss://), listed by name beside the ws:/wss: schemes. */
  enginePublicUrl?: string | undefined;
  /** The page opened is LiveKit's egress template (/livekit/template): it may reach the LiveKit server. */
  livekit?: boolean;
  /** The support chat (INTERCOM_APP_ID) is on: Intercom's documented hosts are allowed. */
  intercom?: boolean;
}

/** Intercom's Messenger as its CSP guide lists it, per directive; only with INTERCOM_APP_ID set. */
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  form: ['https://intercom.help', 'https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io'],
} as const;

/** The Content-Security-Policy of the console, overlays, OBS browser sources and every other response. */
export function contentSecurityPolicy(o: PolicyOptions): string {
  const ic = o.intercom ? INTERCOM : undefined;
  const directives: Record<string, string[]> = {
    // Anything not named below: this server only.
    'default-src': ["'self'"],
    // Our bundles only. No 'unsafe-inline' and no 'unsafe-eval': the one inline script of index.html
    // (the dark-theme switch) is allowed by its hash; an injected <script> or onclick= never runs.
    'script-src': ["'self'", ...o.inlineScriptHashes.map((h) => `'sha256-${h}'`), ...(ic?.script ?? [])],
    // React, Radix and Tailwind set inline `style` attributes, and sonner (toasts) inserts a <style>
    // element: inline styles cannot run code, so they are allowed; style sheets come from us.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars and player photos are data: URLs (the check-in camera's shots), downloads and canvas
    // snapshots are blob: URLs, and a player's picture may be any http(s) link (imageUrlSchema).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    // Text to speech plays base64 audio (data:) and synthesised clips (blob:).
    'media-src': ["'self'", 'data:', 'blob:', ...(ic?.media ?? [])],
    'font-src': ["'self'", 'data:', ...(ic?.font ?? [])],
    // The API is same-origin. Engine sockets are on other ports and other machines: the local engine
    // (ws://<host>:5001), a venue table's own engine (ws://<LAN ip>:5000-5002, {key}.local), relays,
    // ENGINE_PUBLIC_URL, OBS's websocket (ws://<ip>:4455) and LiveKit (wss://): no fixed host list
    // can name them, so the ws: and wss: schemes. The LiveKit template page also asks its server
    // over https (region and validation requests).
    'connect-src': [
      "'self'",
      'ws:',
      'wss:',
      ...(o.enginePublicUrl ? [o.enginePublicUrl] : []),
      ...(o.livekit ? ['https:'] : []),
      ...(ic?.connect ?? []),
    ],
    // The add-ons worker is one of our bundles.
    'worker-src': ["'self'"],
    // Studio previews overlays, and the LiveKit template lays one over the cameras, in iframes of our own.
    'frame-src': ["'self'", ...(ic?.frame ?? [])],
    // No plugins (<object>, <embed>) at all.
    'object-src': ["'none'"],
    // A <base> injected into a page cannot re-point our relative script and API URLs elsewhere.
    'base-uri': ["'self'"],
    // Forms post to us only (sign-in is fetch, not a form post, but a crafted form must not leak).
    'form-action': ["'self'", ...(ic?.form ?? [])],
    // Only our own pages may frame us (Studio's previews): no clickjacking of the console. OBS browser
    // sources and LiveKit's egress open overlay pages directly, not framed, so they are unaffected.
    'frame-ancestors': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response carries besides the CSP. */
/**
 * Behind TLS only (ServerConfig.tls): browsers keep to HTTPS for this host for 180 days. Subdomains are
 * left alone: a venue's other hosts (a table's engine at tables.example.com) may not speak TLS.
 */
export const HSTS = 'max-age=15552000';

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A response is what its Content-Type says: a JSON answer or an upload is never run as a script.
  'x-content-type-options': 'nosniff',
  // Overlay and stream links carry their token in the query string (`?key=…`): a Referer would hand
  // it to any site the page links to or loads from (a picture on another host, Intercom, LiveKit).
  // No page of ours ever sends one; the origin check below reads Origin first for that reason.
  'referrer-policy': 'no-referrer',
  // Another site's window that opens ours (or that ours opens) gets no handle on it.
  'cross-origin-opener-policy': 'same-origin',
  // frame-ancestors' older spelling, for browsers (and OBS builds) that predate it.
  'x-frame-options': 'SAMEORIGIN',
  // The check-in kiosk takes player photos with the camera (this origin only); nothing records sound
  // or asks where the device is.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Base64 SHA-256 of each inline script (one without `src`) in an HTML page, as CSP hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return hashes;
}

/**
 * The inline-script hashes of `indexFile`, read again whenever the file changes (a rebuild while the
 * server runs), and none while there is no build.
 */
export function indexScriptHashes(indexFile: string): () => string[] {
  let cached: { mtimeMs: number; size: number; hashes: string[] } | undefined;
  return () => {
    let stat: { mtimeMs: number; size: number };
    try {
      stat = statSync(indexFile);
    } catch {
      return [];
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { ...stat, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
    }
    return cached.hashes;
  };
}

// ── Origin check ─────────────────────────────────────────────────────────────────────────────────

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for methods that may change something (POST, PUT, PATCH, DELETE…): these get the origin check. */
export function isUnsafeMethod(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' || protocol === 'wss:' ? '443' : '80';
}

/** `from` (an origin) names the host:port the request was sent to (its Host header). */
function sameHost(from: URL, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  let host: URL;
  try {
    host = new URL(`http://${hostHeader}`);
  } catch {
    return false;
  }
  if (host.hostname !== from.hostname) return false;
  const fromPort = from.port || defaultPort(from.protocol);
  // No port in Host: the default one of whichever scheme the browser used (TLS may end at a proxy).
  if (host.port === '') return fromPort === '80' || fromPort === '443';
  return host.port === fromPort;
}

/**
 * Why a request that may change something is refused as cross-site, or null when it may proceed.
 * The caller's site is its Origin, else (older browsers, some form posts) its Referer. It must be the
 * server's public URL when PUBLIC_URL is set, else the host the request was sent to, exactly as
 * better-auth judges /api/auth. A request with neither header is not a browser's cross-site request
 * (browsers send Origin on every cross-origin POST): the engine's server-to-server calls
 * (table.ingestHand, table.recordCommands, table.verifyApiKey) and curl, which carry their own
 * secrets, pass.
 */
export function crossSiteProblem(req: IncomingMessage, publicUrl: string | undefined): string | null {
  if (!isUnsafeMethod(req.method)) return null;
  const origin = header(req, 'origin');
  const referer = header(req, 'referer');
  const claimed = origin ?? referer;
  if (claimed === undefined || claimed === '') return null;
  const what = origin !== undefined ? 'Origin' : 'Referer';
  // "null": a sandboxed frame, a file: page or a redirect chain through another site.
  if (claimed === 'null') return `Cross-site request refused: its ${what} is "null" (an opaque origin).`;
  let from: URL;
  try {
    from = new URL(claimed);
  } catch {
    return `Cross-site request refused: its ${what} "${claimed.slice(0, 200)}" is not a URL.`;
  }
  if (publicUrl) {
    const own = new URL(publicUrl).origin;
    if (from.origin === own) return null;
    return `Cross-site request refused: it comes from ${from.origin}, not from ${own} (PUBLIC_URL). Changes are accepted only from the console itself.`;
  }
  const host = header(req, 'host');
  if (sameHost(from, host)) return null;
  return `Cross-site request refused: it comes from ${from.origin}, not from ${host ?? 'this server'}. Changes are accepted only from the console itself.`;
}

// ── Body limits ──────────────────────────────────────────────────────────────────────────────────

/**
 * Largest tRPC request body. The largest legitimate one is table.ingestHand from the engine: a PHH of
 * at most 256 KB (completedHandSchema), JSON-escaped (quotes and newlines double at worst), plus up
 * to 2,000 action times and 200 add-on transfers: well under 1 MiB. Pictures are at most 64 KB
 * (imageUrlSchema).
 */
export const MAX_TRPC_BODY_BYTES = 1024 * 1024;
/** Largest /api/auth body: sign-in, sign-up and profile updates, whose picture is at most 2 KB. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}

export class BodyTooLarge extends Error {
  constructor(
    readonly limit: number,
    readonly route: string,
    readonly declared: number | undefined,
  ) {
    super(
      `A request to ${route} carries at most ${describeBytes(limit)} (${limit} bytes)` +
        (declared !== undefined ? `; this one declares ${declared} bytes.` : '; this one carries more.'),
    );
  }
}

/**
 * Reads a request's body into a string, refusing it with BodyTooLarge before buffering past `limit`
 * bytes: at once when its Content-Length says so, else as soon as the streamed bytes cross the limit.
 */
export function readBodyWithin(req: IncomingMessage, limit: number, route: string): Promise<string> {
  const declaredHeader = header(req, 'content-length');
  const declared = declaredHeader !== undefined ? Number(declaredHeader) : undefined;
  if (declared !== undefined && Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLarge(limit, route, declared));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLarge(limit, route, undefined));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * A JSON refusal that also closes the connection: the refused request's body (an oversized one, or
 * a cross-site one never looked at) is not read, not even to be thrown away.
 */
export function refuse(res: ServerResponse, status: 403 | 413, code: string, message: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(JSON.stringify({ error: { message, code } }));
}
