import { transformer } from "@escouade/contracts/transformer";
import type { FastifyInstance } from "fastify";
import { appRouter } from "../src/trpc/root.ts";

export type ProcedureType = "query" | "mutation" | "subscription";
export interface RouterProcedure {
  _def: { type: ProcedureType; inputs: unknown[] };
}

/** Every procedure of the router by its path: what the tests that cover all of them walk. */
export const routerProcedures = appRouter._def.procedures as unknown as Record<string, RouterProcedure>;

export interface CallTarget {
  app: FastifyInstance;
  /** The app listening on a port: streams and uploads go over real HTTP. */
  baseUrl: string;
}

export interface CallOptions {
  /** The caller's address for a mutation (per-address limits key on it). */
  remoteAddress?: string;
  /** For a subscription: read its first event into the body (a refusal is one), not just the status. */
  firstEvent?: boolean;
}

/** Reads a stream until its first event ends, or 1.5 s pass: an allowed subscription stays silent. */
async function firstEventOf(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  let text = "";
  const deadline = Date.now() + 1500;
  while (Date.now() < deadline && !/\n\n/.test(text)) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    text += new TextDecoder().decode(chunk.value);
  }
  return text;
}

/** Calls a procedure the way the web's client does: its HTTP status and body. */
export async function callProcedure(target: CallTarget, path: string, input: unknown, headers: Record<string, string>, options: CallOptions = {}) {
  const type = routerProcedures[path]!._def.type;
  if (input instanceof FormData) {
    // An upload over real HTTP, as the browser sends it (the adapter reads the raw stream).
    const response = await fetch(`${target.baseUrl}/trpc/${path}`, { method: "POST", headers, body: input });
    return { status: response.status, body: await response.text() };
  }
  const serialized = input === undefined ? undefined : transformer.serialize(input);
  if (type === "mutation") {
    const response = await target.app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(serialized ?? {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return { status: response.statusCode, body: response.body };
  }
  const query = serialized === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(serialized))}`;
  if (type === "query") {
    const response = await target.app.inject({ method: "GET", url: `/trpc/${path}${query}`, headers });
    return { status: response.statusCode, body: response.body };
  }
  // A subscription answers with a stream that never ends.
  const aborter = new AbortController();
  const response = await fetch(`${target.baseUrl}/trpc/${path}${query}`, { headers, signal: aborter.signal });
  const body = response.status === 200 ? (options.firstEvent ? await firstEventOf(response) : "") : await response.text();
  aborter.abort();
  return { status: response.status, body };
}
