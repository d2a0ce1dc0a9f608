import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { whenHydrated } from './hydrate-later';

/**
 * The page's `<html>` element. React renders it on the server. In the browser, Preact
 * (docs/decisions/0005) hydrates into `document.documentElement` itself, so there the
 * element is the container rather than a child: the children are rendered bare and the
 * `lang` attribute is kept up to date here, when the visitor switches language. Once
 * the page is hydrated (its controls work), `data-hydrated` says so.
 */
export function DocumentElement({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    // Only on a change: setting `lang` restyles the whole page (the styles use :lang()).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    void whenHydrated().then(() => (document.documentElement.dataset.hydrated = ''));
  }, []);
  if (typeof document !== 'undefined') return <>{children}</>;
  return <html lang={lang}>{children}</html>;
}
