import { EMAIL_PATTERN, type Language } from '@coach/contract';
import { formatBookedTime } from '@coach/contract/formats';
import { MAIL_MESSAGES, type MailMessageKey } from '../mail/mail-messages.ts';
import { mailText } from '../mail/mail-text.ts';
import type { MailKind, OutgoingMail } from '../mail/outbox.ts';
import type { MailSettings } from '../mail/settings.ts';
import { calendarFile } from './calendar-file.ts';
import { NO_DETAILS, type SessionDetails, placeIn } from './session-details.ts';

type Record_ = Record<string, unknown>;

/** What a visitor's email about their booked time says happened. */
export type BookingNews =
  'booked' | 'moved' | 'confirmed' | 'cancelled' | 'cancelledByCoach' | 'reminder';

const TEXTS: Record<BookingNews, { subject: MailMessageKey; intro: MailMessageKey }> = {
  booked: { subject: 'bookingSubject', intro: 'bookingIntro' },
  moved: { subject: 'bookingMovedSubject', intro: 'bookingMovedIntro' },
  confirmed: { subject: 'bookingConfirmedSubject', intro: 'bookingConfirmedIntro' },
  cancelled: { subject: 'bookingCancelledSubject', intro: 'bookingCancelledIntro' },
  cancelledByCoach: { subject: 'bookingCancelledSubject', intro: 'bookingCancelledIntro' },
  reminder: { subject: 'bookingReminderSubject', intro: 'bookingReminderIntro' },
};

/**
 * The kind of each email: what the visitor's own request brings (booked, moved, cancelled
 * from their link) apart from what the owner's actions and the clock bring, as only the
 * first counts toward the mailbox's cap (mail/outbox.ts MAIL_KINDS).
 */
const KIND: Record<BookingNews, MailKind> = {
  booked: 'appointment_confirmation',
  moved: 'appointment_visitor_change',
  cancelled: 'appointment_visitor_change',
  confirmed: 'appointment_change',
  cancelledByCoach: 'appointment_change',
  reminder: 'appointment_reminder',
};

const languageOf = (record: Record_): Language => (record.language === 'mm' ? 'mm' : 'en');

/** The booked time in a reader's words and the zone's: "Tuesday, 1 December 2026, 10:00 AM – 11:00 AM". */
export const bookedTimeText = (record: Record_, language: Language, zone: string) =>
  formatBookedTime(String(record.starts_at), String(record.ends_at), language, zone);

/** The kind of appointment in the reader's language ("One on One Coaching" / its Burmese). */
const purposeText = (record: Record_, language: Language) => {
  const key = `for.${String(record.appointment_for)}` as MailMessageKey;
  return key in MAIL_MESSAGES ? mailText(key, language) : String(record.appointment_for);
};

