import { PassThrough } from 'node:stream';

import type { EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { scriptsAfterContent } from './startup/scripts-after-content';

const PUBLIC_LAYOUT_ROUTE = 'shell/layout';

export const streamTimeout = 5_000;

/**
 * Server errors are logged; a missing page (no route, or a loader answering 404) is a
 * normal answer with its own page, and a request the visitor abandoned is nobody's error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // 503: the database is away; the API's log already says so, once every few seconds.
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) return;
  if (error instanceof Response && error.status === 404) return;
  console.error(error);
};

/** React Router's document renderer: the whole page at once, its scripts parked until its content has loaded. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // The back office renders in the browser: its scripts are its content, so they start at once.
  const isPublicPage = routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === PUBLIC_LAYOUT_ROUTE,
  );

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // The whole document for everyone, never the shell first: the server sends a page
    // only once it has all of it, to name its inline scripts in the Content-Security-
    // Policy (docs/decisions/0016). Streamed boundaries would also add React's own inline
    // scripts in the middle of the page, and make the bytes differ from one render to
    // the next.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every Suspense boundary inline, in place: React otherwise moves a large one's
        // content to the end of the document with an inline script to put it back, which
        // the page's script policy would refuse (and a crawler would read out of order).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Whole, as said above: collected, then given its scripts' loading order.
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html');
            const html = Buffer.concat(chunks).toString('utf8');
            resolve(
              new Response(isPublicPage ? scriptsAfterContent(html) : html, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
