import { redirect } from 'react-router';
import { REGISTERED_PARAM } from './registration-keys';

/**
 * The answer to a registration just made (from the event page's form, or a waiting-list
 * offer claimed): the visitor's own registration page, in the language they were reading
 * (post-redirect-get, so a reload there is a plain read, never the registration again).
 */
export function toRegistrationPage(token: string, request: Request) {
  const page = new URL(`/registrations/${encodeURIComponent(token)}`, request.url);
  page.searchParams.set(REGISTERED_PARAM, '1');
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang) page.searchParams.set('lang', lang);
  return redirect(`${page.pathname}${page.search}`, 303);
}
