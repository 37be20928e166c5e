import { transformer } from "@escouade/contracts/transformer";
import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from "@tanstack/query-persist-client-core";
import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { afterLoadWhenIdle } from "./after-load.ts";

/**
 * The offline copies of the server's answers (decision 017), kept by TanStack Query's per-query
 * persister in localStorage. Every tRPC query that succeeds is saved, and a copy answers only when
 * the network does not. They belong to one person at a time, the last session seen: the persister's
 * `buster` is that account, so another account's copies are never read back, and they are erased
 * the moment the session changes.
 */
const PREFIX = "escouade-offline";
/** When each copy was saved, in one small entry: evicting the oldest must not parse every copy. */
const INDEX = "escouade-offline.index";
/** Where copies were kept before TanStack Query's persister: erased once. */
const FORMER = ["escouade-offline:", "escouade-offline-index"];
const MAX_ENTRIES = 80;
const MAX_AGE_MS = 14 * 24 * 3600 * 1000;
// A page of results is a few KB; anything far larger is not worth a phone's storage.
const MAX_ENTRY_CHARS = 300_000;
/** The `buster` of a signed-out visitor's copies: what any visitor may see. */
const VISITOR = "";

/** A request that never reached the server (offline, server unreachable): no answer at all. */
export function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when no answer came back; tRPC keeps it as the cause.
  return error instanceof TypeError || (error instanceof TRPCClientError && error.cause instanceof TypeError);
}

/** Storage refused (private browsing, full): the page simply will not open offline. */
function attempt<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

const readIndex = () => attempt(() => JSON.parse(localStorage.getItem(INDEX) ?? "{}") as Record<string, number>) ?? {};
const writeIndex = (index: Record<string, number>) => attempt(() => localStorage.setItem(INDEX, JSON.stringify(index)));

/** localStorage within bounds: no copy over MAX_ENTRY_CHARS, and the oldest go first past MAX_ENTRIES. */
const boundedStorage: AsyncStorage<string> = {
  getItem: (key) => attempt(() => localStorage.getItem(key)),
  setItem: (key, value) => {
    if (value.length > MAX_ENTRY_CHARS) return;
    const index = readIndex();
    delete index[key];
    const oldestFirst = Object.keys(index).sort((a, b) => index[a]! - index[b]!);
    for (const old of oldestFirst.slice(0, Math.max(0, oldestFirst.length - MAX_ENTRIES + 1))) {
      attempt(() => localStorage.removeItem(old));
      delete index[old];
    }
    const stored = attempt(() => {
      localStorage.setItem(key, value);
      return true;
    });
    if (!stored) return;
    index[key] = Date.now();
    writeIndex(index);
  },
  removeItem: (key) => {
    attempt(() => localStorage.removeItem(key));
    const index = readIndex();
    delete index[key];
    writeIndex(index);
  },
  entries: () => storedKeys().map((key): [string, string] => [key, attempt(() => localStorage.getItem(key)) ?? ""]),
};

function storedKeys(): string[] {
  return attempt(() => Object.keys(localStorage).filter((key) => key.startsWith(`${PREFIX}-`))) ?? [];
}

/** The answers carry dates and other values JSON alone loses: superjson, as on the wire. */
const serialize = (saved: PersistedQuery) => JSON.stringify({ ...saved, state: { ...saved.state, data: transformer.serialize(saved.state.data) } });
const deserialize = (text: string): PersistedQuery => {
  const saved = JSON.parse(text) as PersistedQuery;
  return { ...saved, state: { ...saved.state, data: transformer.deserialize(saved.state.data as ReturnType<typeof transformer.serialize>) } };
};

function persisterOf(userId: string | null) {
  return experimental_createQueryPersister({ storage: boundedStorage, prefix: PREFIX, buster: userId ?? VISITOR, maxAge: MAX_AGE_MS, serialize, deserialize });
}

type Persister = ReturnType<typeof persisterOf>;

/** Whose copies are kept and read: none until the session is first known. */
let current: { owner: string | null; persister: Persister } | undefined;

/**
 * Called with every session learned from the server: the copies of anyone else are erased. A
 * signed-out visitor (null) keeps only what any visitor may see.
 */
export function keepOfflineCopiesOf(userId: string | null) {
  if (current?.owner === userId) return;
  if (!current) forgetFormerCopies();
  current = { owner: userId, persister: persisterOf(userId) };
  // Another owner's copies are "busted" for this persister: its garbage collection erases them.
  void current.persister.persisterGc();
}

function forgetFormerCopies() {
  for (const key of attempt(() => Object.keys(localStorage)) ?? []) {
    if (FORMER.some((former) => key.startsWith(former))) attempt(() => localStorage.removeItem(key));
  }
}

/** Sign-out: nothing the account saw stays on the device. */
export function clearOfflineCopies() {
  for (const key of storedKeys()) attempt(() => localStorage.removeItem(key));
  attempt(() => localStorage.removeItem(INDEX));
  // The media the pages showed (the service worker's runtime cache, vite.config.ts).
  if ("caches" in window) void caches.delete("escouade-media").catch(() => undefined);
}

/** tRPC's query keys start with the procedure's path (an array); the session's does not. */
function isServerQuery(queryKey: QueryKey) {
  return Array.isArray(queryKey[0]);
}

/** Saves a query's answer for whoever asked, unless the session changed meanwhile (a sign-out mid-request). */
function save(query: Query, askedFor: typeof current) {
  if (askedFor && askedFor === current) void askedFor.persister.persistQuery(query);
}

/**
 * The answers a page the server drew came with (decision 031) never went through the persister: kept
 * as if the browser had asked for them, so the page opens offline too. Off the critical path.
 */
export function keepOfflineCopiesOfPage(queries: readonly Query[]) {
  const askedFor = current;
  const served = queries.filter((query) => isServerQuery(query.queryKey) && query.state.data !== undefined);
  if (served.length > 0) afterLoadWhenIdle(() => served.forEach((query) => save(query, askedFor)));
}

/**
 * The query client's `persister`, network first: TanStack Query's own persister restores a copy
 * before asking, where a copy here answers only when the request never reached the server, so an
 * online player never sees an old answer first (decision 017). The answer is saved off the
 * critical path; a copy keeps its own date and is marked stale, so it is replaced once online.
 */
export async function networkFirstWithOfflineCopy<T>(
  queryFn: QueryFunction<T, QueryKey, never>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): Promise<T> {
  // A server drawing a page (decision 031) has no storage, and no copy of anyone's to keep.
  const askedFor = current;
  if (!isServerQuery(query.queryKey) || typeof window === "undefined" || !askedFor) return queryFn(context as never);
  try {
    const data = await queryFn(context as never);
    // Once the query holds the answer: the persister saves the query's state.
    setTimeout(() => save(query, askedFor), 0);
    return data;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await askedFor.persister.retrieveQuery<T>(query.queryHash, (saved) =>
      // After the query has stored the answer as new: give it back its real age.
      query.setState({ dataUpdatedAt: saved.state.dataUpdatedAt, isInvalidated: true }),
    );
    if (copy === undefined) throw error;
    return copy;
  }
}
