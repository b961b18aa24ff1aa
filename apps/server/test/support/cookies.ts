/** Turns the Set-Cookie headers of a response into the Cookie header a browser would send back. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
