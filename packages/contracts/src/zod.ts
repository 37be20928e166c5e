import { z } from "zod";

/**
 * zod as the contracts (and the web) use it. In a browser its parsers are not compiled: zod 4
 * tries `new Function` once to see whether it may, and the page's content security policy, which
 * forbids eval, reports that try as a violation (Lighthouse's best-practices counted it). The
 * server keeps the compiled parsers.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
