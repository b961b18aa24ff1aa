import superjson from 'superjson';

/** The one transformer both ends use: dates, sets, maps, bigints and undefined survive the wire. */
export const transformer = superjson;
