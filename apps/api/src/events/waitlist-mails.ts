import type { Language } from '@coach/contract';
import { formatAmount, formatDate, localDigits } from '@coach/contract/formats';
import { mailText } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { MailSettings } from '../mail/settings.ts';

/** The page where an offer is claimed, in the visitor's language (none without PUBLIC_URL). */
export function claimPageLink(
  publicUrl: string | undefined,
  eventId: number,
  token: string,
  language: Language,
) {
  if (!publicUrl) return null;
  const url = new URL(`/events/${eventId}/claim/${encodeURIComponent(token)}`, publicUrl);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

export interface OfferFacts {
  eventId: number;
  /** The event's names: the email names it in the visitor's language, else in English. */
  eventName: { en: string; mm: string };
  name: string;
  email: string;
  seats: number;
  /** What the seats cost together (0 for a free event). */
  amount: number;
  currency: string;
  token: string;
  expiresAt: string;
  language: Language;
}

/**
 * The email offering held seats to the next on the waiting list, in the language they
 * joined in, with the time the offer runs out in Myanmar time. The subject names only the
 * event (the owner's words), never what a visitor typed.
 */
export function offerMail(offer: OfferFacts, settings: MailSettings): OutgoingMail {
  const { language } = offer;
  const event = offer.eventName[language] || offer.eventName.en;
  const link = claimPageLink(settings.publicUrl, offer.eventId, offer.token, language);
  const lines = [
    mailText('waitlistOfferIntro', language, { name: offer.name, event }),
    '',
    mailText('waitlistOfferHeld', language, {
      seats: localDigits(offer.seats, language),
      until: formatDate(offer.expiresAt, language, undefined, { time: true }),
    }),
  ];
  if (offer.amount > 0) {
    const amount = formatAmount(offer.amount, offer.currency, language);
    lines.push(`${mailText('amount', language)}: ${amount}`);
  }
  lines.push(
    link
      ? mailText('waitlistOfferClaim', language, { link })
      : mailText('waitlistOfferReply', language),
    mailText('waitlistOfferLater', language),
  );
  return {
    kind: 'waitlist_offer',
    recipient: offer.email,
    subject: mailText('waitlistOfferSubject', language, { event }),
    body: lines.join('\n'),
  };
}
