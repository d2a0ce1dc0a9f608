import { type PageOutcome, type PageUpload, storedFromPage } from '../content/page-outcome.ts';
import type { FileService } from '../files/file-service.ts';
import { HttpError } from '../http/problem.ts';
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
  async function view(token: string): Promise<WaitlistOffer | null> {
    try {
      return await waitlist.offer(token);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }

  async function claim(
    token: string,
    receipt: PageUpload | { id: string } | null,
  ): Promise<PageOutcome> {
    const given = receipt && 'id' in receipt ? { receipt_photo: receipt.id } : {};
    const upload = receipt && !('id' in receipt) ? receipt : null;
    return storedFromPage(
      files,
      upload,
      given,
      async (record) => {
        const { reference, status, token: page } = await waitlist.claim(token, record);
        return { registration: { reference, status, token: page } };
      },
      'receipt',
    );
  }

  return { view, claim };
}

export type VisitorOffers = ReturnType<typeof visitorOffers>;
