import { HydratedRouter } from 'react-router/dom';

/*
 * The browser's start-up before hydration (docs/decisions/0020). The browser runs Preact
 * through `preact/compat` (docs/decisions/0005), which hydrates differently from React in
 * two ways these account for; entry.client.tsx calls them in order.
 */

/**
 * React Router's first render suspends until it has decoded the data the server streamed
 * into the page. React waits for that at the root by itself; Preact cannot resume a
 * suspended root over server-rendered HTML, so we wait first. The promise is the one
 * `HydratedRouter` throws before it touches any hook; if it throws nothing, hydrate anyway.
 * Each step then gets a task of its own (docs/decisions/0020): asked again, it makes the
 * router (and fails at its first hook, outside a render: that is expected); then the
 * page hydrates. None of them holds the main thread for long.
 */
export async function routerReady(): Promise<void> {
  const startRouter = () => (HydratedRouter as (props: object) => unknown)({});
  try {
    startRouter();
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
  await nextTask();
  try {
    startRouter();
  } catch {
    // The router is made; the hook it reached next belongs to the real render.
  }
  await nextTask();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * React on the server adds links to the head on its own: the module preloads that
 * `<Scripts>` renders in the body, hoisted, and preloads for eager images. Preact pairs
 * head elements with the tree by tag name, in order, so those extra `<link>`s would take
 * the places of the page's own links (the stylesheet among them). They have done their
 * work by now (the modules are loaded, the images requested), so they go. Preloads the
 * page declares in its `meta` are part of the tree and marked `data-page-preload`.
 */
export function dropLinksReactAdded(): void {
  const added = 'link[rel="modulepreload"], link[rel="preload"]:not([data-page-preload])';
  for (const link of document.head.querySelectorAll(added)) link.remove();
}
