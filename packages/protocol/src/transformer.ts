/**
 * The tRPC transformer of the server's API: the one both ends use (the server's `initTRPC` and the
 * web app's links), so that dates, sets, maps, bigints and undefined survive the wire. It lives here
 * because the web app may import the server as types only.
 */
import superjson from 'superjson';

export const transformer = superjson;
