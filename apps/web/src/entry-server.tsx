/**
 * The server's entry (decision 031): TanStack Router's own SSR, as its guide sets it up, with our
 * Fastify in place of Express (apps/server/src/platform/serve-web.ts calls `renderPage`). Built
 * for Node by `vite build --ssr`, never part of the browser's bundle.
 */
import { acceptedLanguages, LANGUAGE_STORAGE_KEY, resolveUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { Manifest } from "@tanstack/react-router";
import { createRequestHandler, renderRouterToStream, RouterServer } from "@tanstack/react-router/ssr/server";
import { prepareI18n } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { sessionQuery } from "@/lib/session.ts";
import { parseSession } from "@/lib/session-data.ts";
import { createAppTrpcClient, inProcessLinks, type InProcessApi } from "@/lib/trpc.ts";
import type { RenderEmbedOptions } from "./features/embed/render-embed.tsx";
import { createAppRouter } from "./router.tsx";

export interface RenderPageOptions {
  /** The visit, as a web request (absolute URL, the visitor's headers). */
  request: Request;
  /** tRPC answered in-process, as the visitor (their session, their limits): never HTTP to ourselves. */
  api: InProcessApi;
  /** What GET /api/auth/get-session answers for this visitor, as JSON ("null" when signed out). */
  sessionJson: string;
  /** The build's stylesheet, entry and preloads, for the document's head and body. */
  manifest: Manifest;
  /** This response's CSP nonce: every script the page carries has it. */
  nonce: string;
  /** The site's public origin, for the links a page hands out. */
  origin: string;
}

/**
 * One page for one visitor: a router, a query cache, a tRPC client and a Lingui instance of its
 * own, so visits never wait on each other nor see each other's data. Streams React's markup with
 * the router's state; a guard's redirect comes back as a redirect.
 */
/** The language the visitor chose (the cookie the app sets), else their browser's (Accept-Language). */
function preferredLanguageOf(request: Request): UiLanguage {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]{2})(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1];
  return resolveUiLanguage(chosen, acceptedLanguages(request.headers.get("accept-language")));
}

export function renderPage(options: RenderPageOptions): Promise<Response> {
  const handler = createRequestHandler({
    request: options.request,
    getRouterManifest: () => Promise.resolve(options.manifest),
    createRouter: () => {
      const i18n = prepareI18n();
      const queryClient = createQueryClient(i18n, { onServer: true });
      queryClient.setQueryData(sessionQuery.queryKey, parseSession(options.sessionJson));
      return createAppRouter({
        queryClient,
        trpcClient: createAppTrpcClient(inProcessLinks(options.api)),
        i18n,
        origin: options.origin,
        preferredLanguage: () => preferredLanguageOf(options.request),
        nonce: options.nonce,
        rendersWithData: true,
      });
    },
  });
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}

/**
 * The widget a club puts on its site (apps/server's `/embed/…`, docs/decisions/037). Imported when
 * first asked for: it is no page's, and its words are in no page's catalog part.
 */
export async function renderEmbed(options: RenderEmbedOptions): Promise<string> {
  const { renderEmbed: render } = await import("./features/embed/render-embed.tsx");
  return render(options);
}
