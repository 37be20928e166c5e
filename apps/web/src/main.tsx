import { PRERENDERED_ATTRIBUTE } from "@escouade/contracts/prerender";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "@/domain/pwa/register-service-worker.ts";
import { queryClient } from "@/lib/query-client.ts";
import { recheckSessionWhenOnline, seedSessionFromPage } from "@/lib/session.ts";
import { watchSystemTheme } from "@/lib/theme.ts";
import { App } from "./app.tsx";
import { router } from "./router.tsx";
import "./styles.css";

watchSystemTheme();
seedSessionFromPage(queryClient);
recheckSessionWhenOnline(queryClient);
registerServiceWorker();

const root = document.getElementById("root");
// Mount once: a second bundle load (or an injected script) must not double-mount. The shell that
// index.html paints stays until the first page is ready, so React's first render is the page
// rather than a blank between the two.
if (root && !root.dataset.mounted) {
  root.dataset.mounted = "true";
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  void router.load().finally(() => {
    // A transition renders in slices that yield to the browser: a phone can scroll and tap
    // during the first render instead of waiting out one long task.
    if (prerendered) {
      // The page's markup came written (decision 025): React adopts it. TanStack Router draws its
      // matches without Suspense on a server; told it was rendered there, it draws the same tree.
      router.ssr = { manifest: undefined };
      startTransition(() => void hydrateRoot(root, <App router={router} />));
    } else {
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(<App router={router} />));
    }
  });
}
