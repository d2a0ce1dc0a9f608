/**
 * The address bar made the address the server rendered the page for (docs/decisions/0041).
 * The server leaves out of a page's address every query parameter the page does not read
 * (a Facebook click id, a campaign tag) and normalises the rest (a page past the last is
 * the last); the body says the query it rendered (`data-query`, root.tsx). Put in place
 * before the router starts, the router's links after hydration are the server's ones, and
 * an address copied from the bar does not carry the click id on. Visit counting read the
 * original on the server.
 */
export function adoptRenderedQuery() {
  const rendered = document.body.dataset.query;
  if (rendered === undefined || rendered === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${rendered}${location.hash}`);
}
