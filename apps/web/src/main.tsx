import { nextTask } from "@/lib/next-task.ts";
import { warmIntl } from "@/lib/warm-intl.ts";
import "./styles.css";

/**
 * The entry evaluates the app's modules in three tasks instead of one: React, then the libraries
 * the app is made of, then the app itself. A browser evaluates a static module graph in one go,
 * which on a slow phone was a single task of about 200 ms; each `import()` below is evaluated in a
 * task of its own. The build preloads all three with the entry (build-plugins.ts,
 * stagedStartPreloads), so splitting them costs no round trip. Intl is warmed between them.
 */
async function startInSteps(root: HTMLElement) {
  await import("react-dom/client");
  await nextTask();
  await warmIntl(document.documentElement.lang || "fr");
  await import("@tanstack/react-router");
  await nextTask();
  const { start } = await import("./start.tsx");
  await nextTask();
  await start(root);
}

const root = document.getElementById("root");
// Mount once: a second bundle load (or an injected script) must not double-mount. The shell that
// index.html paints stays until the first page is ready, so React's first render is the page
// rather than a blank between the two.
if (root && !root.dataset.mounted) {
  root.dataset.mounted = "true";
  void startInSteps(root);
}
