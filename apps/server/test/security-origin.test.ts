import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, crossSiteProblem, inlineScriptHashes } from '../src/http/security.js';

/** The parts of a request the origin check reads. */
function req(method: string, headers: Record<string, string>): IncomingMessage {
  return { method, headers } as unknown as IncomingMessage;
}

describe('the origin check on requests that change something', () => {
  it('[ORIGIN-1] without PUBLIC_URL the Origin must name the host the request was sent to', () => {
    const host = { host: '192.168.1.20:3000' };
    expect(
      crossSiteProblem(req('POST', { ...host, origin: 'http://192.168.1.20:3000' }), undefined),
    ).toBeNull();
    expect(crossSiteProblem(req('POST', { ...host, origin: 'http://192.168.1.20:3001' }), undefined)).toMatch(
      /^Cross-site request refused: it comes from http:\/\/192\.168\.1\.20:3001, not from 192\.168\.1\.20:3000/,
    );
    expect(
      crossSiteProblem(req('POST', { ...host, origin: 'http://evil.example' }), undefined),
    ).not.toBeNull();
    // TLS ended at a proxy that kept the Host: https://room.example reaches us as Host room.example.
    expect(
      crossSiteProblem(req('POST', { host: 'room.example', origin: 'https://room.example' }), undefined),
    ).toBeNull();
    // A sibling subdomain is another site.
    expect(
      crossSiteProblem(req('POST', { host: 'room.example', origin: 'https://evil.room.example' }), undefined),
    ).not.toBeNull();
  });

  it('[ORIGIN-2] with PUBLIC_URL only its origin passes, whatever the Host says', () => {
    const publicUrl = 'https://console.room.example';
    expect(
      crossSiteProblem(
        req('POST', { host: 'internal:3000', origin: 'https://console.room.example' }),
        publicUrl,
      ),
    ).toBeNull();
    // DNS rebinding: the attacker's name resolves to us, Host and Origin agree, and still it is refused.
    expect(
      crossSiteProblem(req('POST', { host: 'evil.example', origin: 'http://evil.example' }), publicUrl),
    ).toMatch(/not from https:\/\/console\.room\.example \(PUBLIC_URL\)/);
  });

  it('[ORIGIN-3] Referer stands in for a missing Origin; neither header passes; safe methods are not checked', () => {
    const host = { host: 'localhost:3000' };
    expect(
      crossSiteProblem(req('POST', { ...host, referer: 'http://localhost:3000/table/t1' }), undefined),
    ).toBeNull();
    expect(crossSiteProblem(req('POST', { ...host, referer: 'https://evil.example/x' }), undefined)).toMatch(
      /evil\.example/,
    );
    expect(crossSiteProblem(req('POST', host), undefined)).toBeNull();
    expect(crossSiteProblem(req('DELETE', { ...host, origin: 'null' }), undefined)).toMatch(/opaque origin/);
    expect(crossSiteProblem(req('PUT', { ...host, origin: 'not a url' }), undefined)).toMatch(/is not a URL/);
    expect(crossSiteProblem(req('GET', { ...host, origin: 'https://evil.example' }), undefined)).toBeNull();
    expect(
      crossSiteProblem(req('OPTIONS', { ...host, origin: 'https://evil.example' }), undefined),
    ).toBeNull();
  });
});

describe('the Content-Security-Policy', () => {
  it('[CSP-1] hashes only inline scripts, exactly as the browser hashes their text', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>\n b()\n</script>';
    // sha256 of "a()" and of "\n b()\n", base64.
    expect(inlineScriptHashes(html)).toEqual([
      'qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
      '+oxi8L65iDZykLQAdjC/TMTkDKfD7AQmwaDO0ma6u5M=',
    ]);
  });

  it('[CSP-2] names Intercom only when the support chat is on, and https: connections only for LiveKit', () => {
    const plain = contentSecurityPolicy({ inlineScriptHashes: [] });
    expect(plain).not.toContain('intercom');
    expect(plain).toContain("connect-src 'self' ws: wss:;");
    expect(contentSecurityPolicy({ inlineScriptHashes: [], intercom: true })).toContain(
      "script-src 'self' https://widget.intercom.io",
    );
    expect(contentSecurityPolicy({ inlineScriptHashes: [], livekit: true })).toContain(
      "connect-src 'self' ws: wss: https:;",
    );
  });
});
