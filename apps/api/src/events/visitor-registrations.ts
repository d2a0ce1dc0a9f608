import { checkInUrl } from '@coach/contract';
import { type PageUpload, pageOrNull, receiptFromPage } from '../content/page-outcome.ts';
import type { FileService } from '../files/file-service.ts';
import { HttpError } from '../http/problem.ts';
import type { RegistrationLifecycle, VisitorRegistration } from './registration-lifecycle.ts';
import { ticketSvg } from './ticket-codes.ts';

/** The visitor's page's view: their registration, and its ticket's QR code while it has one. */
export interface VisitorRegistrationPage extends VisitorRegistration {
  /** The QR code of the ticket's check-in address, as inline SVG markup. */
  ticket_svg: string | null;
}

/**
 * The visitor's registration page (/registrations/{token}) as the web app's loader and
 * action use it: the registration (null for a token of none: the page is a 404), a new
 * receipt sent with the page's form (the file itself without scripts, or the id of the one
 * a script uploaded first), and the cancel, each as the API's calls do them.
 */
export function visitorRegistrations(files: FileService, lifecycle: RegistrationLifecycle) {
  /** `origin`: the site's, for the check-in address the ticket's QR code carries. */
  const view = (token: string, origin: string): Promise<VisitorRegistrationPage | null> =>
    pageOrNull(async () => {
      const registration = await lifecycle.forVisitor(token);
      const code = registration.check_in_code;
      return {
        ...registration,
        ticket_svg: code ? await ticketSvg(checkInUrl(origin, code)) : null,
      };
    });

  const sendReceipt = (token: string, receipt: PageUpload | { id: string }) =>
    receiptFromPage(files, receipt, async (record) => {
      await lifecycle.newReceipt(token, record);
    });

  /** The cancel from the page: its refusal (409: cancelled already, event started) as words to show. */
  async function cancel(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
    try {
      await lifecycle.cancel(token);
      return { ok: true };
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        return { ok: false, message: error.detail };
      }
      throw error;
    }
  }

  return { view, sendReceipt, cancel };
}

export type VisitorRegistrations = ReturnType<typeof visitorRegistrations>;
