import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_RENDERER_DIR, SERVER_RENDERED_PAGE, VISITOR_RENDERED_PAGE } from "@escouade/contracts/prerender";
import type { FastifyInstance } from "fastify";

/** What the web build's page renderer (apps/web/src/prerender.tsx) gives for one page. */
export interface RenderedPage {
  lang: string;
  html: string;
  title: string | null;
  description: string | null;
  /** The API's answers the page was drawn with, as JSON the browser seeds its cache with. */
  state: string | null;
}

/** A page fit to serve: titled and described, as every page of the app is. */
export type ServedPage = RenderedPage & { title: string; description: string };

const isServable = (page: RenderedPage): page is ServedPage => Boolean(page.title && page.description);

export type RenderPage = (pagePath: string, options: { fetch: typeof fetch; session?: string; origin?: string }) => Promise<RenderedPage>;

/** The web build's page renderer (decision 026), or null when the build has none (the shell is served then). */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | null> {
  const file = path.join(webDistDir, PAGE_RENDERER_DIR, "prerender.js");
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return typeof renderer.renderPage === "function" ? renderer.renderPage : null;
}

/**
 * `fetch` answered by the server itself, in-process (Fastify's inject): the page renderer asks the
 * API what the visitor would, through the same routes, checks and limits: without a session, or
 * with the visitor's own cookie when the page is drawn for them.
 */
export function inProcessFetch(app: FastifyInstance, visitor: { cookie?: string } = {}): typeof fetch {
  return async (input, init) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, "http://page-renderer.invalid");
    const asked = Object.fromEntries(new Headers(init?.headers).entries());
    if (visitor.cookie) asked.cookie = visitor.cookie;
    const response = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers: asked,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}

export interface PageCacheOptions {
  /** How long a page drawn for one visitor is given to the next ones. */
  ttlMs?: number;
  /** Past this, the visitor gets the shell at once (the render still finishes, for the next one). */
  timeoutMs?: number;
  now?: () => number;
  onError?: (error: unknown, pagePath: string) => void;
}

/**
 * The pages that show data (SERVER_RENDERED_PAGE), drawn on request and kept a few seconds: the
 * same for every visitor without a session, so a busy page costs one render per interval, not one
 * per visit. Visitors arriving during a render share it. Null (serve the shell) when the render
 * fails or is slow: a page the app draws itself beats a visitor left waiting.
 */
export function serverRenderedPages(render: (pagePath: string) => Promise<RenderedPage>, options: PageCacheOptions = {}) {
  const { ttlMs = 10_000, timeoutMs = 2_000, now = Date.now, onError } = options;
  const entries = new Map<string, { page: Promise<ServedPage | null>; at: number }>();
  return (pathname: string): Promise<ServedPage | null> | null => {
    if (!SERVER_RENDERED_PAGE.test(pathname)) return null;
    const key = pathname.replace(/\/+$/, "");
    let entry = entries.get(key);
    if (!entry || now() - entry.at >= ttlMs) {
      const page = render(key).then(
        (rendered) => (isServable(rendered) ? rendered : null),
        (error: unknown) => {
          onError?.(error, key);
          // Not kept: the next visitor tries again.
          entries.delete(key);
          return null;
        },
      );
      entry = { page, at: now() };
      entries.set(key, entry);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    return Promise.race([entry.page, late]).finally(() => clearTimeout(timer));
  };
}

/** Who a page is drawn for: their cookie (for the API) and their session (as the page carries it). */
export interface Visitor {
  cookie: string | undefined;
  session: string;
}

export interface VisitorPageOptions {
  /** Renders waiting their turn past which a visitor gets the shell at once. */
  maxInLine?: number;
  timeoutMs?: number;
  onError?: (error: unknown, pagePath: string) => void;
}

/**
 * The pages drawn for one signed-in visitor (VISITOR_RENDERED_PAGE, decision 027): theirs, so
 * never kept nor shared. The renderer draws one page at a time; when too many wait, or a render
 * is slow, the visitor gets the shell (the app draws the page itself): a busy server degrades to
 * what it served before, never to a queue a visitor waits in.
 */
export function visitorRenderedPages(render: (url: string, visitor: Visitor) => Promise<RenderedPage>, options: VisitorPageOptions = {}) {
  const { maxInLine = 4, timeoutMs = 2_000, onError } = options;
  let inLine = 0;
  return (url: string, visitor: Visitor): Promise<ServedPage | null> | null => {
    const pathname = url.split("?", 1)[0] ?? url;
    if (!VISITOR_RENDERED_PAGE.test(pathname)) return null;
    if (inLine >= maxInLine) return Promise.resolve(null);
    inLine += 1;
    const page = render(url, visitor)
      .then(
        (rendered) => (isServable(rendered) ? rendered : null),
        (error: unknown) => {
          onError?.(error, pathname);
          return null;
        },
      )
      .finally(() => {
        inLine -= 1;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    return Promise.race([page, late]).finally(() => clearTimeout(timer));
  };
}
