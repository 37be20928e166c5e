import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerServiceWorker } from "@/domain/pwa/register-service-worker.ts";
import { i18n } from "@/lib/i18n.ts";
import { queryClient } from "@/lib/query-client.ts";
import { recheckSessionWhenOnline, seedSessionFromPage } from "@/lib/session.ts";
import { watchSystemTheme } from "@/lib/theme.ts";
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
  void router.load().finally(() => {
    const reactRoot = createRoot(root);
    // A transition renders in slices that yield to the browser: a phone can scroll and tap
    // during the first render instead of waiting out one long task.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>,
      ),
    );
  });
}
