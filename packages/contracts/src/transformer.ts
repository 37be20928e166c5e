import superjson from "superjson";

/**
 * The wire format shared by server and web: keeps Date, Set, Map, BigInt, URL and Error
 * intact across the network. The browser's build reads and writes the same format with its own
 * smaller code (apps/web/src/lib/wire.ts, decision 030); the server and the page writer use this.
 */
export const transformer = superjson;
