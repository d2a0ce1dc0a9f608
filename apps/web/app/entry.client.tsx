import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInSlices } from './startup/hydrate-later';
import { dropLinksReactAdded, routerReady } from './startup/router-ready';

/*
 * The browser's entry: wait for the router's data, drop the links React added to the head,
 * then hydrate in slices (the start-up code is in startup/, docs/decisions/0020).
 */

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
