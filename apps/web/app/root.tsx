import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { htmlLang, languageFromRequest } from './lib/language';
import { loadSiteSettings } from './lib/site.server';
import { themeCss } from './lib/theme';
import './styles/base.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const settings = await loadSiteSettings(context);
  return { language, ...settings, publicUrl: context.publicUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const css = data ? themeCss(data.colors) : '';
  return (
    <html lang={htmlLang(data?.language ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-page">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
