/**
 * The page renderer, built for Node by scripts/prerender.mjs and never part of the browser's
 * bundle: renders one page of the app, as a visitor without a session sees it, to the markup the
 * browser then adopts. At build time without data (decision 025: what the browser draws before
 * any answer); on a request with it (decision 026): the route's loaders ask the API through the
 * `fetch` given, and their answers travel with the page so the browser draws the same.
 */
import type { UiLanguage } from "@escouade/contracts/languages";
import { transformer } from "@escouade/contracts/transformer";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerenderToNodeStream } from "react-dom/static";
import { i18n } from "@/lib/i18n.ts";
import { takeCollectedPageMeta } from "@/lib/page-meta.ts";
import { setRenderOrigin } from "@/lib/page-origin.ts";
import { queryClient } from "@/lib/query-client.ts";
import { sessionQuery } from "@/lib/session.ts";
import { parseSession } from "@/lib/session-data.ts";
import { sendRequestsWith } from "@/lib/trpc.ts";
import { App } from "./app.tsx";
import { createAppRouter } from "./router.tsx";

export interface RenderedPage {
  lang: UiLanguage;
  html: string;
  title: string | null;
  description: string | null;
  /** The API's answers the page was drawn with (dehydrated queries, transformer-serialized JSON); null without `fetch`. */
  state: string | null;
}

export interface RenderOptions {
  /** Answers the app's API requests (relative URLs); without it, the page is drawn before any answer. */
  fetch?: typeof fetch;
  /**
   * The visitor's session, as the page's session block carries it: the page is drawn as theirs
   * (their header, their registration), with a `fetch` that speaks with their cookie. Without it,
   * as a visitor without a session sees it.
   */
  session?: string;
  /** The site's origin, for the links a page hands out (a private game's). */
  origin?: string;
}

/** One page at a time: the query cache, the router's context and Lingui's instance are this module's own. */
let rendering: Promise<unknown> = Promise.resolve();

export function renderPage(path: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const page = rendering.then(() => renderAlone(path, options));
  rendering = page.catch(() => undefined);
  return page;
}

async function renderAlone(path: string, options: RenderOptions): Promise<RenderedPage> {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, options.session ? parseSession(options.session) : null);
  sendRequestsWith(options.fetch ?? null);
  setRenderOrigin(options.origin ?? "");
  try {
    return await draw(path, options);
  } finally {
    sendRequestsWith(null);
    queryClient.clear();
  }
}

async function draw(path: string, options: RenderOptions): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false, rendersWithData: Boolean(options.fetch) });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== "success" && match.status !== "notFound");
  if (failed) throw new Error(`${path}: the route ${failed.routeId} ended in ${failed.status} (${String(failed.error ?? "")})`);
  // A page that sends the visitor elsewhere (signed out, not yet onboarded: a redirect leaves no
  // page) or finds nothing (a link gone stale) is the browser's to draw: nothing is written, and
  // it is no error. The build refuses such a page (it has no title).
  if (router.state.matches.length < 3 || router.state.matches.some((match) => match.status === "notFound")) {
    return { lang: "fr", html: "", title: null, description: null, state: null };
  }
  // An answer a loader did not wait for (the messages badge's) is awaited: the page drawn and the
  // answers sent with it must be the same, or the browser would not adopt it.
  await answersSettled();
  // A page drawn without an answer it asked for would differ from what the browser draws first.
  const unanswered = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" });
  if (unanswered.length > 0) throw new Error(`${path}: ${unanswered.map((query) => query.queryHash).join(", ")} had no answer`);
  takeCollectedPageMeta();
  const errors: unknown[] = [];
  // A message outside the part of the catalog the page loaded would be written as its id, and the
  // browser would show it so until the rest arrives: the build refuses it (catalog-split.ts).
  const stopListening = options.fetch ? () => undefined : i18n.on("missing", ({ id }) => void errors.push(`the message ${id} is not in the loaded part of the catalog`));
  const chunks: Buffer[] = [];
  try {
    // One piece, without React's outlined boundaries: those need an inline script the page's policy does not allow.
    const { prelude } = await prerenderToNodeStream(<App router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  } finally {
    stopListening();
  }
  if (errors.length > 0) throw new Error(`${path}: ${errors.map(String).join("; ")}`);
  const meta = takeCollectedPageMeta();
  const lang = (router.state.matches.find((match) => match.routeId === "/$lang")?.params as { lang: UiLanguage }).lang;
  // Only the API's answers: the session is the page's own block, and no visitor's.
  const state = options.fetch
    ? JSON.stringify(transformer.serialize(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" && Array.isArray(query.queryKey[0]) })))
    : null;
  // React writes a preload hint for each image ahead of the page (`<link rel="preload" as="image">`).
  // The browser finds those images in the markup anyway: the page starts with its own markup.
  const html = Buffer.concat(chunks).toString("utf8").replace(/^(?:<link rel="preload"[^>]*>)+/, "");
  return { lang, html, title: meta?.title ?? null, description: meta?.description ?? null, state };
}

function answersSettled(): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    let unsubscribe = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = cache.subscribe(check);
    check();
  });
}
