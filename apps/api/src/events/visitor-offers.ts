import { type PageUpload, pageOrNull, receiptFromPage } from '../content/page-outcome.ts';
import type { FileService } from '../files/file-service.ts';
import type { EventWaitlist } from './waitlist.ts';

export type WaitlistOffer = Awaited<ReturnType<EventWaitlist['offer']>>;

/**
 * The claim page of a waiting-list offer (/events/{id}/claim/{token}) as the web app's
 * loader and action use it: the offer, or null for a token of no offer (the page is then a
 * 404); and the claim, with the receipt a paid event needs (the file itself without
 * scripts, or the id of the one a script uploaded first), stored as POST /api/files and
 * POST /api/waitlist/{token}/claim store them, as the order page's new receipt is.
 */
export function visitorOffers(files: FileService, waitlist: EventWaitlist) {
  const view = (token: string): Promise<WaitlistOffer | null> =>
    pageOrNull(() => waitlist.offer(token));

  const claim = (token: string, receipt: PageUpload | { id: string } | null) =>
    receiptFromPage(files, receipt, async (record) => {
      const { reference, status, token: page } = await waitlist.claim(token, record);
      return { registration: { reference, status, token: page } };
    });

  return { view, claim };
}

export type VisitorOffers = ReturnType<typeof visitorOffers>;
