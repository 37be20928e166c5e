import { describe, expect, it } from "vitest";
import {
  ADOPTED_ATTRIBUTE,
  ANSWERING_PROPERTY,
  DEFERRED_MODULES_ELEMENT_ID,
  DEFERRED_MODULES_LOADER,
  EARLY_INSTALL_PROMPT_GLOBAL,
  EARLY_TAPS_GLOBAL,
  PRELOADS_PER_TASK,
} from "./prerender.ts";

/** Runs the loader against a small stand-in of the page: its elements, listeners and frames. */
function runLoader(block: string | null) {
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const button: Record<string, unknown> = { closest: () => button };
  const form: Record<string, unknown> = { tagName: "FORM" };
  const root = { querySelectorAll: () => [button, form], attributes: new Set<string>(), hasAttribute: (name: string) => root.attributes.has(name) };
  const document = {
    getElementById: (id: string) => (id === DEFERRED_MODULES_ELEMENT_ID && block !== null ? { textContent: block } : id === "root" ? root : null),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  const windowListeners: Record<string, (event: unknown) => void> = {};
  const window: Record<string, unknown> = { addEventListener: (type: string, listener: (event: unknown) => void) => (windowListeners[type] = listener) };
  new Function("window", "document", "requestAnimationFrame", "setTimeout", DEFERRED_MODULES_LOADER)(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  const runFrames = () => {
    while (frames.length > 0) frames.shift()!();
  };
  return { window, windowListeners, appended, listeners, runFrames, timers, button, form, root };
}

describe("the deferred modules loader", () => {
  it("does nothing on a page without its block", () => {
    const page = runLoader(null);
    expect(page.window[EARLY_TAPS_GLOBAL]).toBeUndefined();
    expect(page.listeners).toEqual({});
    page.runFrames();
    expect(page.appended).toEqual([]);
  });

  it("starts the preloads then the entry after two frames, once, even if the timer fires too", () => {
    const page = runLoader(JSON.stringify({ entry: "/assets/index-a.js", preload: ["/assets/framework-b.js", "/assets/i18n-c.js"] }));
    expect(page.appended).toEqual([]);
    page.runFrames();
    expect(page.appended.map((element) => element.href ?? element.src)).toEqual(["/assets/framework-b.js", "/assets/i18n-c.js", "/assets/index-a.js"]);
    expect(page.appended.at(-1)).toMatchObject({ tag: "script", type: "module" });
    page.timers.forEach((timer) => timer());
    expect(page.appended).toHaveLength(3);
  });

  it("starts a page's many preloads a few per task, in order, and the entry after them", () => {
    const preload = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = runLoader(JSON.stringify({ entry: "/assets/index-a.js", preload }));
    page.runFrames();
    expect(page.appended).toHaveLength(PRELOADS_PER_TASK);
    const tasks = [PRELOADS_PER_TASK];
    while (page.timers.length > 0) {
      const before = page.appended.length;
      page.timers.shift()!();
      if (page.appended.length > before) tasks.push(page.appended.length - before);
    }
    expect(tasks).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 2]);
    expect(page.appended.map((element) => element.href ?? element.src)).toEqual([...preload, "/assets/index-a.js"]);
  });

  it("holds taps on the written buttons and forms until the app has adopted them, then lets them through", () => {
    const page = runLoader(JSON.stringify({ entry: "/assets/index-a.js", preload: [] }));
    let prevented = 0;
    const event = (target: unknown) => ({ target, preventDefault: () => (prevented += 1) });
    page.listeners.click!(event(page.button));
    page.listeners.submit!(event(page.form));
    page.listeners.click!(event({ closest: () => null }));
    // A button the app drew later (or a map's own) is not held.
    const drawnLater = { closest: () => drawnLater };
    page.listeners.click!(event(drawnLater));
    expect(page.window[EARLY_TAPS_GLOBAL]).toEqual([page.button, page.form]);
    expect(prevented).toBe(2);
    // Its component committed, the button answers: the loader lets the tap through.
    page.button[ANSWERING_PROPERTY] = true;
    page.listeners.click!(event(page.button));
    expect(prevented).toBe(2);
    // A form sent by a button that answers is committed with it: its own handler decides.
    page.listeners.submit!({ ...event(page.form), submitter: page.button });
    expect(prevented).toBe(2);
    // The page adopted, a form's own handler decides.
    page.root.attributes.add(ADOPTED_ATTRIBUTE);
    page.listeners.submit!(event(page.form));
    expect(prevented).toBe(2);
  });

  it("keeps the browser's install prompt for the app, on every page", () => {
    for (const block of [null, JSON.stringify({ entry: "/assets/index-a.js", preload: [] })]) {
      const page = runLoader(block);
      let prevented = false;
      const prompt = { preventDefault: () => (prevented = true) };
      page.windowListeners.beforeinstallprompt!(prompt);
      expect(page.window[EARLY_INSTALL_PROMPT_GLOBAL]).toBe(prompt);
      expect(prevented).toBe(true);
    }
  });
});
