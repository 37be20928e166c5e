import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "@/domain/pwa/register-service-worker.ts";
import { activateLanguage, browserPreferredLanguage, i18n } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { showNoticeFromServer } from "@/lib/redirect-notice.ts";
import { followServerAnswers, recheckSessionWhenOnline } from "@/lib/session.ts";
import { createAppTrpcClient } from "@/lib/trpc.ts";
import { createAppRouter } from "./router.tsx";
import "./styles.css";

declare global {
  interface Window {
    /** TanStack Router's state, written into a page the server drew. */
    $_TSR?: unknown;
  }
}

const queryClient = createQueryClient(i18n);
const router = createAppRouter({
  queryClient,
  trpcClient: createAppTrpcClient(),
  i18n,
  origin: window.location.origin,
  preferredLanguage: browserPreferredLanguage,
});
followServerAnswers(queryClient);
recheckSessionWhenOnline(queryClient);
registerServiceWorker();

/**
 * A page the server drew (decision 031) is hydrated: its words are loaded first, so React finds the
 * same text it wrote (the home needs only the first screen's part of the catalog). The installed
 * app's shell, which the service worker serves without any server state, is drawn here instead.
 */
async function start() {
  if (window.$_TSR) {
    const lang = document.documentElement.lang;
    if (isUiLanguage(lang)) {
      const home = window.location.pathname.replace(/\/$/, "") === `/${lang}`;
      await activateLanguage(i18n, lang as UiLanguage, { allMessages: !home });
    }
    // A transition hydrates in slices that yield to the browser: a phone can scroll meanwhile.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(document).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
  showNoticeFromServer();
}

void start();
