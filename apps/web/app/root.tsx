import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { DocumentElement } from './startup/document-element';
import { ErrorMessage } from './shell/error-message';
import { htmlLang, languageFromRequest } from './lib/language';
import { type RootLoaderData, cardsIn, siteInfo } from './lib/site';
import { errorPageMeta } from './lib/seo';
import { loadSiteSettingsOrDefaults } from './lib/site.server';
import { themeCss } from './lib/theme';
import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/sections.css';
// The footer's sign-up is on every page: its styles go with the root's, one stylesheet
// request fewer before a page can paint (issue 45).
import './features/subscribe/subscribe.css';
import { HydrateLater } from './startup/hydrate-later';

// zod compiles its object checks with `new Function` when it may; to find out, it tries
// once, and the page's Content-Security-Policy (no eval, docs/decisions/0016) refuses and
// reports that try. In the browser it is told not to (`z.config({ jitless: true })`),
// through the settings object zod keeps on globalThis: importing zod here would add its
// code to every page, forms or not.
if (typeof document !== 'undefined') {
  const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}

// A small inline mark, so browsers asking for /favicon.ico get an icon without a request.
// Percent-encoded whole: a space in a link's address is invalid HTML.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
    "<circle cx='16' cy='16' r='16' fill='#16425b'/>" +
    "<circle cx='16' cy='16' r='10' fill='none' stroke='#d9a441' stroke-width='3'/></svg>",
)}`;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: FAVICON, type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = errorPageMeta;

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const language = languageFromRequest(request);
  // Never fails for a database that is away: the error page still knows the language.
  const settings = await loadSiteSettingsOrDefaults(context);
  return {
    language,
    themeCss: themeCss(settings.colors),
    site: siteInfo(settings.constants),
    publicUrl: context.publicUrl,
    timeZone: context.timeZone,
    cards: cardsIn(settings.cards, language),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const css = data?.themeCss ?? '';
  // The query the page was rendered for, which the browser's address takes before the
  // router starts (startup/rendered-query.ts).
  const { search } = useLocation();
  return (
    <DocumentElement lang={htmlLang(data?.language ?? 'en')}>
      {/* Nothing in the head answers a visitor: it hydrates after the first pass. */}
      <HydrateLater>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
          {/* After the stylesheets, so the theme overrides their default colours. */}
          {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
        </head>
      </HydrateLater>
      <body data-query={search}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </DocumentElement>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside the public layout (and the layout's own): a plain page in the site's style. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
