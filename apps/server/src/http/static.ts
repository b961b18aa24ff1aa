import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
};

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const size = statSync(file).size;
  res.writeHead(200, {
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * Serves the built web app from `root`. A path that names a file serves it (hashed assets are cached
 * for a year); any other path without an extension is a client route and gets index.html, so a reload
 * on /events/42 works. A missing file with an extension is a 404.
 */
export function createStaticHandler(root: string) {
  const index = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    if (!existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The web app is not built (no ${index}). Run: npm run build\n`);
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = pathname;
    }
    const file = normalize(join(root, decoded));
    const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = decoded.startsWith('/assets/');
      sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    if (extname(decoded) !== '') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return;
    }
    sendFile(req, res, index, 'no-cache');
  };
}
