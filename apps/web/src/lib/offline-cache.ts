import { transformer } from "@escouade/contracts/transformer";
import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { afterLoadWhenIdle } from "./after-load.ts";

/**
 * The offline copies of the server's answers (decision 017): every tRPC query that succeeds is
 * kept in localStorage, and answers in its place only when the network does not. They belong to
 * one person at a time, the last session seen: another account's copies are erased the moment the
 * session changes, and a copy is only ever read back for the account that saved it.
 */
const PREFIX = "escouade-offline:";
/** When each copy was saved, in one small entry: evicting the oldest must not parse every copy. */
const INDEX = "escouade-offline-index";
const MAX_ENTRIES = 80;
const MAX_AGE_MS = 14 * 24 * 3600 * 1000;
// A page of results is a few KB; anything far larger is not worth a phone's storage.
const MAX_ENTRY_CHARS = 300_000;

interface OfflineCopy {
  owner: string | null;
  savedAt: number;
  data: ReturnType<typeof transformer.serialize>;
}

/** Whose copies are kept and read: undefined until the session is first known. */
let owner: string | null | undefined;

/** A request that never reached the server (offline, server unreachable): no answer at all. */
export function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when no answer came back; tRPC keeps it as the cause.
  return error instanceof TypeError || (error instanceof TRPCClientError && error.cause instanceof TypeError);
}

function storageKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
  } catch {
    return [];
  }
}

function readIndex(): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(INDEX) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function writeIndex(index: Record<string, number>) {
  try {
    localStorage.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Refused storage: the copies themselves were refused too.
  }
}

function readCopy(key: string): OfflineCopy | null {
  try {
    const stored = localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as OfflineCopy) : null;
  } catch {
    return null;
  }
}

/**
 * Called with every session learned from the server: the copies of anyone else are erased. A
 * signed-out visitor (null) keeps only what any visitor may see.
 */
export function keepOfflineCopiesOf(userId: string | null) {
  if (owner !== undefined && owner === userId) return;
  owner = userId;
  const index = readIndex();
  for (const key of storageKeys()) {
    if (readCopy(key)?.owner === userId) continue;
    localStorage.removeItem(key);
    delete index[key];
  }
  writeIndex(index);
}

/** Sign-out: nothing the account saw stays on the device. */
export function clearOfflineCopies() {
  for (const key of storageKeys()) localStorage.removeItem(key);
  try {
    localStorage.removeItem(INDEX);
  } catch {
    // Nothing stored.
  }
  // The media the pages showed (the service worker's runtime cache, vite.config.ts).
  if ("caches" in window) void caches.delete("escouade-media").catch(() => undefined);
}

/** Makes room for one more copy, the oldest going first. */
function evictOldest(index: Record<string, number>) {
  const keys = Object.keys(index).sort((a, b) => index[a]! - index[b]!);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES + 1))) {
    localStorage.removeItem(key);
    delete index[key];
  }
}

function saveCopy(queryHash: string, data: unknown, askedBy: string | null | undefined) {
  // An answer that arrives after the session changed (a sign-out mid-request) belongs to no one here.
  if (owner === undefined || askedBy !== owner) return;
  const text = JSON.stringify({ owner, savedAt: Date.now(), data: transformer.serialize(data) } satisfies OfflineCopy);
  if (text.length > MAX_ENTRY_CHARS) return;
  try {
    const index = readIndex();
    evictOldest(index);
    localStorage.setItem(PREFIX + queryHash, text);
    index[PREFIX + queryHash] = Date.now();
    writeIndex(index);
  } catch {
    // Storage full or refused (private browsing): the page simply will not open offline.
  }
}

function loadCopy(queryHash: string): { data: unknown; savedAt: number } | undefined {
  const copy = readCopy(PREFIX + queryHash);
  if (!copy || owner === undefined || copy.owner !== owner || Date.now() - copy.savedAt > MAX_AGE_MS) return undefined;
  try {
    return { data: transformer.deserialize(copy.data), savedAt: copy.savedAt };
  } catch {
    return undefined;
  }
}

/**
 * The answers a page the server drew came with (decision 031) never went through the persister: kept
 * as if the browser had asked for them, so the page opens offline too. Off the critical path.
 */
export function keepOfflineCopiesOfPage(queries: readonly Query[]) {
  const askedBy = owner;
  const served = queries.filter((query) => isServerQuery(query.queryKey) && query.state.data !== undefined);
  if (served.length > 0) afterLoadWhenIdle(() => served.forEach((query) => saveCopy(query.queryHash, query.state.data, askedBy)));
}

/** tRPC's query keys start with the procedure's path (an array); the session's does not. */
function isServerQuery(queryKey: QueryKey) {
  return Array.isArray(queryKey[0]);
}

/**
 * The query client's `persister`: the network first, always; its answer is saved (off the
 * critical path) and, when the request never reached the server, the saved copy answers instead.
 * That copy keeps its own date and is marked stale, so it is replaced once the network is back.
 */
export async function networkFirstWithOfflineCopy<T>(
  queryFn: QueryFunction<T, QueryKey, never>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): Promise<T> {
  // A server drawing a page (decision 031) has no storage, and no copy of anyone's to keep.
  if (!isServerQuery(query.queryKey) || typeof window === "undefined") return queryFn(context as never);
  const askedBy = owner;
  try {
    const data = await queryFn(context as never);
    setTimeout(() => saveCopy(query.queryHash, data, askedBy), 0);
    return data;
  } catch (error) {
    const copy = isNetworkFailure(error) ? loadCopy(query.queryHash) : undefined;
    if (!copy) throw error;
    // After the query has stored the answer as new: give it back its real age.
    setTimeout(() => query.setState({ dataUpdatedAt: copy.savedAt, isInvalidated: true }), 0);
    return copy.data as T;
  }
}
