import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInSlices } from './startup/hydrate-later';
import { adoptRenderedQuery } from './startup/rendered-query';
import { dropLinksReactAdded, routerReady } from './startup/router-ready';

/*
 * The browser's entry: take the address the page was rendered for, wait for the router's
 * data, drop the links React added to the head, then hydrate in slices (the start-up code
 * is in startup/, docs/decisions/0020).
 */

adoptRenderedQuery();
void routerReady().then(() => {
  dropLinksReactAdded();
  void hydrateInSlices(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
});
