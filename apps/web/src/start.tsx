import { PAGE_STATE_ELEMENT_ID, PRERENDERED_ATTRIBUTE } from "@escouade/contracts/prerender";
import type { DehydratedState } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "@/domain/pwa/register-service-worker.ts";
import { nextTask } from "@/lib/next-task.ts";
import { seedPageAnswers } from "@/lib/page-answers.ts";
import { queryClient } from "@/lib/query-client.ts";
import { recheckSessionWhenOnline, seedSessionFromPage } from "@/lib/session.ts";
import { watchSystemTheme } from "@/lib/theme.ts";
import { transformer } from "@escouade/contracts/transformer";
import { App } from "./app.tsx";
import { createAppRouter } from "./router.tsx";

/**
 * Starts the app in steps, each its own task (after the modules' own, main.tsx): the router's
 * making, its first load, then React's render in a transition (which slices itself). On a slow
 * phone each step alone is a short task; together they were one of a few hundred ms.
 */
export async function start(root: HTMLElement) {
  watchSystemTheme();
  seedSessionFromPage(queryClient);
  recheckSessionWhenOnline(queryClient);
  registerServiceWorker();
  seedAnswersFromPage();
  await nextTask();
  const router = createAppRouter({ adoptsWrittenPage: root.hasAttribute(PRERENDERED_ATTRIBUTE) });
  await nextTask();
  await router.load().catch(() => undefined);
  await nextTask();
  // A transition renders in slices that yield to the browser: a phone can scroll and tap
  // during the first render instead of waiting out one long task.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // The page's markup came written (decision 025): React adopts it. TanStack Router draws its
    // matches without Suspense on a server; told it was rendered there, it draws the same tree.
    router.ssr = { manifest: undefined };
    startTransition(() => void hydrateRoot(root, <App router={router} />));
  } else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<App router={router} />));
  }
}

/**
 * A page rendered with its data (decision 026) carries the API's answers it was drawn with: in the
 * cache before the router loads, the page's loaders find them and the first render is the same.
 */
function seedAnswersFromPage() {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    seedPageAnswers(queryClient, transformer.deserialize<DehydratedState>(JSON.parse(text)));
  } catch {
    // A block that does not read is no answer: the loaders ask the API, as on any other page.
  }
}
