import { seeOther } from '../../components/upload/page-form.server';
import { REGISTERED_PARAM } from './registration-keys';

/**
 * The answer to a registration just made (from the event page's form, or a waiting-list
 * offer claimed): the visitor's own registration page, in the language they were reading
 * (post-redirect-get, so a reload there is a plain read, never the registration again).
 */
export function toRegistrationPage(token: string, request: Request) {
  return seeOther(request, `/registrations/${encodeURIComponent(token)}`, REGISTERED_PARAM);
}
