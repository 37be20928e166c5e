/**
 * What the browser build gets for `react` (vite.config.ts, decision 030): Preact's React layer,
 * with one difference. Preact's `useSyncExternalStore` has no server snapshot: adopting a page,
 * it would draw what the browser knows (an install prompt, a media query) where the server drew
 * something else, and Preact does not correct attributes while it adopts. Here, a store read
 * while the page is adopted answers the server's snapshot, and the browser's once it is adopted,
 * as React does.
 */
import { options } from "preact";
import compat, { lazy as preactLazy, useEffect, useState, useSyncExternalStore as preactStore } from "preact/compat";
import { adopting, afterAdoption, awaitedPart } from "./adoption.ts";
import { nextTask } from "./next-task.ts";

// A node Preact had to make while adopting is a page the browser drew otherwise than the server:
// said on the console, as React says it, so the journeys fail on it. `__m` is the hook's name in
// Preact's build (`_hydrationMismatch` in its source).
type Mismatch = (vnode: { type: unknown; props?: Record<string, unknown> }, written: ReadonlyArray<Node | null> | null) => void;
(options as { __m?: Mismatch }).__m = (vnode, written) => {
  const type = typeof vnode.type === "string" ? vnode.type : "text";
  const { className, id } = vnode.props ?? {};
  const which = [id ? `id="${String(id)}"` : "", className ? `class="${String(className).slice(0, 80)}"` : ""].filter(Boolean).join(" ");
  const there = written?.find((node): node is Element => node instanceof Element)?.outerHTML.slice(0, 160) ?? "nothing";
  console.error(`Hydration mismatch: adopting the page, Preact made a <${[type, which].filter(Boolean).join(" ")}> the server had not written; it had ${there}`);
};

// @ts-expect-error -- preact/compat types itself with `export =`; the bundler re-exports its names.
export * from "preact/compat";

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const [asWritten, setAsWritten] = useState(() => getServerSnapshot !== undefined && adopting());
  const current = preactStore(subscribe, getSnapshot);
  useEffect(() => (asWritten ? afterAdoption(() => setAsWritten(false)) : undefined), [asWritten]);
  return asWritten && getServerSnapshot ? getServerSnapshot() : current;
}

/**
 * A lazy component met while the page is adopted (the header's menus) keeps the server's markup
 * until its code comes, and is adopted then: the adoption lasts until it has been, so that its
 * stores still answer the server's snapshot (a theme chosen on this device would otherwise draw
 * another icon than the server's).
 */
export function lazy<T>(load: () => Promise<{ default: T }>) {
  return preactLazy(() => {
    const loading = load();
    if (adopting()) awaitedPart(loading.then(() => nextTask(), () => undefined));
    return loading;
  });
}

export default { ...compat, lazy, useSyncExternalStore };
