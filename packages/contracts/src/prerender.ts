/**
 * Prerendered first screens (decision 025): what the web build, the prerender script and the
 * server agree on.
 */

/** The shell index.html paints inside #root lies between these; a prerendered page replaces it. */
export const SHELL_START = "<!--shell-->";
export const SHELL_END = "<!--/shell-->";

/** On #root when it holds a page's markup, which React adopts (hydrates) instead of drawing again. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** Set on #root once the app has adopted the prerendered page: from then on a form is sent by the app. */
export const ADOPTED_ATTRIBUTE = "data-adopted";

/**
 * Pages rendered on each request, with their data, for a visitor without a session and a URL
 * without a query: their first screen is the database's (decision 026). The home, whose upcoming
 * games are, falls back to its build-time page (decision 025) when a render fails.
 */
export const SERVER_RENDERED_PAGE = /^\/(fr|en|es|de)(\/search\/(games|shops))?\/?$/;

/**
 * Pages rendered on each request for a signed-in visitor, as theirs (their header, their
 * registration), with their data: a game's page (and its share link's token, the one query it
 * keeps). Never kept nor given to anyone else (decision 027).
 */
export const VISITOR_RENDERED_PAGE = /^\/(fr|en|es|de)\/games\/\d{1,12}\/?$/;

/** The JSON block (transformer-serialized, dehydrated queries) a server-rendered page's answers travel in. */
export const PAGE_STATE_ELEMENT_ID = "escouade-page-state";

/** Where the build puts the page renderer (a server bundle, never served), under the web build's folder. */
export const PAGE_RENDERER_DIR = "ssr";

/** The file the build writes beside index.html: `{ "/fr/toolbox": { lang, html, title, description } }`. */
export const PRERENDERED_PAGES_FILE = "prerendered.json";

export interface PrerenderedPage {
  lang: string;
  /** The markup of #root's children. */
  html: string;
  /** The document's full title, and its description, in the page's language. */
  title: string;
  description: string;
}

/** A JSON block `{ entry, preload }` naming the scripts a prerendered page starts after its first paint. */
export const DEFERRED_MODULES_ELEMENT_ID = "deferred-modules";

export interface DeferredModules {
  entry: string;
  preload: string[];
}

/**
 * Where the loader puts the buttons tapped (and forms sent) before the app has adopted them: an
 * array until the app starts, then the app's own queue (`push` replays once adopted).
 */
export const EARLY_TAPS_GLOBAL = "__escouadeEarlyTaps";

/** Set on a written button by the app once it answers its taps itself (its component is committed). */
export const ANSWERING_PROPERTY = "__escouadeAnswers";

/** Where the loader keeps the browser's install prompt if it came before the app had started. */
export const EARLY_INSTALL_PROMPT_GLOBAL = "__escouadeInstallPrompt";

/** How many of a page's preloads the loader starts per task. */
export const PRELOADS_PER_TASK = 4;

/**
 * Inline in every page (its hash is in the page's policy), inert where there is no JSON block.
 * On a prerendered page the text is there before any script: the loader lets the browser paint
 * it, then starts the app. Until the app has adopted an element, a tap on a button or a sent form
 * would do nothing (or send the form as a plain GET and lose it): the loader holds them, and each
 * button answers its own once adopted (apps/web/src/lib/early-taps.ts). Links and native
 * disclosures work without it.
 * The browser's install prompt comes once: if it comes before the app has started, it is kept for
 * the app (domain/pwa/install-prompt-store.ts), on every page.
 */
export const DEFERRED_MODULES_LOADER = `(function () {
  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.${EARLY_INSTALL_PROMPT_GLOBAL} = event;
  });
  var block = document.getElementById("${DEFERRED_MODULES_ELEMENT_ID}");
  if (!block) return;
  window.${EARLY_TAPS_GLOBAL} = [];
  // Only what came written: elements the app draws later, or a map's own buttons, answer for themselves.
  var root = document.getElementById("root");
  var written = root ? Array.prototype.slice.call(root.querySelectorAll("button, form")) : [];
  // A button says it answers once its component is committed (apps/web/src/lib/early-taps.ts); a
  // form, once the app has adopted the page (a form sent before is not sent as a plain GET), or
  // once the button that sends it answers: its form, drawn around it, is committed too (a held
  // tap replayed by its button could come before the page was marked adopted, and was lost).
  function answers(element) {
    return !!element && element.${ANSWERING_PROPERTY} === true;
  }
  function adopted(element, event) {
    return element.tagName === "FORM" ? root.hasAttribute("${ADOPTED_ATTRIBUTE}") || answers(event.submitter) : answers(element);
  }
  function hold(event, target) {
    if (!target || written.indexOf(target) < 0 || adopted(target, event)) return;
    event.preventDefault();
    window.${EARLY_TAPS_GLOBAL}.push(target);
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    hold(event, target && target.closest ? target.closest("button") : null);
  }, true);
  document.addEventListener("submit", function (event) { hold(event, event.target); }, true);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = JSON.parse(block.textContent);
    var preload = modules.preload.slice();
    // A few fetches per task: the twenty-odd of a page, started at once, made one task long
    // enough to count on a slow phone (and under Lighthouse, which traces each one).
    (function startSome() {
      preload.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.appendChild(link);
      });
      if (preload.length > 0) return void setTimeout(startSome, 0);
      var script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = modules.entry;
      document.head.appendChild(script);
    })();
  }
  // Two frames: the first paint has happened. A tab opened in the background paints no frame: it starts anyway.
  requestAnimationFrame(function () { requestAnimationFrame(start); });
  setTimeout(start, 1500);
})();`;