/** The visitor's private page of their appointment (none without PUBLIC_URL, as every emailed link). */
export function appointmentPageLink(
  publicUrl: string | undefined,
  token: unknown,
  language: Language,
) {
  if (!publicUrl || typeof token !== 'string') return null;
  const url = new URL(`/appointments/${encodeURIComponent(token)}`, publicUrl);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

/** The form to book anew, on the contact page. */
function bookAgainLink(publicUrl: string | undefined, language: Language) {
  if (!publicUrl) return null;
  const url = new URL('/contact-us', publicUrl);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  url.hash = 'appointment';
  return url.toString();
}

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && EMAIL_PATTERN.test(value);

/**
 * The address the visitor left to be written to: the one they gave for the confirmation
 * (any way of contact), else their contact when they chose Email.
 */
export const visitorAddress = (record: Record_) =>
  isAddress(record.email)
    ? record.email
    : record.mode_of_contact === 'Email' && isAddress(record.contact_information)
      ? record.contact_information
      : null;

/** Who the session is with, where, and its meeting link, a line each, in the reader's language. */
function detailLines(details: SessionDetails, language: Language) {
  const lines: string[] = [];
  if (details.coach) lines.push(mailText('bookingWith', language, { coach: details.coach }));
  const place = placeIn(details, language);
  if (place) lines.push(mailText('bookingWhere', language, { place }));
  if (details.meeting_url)
    lines.push(mailText('bookingJoin', language, { link: details.meeting_url }));
  return lines;
}

/**
 * The visitor's email about their booked time, in the language they booked in, with the
 * calendar file (added, moved, or taken out) and their private link. None when they left
 * no email address. Nothing they typed goes into the subject: only the time, ours.
 */
export function visitorBookingMail(
  news: BookingNews,
  record: Record_,
  zone: string,
  settings: MailSettings,
  details: SessionDetails = NO_DETAILS,
): OutgoingMail | null {
  const recipient = visitorAddress(record);
  if (!recipient || !record.starts_at || !record.ends_at) return null;
  const language = languageOf(record);
  const when = bookedTimeText(record, language, zone);
  const purpose = purposeText(record, language);
  const vars = { name: String(record.name), purpose, when };
  const cancelled = news === 'cancelled' || news === 'cancelledByCoach';
  const link = appointmentPageLink(settings.publicUrl, record.token, language);
  const lines = [mailText(TEXTS[news].intro, language, vars), '', when];
  if (!cancelled) lines.push(...detailLines(details, language));
  lines.push('');
  if (news === 'cancelledByCoach' || news === 'cancelled') {
    const again = bookAgainLink(settings.publicUrl, language);
    if (again) {
      const key = news === 'cancelledByCoach' ? 'bookingCancelledByCoach' : 'bookingCancelledAgain';
      lines.push(mailText(key, language, { link: again }));
    }
  } else if (link) {
    lines.push(mailText('bookingManage', language, { link }));
  }
  lines.push(mailText('bookingCalendar', language));
  return {
    kind: KIND[news],
    recipient,
    subject: mailText(TEXTS[news].subject, language, { when }),
    body: lines.join('\n'),
    calendar: bookingCalendar(record, settings, cancelled, details),
  };
}

/**
 * The calendar file of a booked time, in the visitor's language: the same entry (its uid)
 * in every file about it, a later one moving it or, `cancelled`, taking it out. It names
 * the coach and says where the session is (a place, or its meeting link) when the owner
 * set them for its kind of appointment.
 */
export function bookingCalendar(
  record: Record_,
  settings: MailSettings,
  cancelled = false,
  details: SessionDetails = NO_DETAILS,
) {
  const language = languageOf(record);
  const purpose = purposeText(record, language);
  const link = appointmentPageLink(settings.publicUrl, record.token, language);
  const changed = record.booking_changed ?? record.created;
  const host = settings.publicUrl ? new URL(settings.publicUrl).host : 'coach-site';
  const { coach, coachEmail } = details;
  const description = [
    ...detailLines(details, language),
    link ? mailText('bookingManage', language, { link }) : purpose,
  ];
  return calendarFile({
    uid: `appointment-${String(record.token)}@${host}`,
    starts_at: new Date(String(record.starts_at)),
    ends_at: new Date(String(record.ends_at)),
    title: coach
      ? mailText('bookingCalendarTitleWith', language, { purpose, coach })
      : mailText('bookingCalendarTitle', language, { purpose }),
    description: description.join('\n'),
    url: cancelled ? null : link,
    sequence: Math.floor(new Date(String(changed ?? Date.now())).getTime() / 1000),
    cancelled,
    location: placeIn(details, language) ?? details.meeting_url,
    organizer: coach && coachEmail ? { name: coach, email: coachEmail } : null,
  });
}

/**
 * The owner's email when a visitor moves or cancels their booked time (from their link).
 * Not held by the per-recipient cap: NOTIFY_EMAIL is the owner's own address, and a cap of
 * three a day would hold back the news of real bookings. It is bounded per booking
 * instead: a booking moves at most MAX_VISITOR_MOVES times and is cancelled once
 * (bookings.ts), and each booking, move and cancel is a public write under its rate limit.
 */
export function ownerBookingMail(
  news: 'moved' | 'cancelled',
  record: Record_,
  zone: string,
  settings: MailSettings,
  before?: Record_,
): OutgoingMail | null {
  if (!settings.notifyEmail) return null;
  const language = settings.ownerLanguage ?? 'en';
  const when = bookedTimeText(record, language, zone);
  const subject = news === 'moved' ? 'bookingOwnerMovedSubject' : 'bookingOwnerCancelledSubject';
  const lines = [`${mailText('bookedTime', language)}: ${when}`];
  if (before)
    lines.push(
      mailText('bookingOwnerMovedFrom', language, { when: bookedTimeText(before, language, zone) }),
    );
  lines.push(`${mailText('name', language)}: ${String(record.name)}`);
  lines.push(`${mailText('contactInformation', language)}: ${String(record.contact_information)}`);
  if (settings.publicUrl) {
    const link = new URL(`/admin/appointments/${String(record.id)}`, settings.publicUrl).toString();
    lines.push('', mailText('openInBackOffice', language, { link }));
  }
  return {
    kind: 'appointment',
    recipient: settings.notifyEmail,
    subject: mailText(subject, language, { name: String(record.name), when }),
    body: lines.join('\n'),
  };
}
