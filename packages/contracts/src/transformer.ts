import superjson from "superjson";

/**
 * The wire format shared by server and web: keeps Date, Set, Map, BigInt, URL and Error
 * intact across the network.
 */
export const transformer = superjson;
