import { Component, type ComponentType, Suspense, createElement } from 'react';
import { isHydrating, putOffUntilHydrated } from './hydrate-later';

/*
 * Islands: parts of a public page whose code is not among the page's first-load scripts
 * (`npm run size`, issue 45). The server renders them as any other part, and they work
 * without scripts as the rest of the page does (their forms post to the page's action).
 * In the browser their code is fetched once the rest of the page is hydrated, in a request
 * of its own, and the part hydrates then; until it does, Preact keeps its server-rendered
 * DOM as it is (as for <HydrateLater>). The page's `data-hydrated` waits for them.
 * On a page reached by a client navigation the code is fetched when the part first renders.
 *
 * An island renders exactly one element, as a <HydrateLater> part does. Its styles must
 * be imported by the page's own modules, not only by the island's code: the page's
 * stylesheets are those of its static imports, and the part is on screen before its code.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));

  // A class, as hydrate-later's Gate: an instance's fields survive while it is suspended.
  class IslandGate extends Component<P> {
    private readonly putOff =
      !loaded && typeof document !== 'undefined' && isHydrating()
        ? putOffUntilHydrated(start)
        : null;

    override render() {
      if (loaded) return createElement(loaded, this.props);
      throw this.putOff ?? start();
    }
  }

  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <IslandGate {...props} />
      </Suspense>
    );
  }
  return Island;
}
