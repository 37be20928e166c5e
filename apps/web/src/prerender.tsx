/**
 * The prerender's entry (decision 025), built for Node by scripts/prerender.mjs: renders one page
 * of the app, as a visitor without a session sees it before any data has come, to the markup the
 * browser then adopts. Never part of the browser's bundle.
 */
import type { UiLanguage } from "@escouade/contracts/languages";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerenderToNodeStream } from "react-dom/static";
import { takeCollectedPageMeta } from "@/lib/page-meta.ts";
import { queryClient } from "@/lib/query-client.ts";
import { sessionQuery } from "@/lib/session.ts";
import { App } from "./app.tsx";
import { createAppRouter } from "./router.tsx";

export interface RenderedPage {
  lang: UiLanguage;
  html: string;
  title: string | null;
  description: string | null;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== "success");
  if (failed || router.state.matches.length < 3) {
    throw new Error(`${path}: the route ${failed?.routeId ?? "?"} ended in ${failed?.status ?? "no page"} (${String(failed?.error ?? "")})`);
  }
  takeCollectedPageMeta();
  const errors: unknown[] = [];
  // One piece, without React's outlined boundaries: those need an inline script the page's policy does not allow.
  const { prelude } = await prerenderToNodeStream(<App router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`${path}: ${errors.map(String).join("; ")}`);
  const meta = takeCollectedPageMeta();
  const lang = (router.state.matches.find((match) => match.routeId === "/$lang")?.params as { lang: UiLanguage }).lang;
  return { lang, html: Buffer.concat(chunks).toString("utf8"), title: meta?.title ?? null, description: meta?.description ?? null };
}
