import { useEffect, useMemo, useRef } from 'react';
import {
  Outlet,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/layout';
import { ErrorMessage } from './error-message';
import { Footer } from './footer';
import { HydrateLater } from '../startup/hydrate-later';
import { Header } from './header';
import { useStoredLanguage } from '../components/language-toggle';
import { loadShopMenu } from '../features/shop-catalogue/shop.server';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { ImageFactsContext, mergeImageFacts } from '../lib/image-facts';
import { languageFromRequest, useLanguage } from '../lib/language';
import { isPageKey, onlyPagesDiffer } from '../lib/paging';
import { errorPageMeta } from '../lib/seo';

/** The shell of every public page. Pages render their content only (no <main>: it is here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The shop's own grouping: a main category is listed only when it has products, and
  // its anchor is the one the shop page gives it.
  const menu = await loadShopMenu(context, languageFromRequest(request));
  return {
    shopCategories: menu.map(({ id, label, anchor }) => ({ id, label, anchor })),
  };
}

/** Following a pager link changes one list of the page: the footer's menu stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && onlyPagesDiffer(currentUrl, nextUrl, isPageKey) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = errorPageMeta;

function Shell({
  children,
  shopCategories,
}: {
  children: React.ReactNode;
  shopCategories: Route.ComponentProps['loaderData']['shopCategories'];
}) {
  const t = useT(commonMessages);
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  useStoredLanguage();

  // Page transitions only after a client navigation: the first paint is never held back.
  useEffect(() => {
    if (location.pathname !== firstPath.current) document.documentElement.dataset.navigated = '';
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <main id="main" className="page" key={location.pathname} tabIndex={-1}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer shopCategories={shopCategories} />
      </HydrateLater>
    </>
  );
}

/**
 * The library's alt texts and focal points of the page's pictures, which each route's
 * loader adds to its data as `images` (lib/image-facts.server.ts), for every picture below.
 */
function PageImageFacts({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const language = useLanguage();
  const value = useMemo(
    () => ({ facts: mergeImageFacts(matches.map((m) => m.loaderData)), language }),
    [matches, language],
  );
  return <ImageFactsContext.Provider value={value}>{children}</ImageFactsContext.Provider>;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageImageFacts>
      <Shell shopCategories={loaderData.shopCategories}>
        <Outlet />
      </Shell>
    </PageImageFacts>
  );
}

/** A missing page keeps the header and footer around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = useRouteLoaderData<typeof loader>('shell/layout');
  return (
    <Shell shopCategories={data?.shopCategories ?? []}>
      <ErrorMessage status={status} />
    </Shell>
  );
}
