/*
 * A public page's scripts start loading once its content has (docs/decisions/0020).
 *
 * React Router writes a module preload for every script of the page into the head and an
 * inline module that imports them at the end of the body. On a phone's slow network
 * those ~20 requests go out first, at high priority, and compete with the stylesheet,
 * the font and the hero image: the page paints later than the same page without
 * scripts. So the server sends the page with its scripts parked:
 *
 * - the module preloads leave the head; their addresses go on the starter below;
 * - React Router's inline module gets an inert type, so the browser neither runs it
 *   nor fetches what it imports;
 * - a small inline starter, right after it, waits for the window's `load` (the content, the
 *   font and the pictures above the fold are in) or the visitor's first tap or key,
 *   whichever comes first, and then for the page to be on screen; then, in tasks of their
 *   own, it preloads every module and puts the module back to run as React Router wrote
 *   it. Only the script just before the starter is put back, never another of that type
 *   elsewhere in the page.
 *
 * The page's Content-Security-Policy names its inline scripts by hash, the parked
 * module among them: put back with the same text, it runs under the same hash.
 */

/** The inert type of React Router's module while it waits. */
export const PARKED_MODULE_TYPE = 'text/x-module-after-content';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE = '<script type="module" async="">';

/**
 * Each module preload the starter adds starts a request at once, which costs the main
 * thread a little; a page has about twenty, so they are added a few per task.
 */
const PRELOADS_PER_TASK = 3;

/**
 * On screen means the first contentful paint has been presented (Paint Timing), and a frame
 * has begun after it, so the pictures that arrived last are drawn too. Waiting for the
 * next frame alone is not enough: where drawing is slow (a busy phone, software raster),
 * the first paint can come most of a second after `load`, and scripts that ran before it
 * would hold it back. A browser without Paint Timing waits for the frame only; this long
 * at most in any case.
 */
const ON_SCREEN_AT_MOST_MS = 3_000;

/**
 * The starter: plain browser code without dependencies, run as the parser reaches it.
 * Every public page carries it, so it is short; its bytes are hashed like any other
 * inline script of the page.
 */
const STARTER = `(() => {
  const me = document.currentScript;
  const modules = JSON.parse(me.dataset.modules);
  const step = () => {
    for (const href of modules.splice(0, ${PRELOADS_PER_TASK})) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (modules.length) return void setTimeout(step);
    const parked = me.previousElementSibling;
    if (parked && parked.type === "${PARKED_MODULE_TYPE}") {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = parked.textContent;
      parked.replaceWith(script);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let stepped = false;
    const first = () => stepped || ((stepped = true), step());
    const afterFrame = () => requestAnimationFrame(() => setTimeout(first));
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) afterFrame();
    else {
      const paints = new PerformanceObserver(() => painted() && (paints.disconnect(), afterFrame()));
      paints.observe({ type: "paint" });
    }
    setTimeout(first, ${ON_SCREEN_AT_MOST_MS});
  };
  if (document.readyState === "complete") return start();
  addEventListener("load", start, { once: true });
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, start, { once: true, capture: true, passive: true });
})();`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with its scripts parked until its content has loaded. A document without
 * React Router's module (an error page rendered outside the router) is returned as is.
 */
export function scriptsAfterContent(html: string): string {
  const at = html.lastIndexOf(ROUTER_MODULE);
  if (at < 0) return html;
  const end = html.indexOf('</script>', at) + '</script>'.length;
  const modules = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))];
  const parked = html
    .slice(at, end)
    .replace(ROUTER_MODULE, `<script type="${PARKED_MODULE_TYPE}">`);
  const starter = `<script data-modules="${escapeAttribute(JSON.stringify(modules))}">${STARTER}</script>`;
  return (html.slice(0, at) + parked + starter + html.slice(end)).replace(MODULE_PRELOAD, '');
}

/** The scripts a page parked by `scriptsAfterContent` loads first, in its order. */
export function parkedModules(html: string): string[] {
  const list = /<script data-modules="([^"]*)">/.exec(html)?.[1];
  if (!list) return [];
  return JSON.parse(
    list
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  );
}
