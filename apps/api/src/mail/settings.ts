import type { Language } from '@coach/contract';

/** How the site sends email (docs/configuration.md: SMTP_URL, NOTIFY_EMAIL, MAIL_FROM, NOTIFY_LANGUAGE). */
export interface MailSettings {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it no mail is queued or sent. */
  smtpUrl?: string;
  /** The owner's address: new appointments, orders and testimonials are told here. */
  notifyEmail?: string;
  /** The sender; the owner's address when not set. */
  from?: string;
  /** The site's address, for links to the back office in the owner's emails. */
  publicUrl?: string;
  /** The language of the owner's emails (customers get theirs in the language they ordered in). */
  ownerLanguage?: Language;
  /** Newsletter mails sent per hour by all instances together (NEWSLETTER_PER_HOUR; 500). */
  newslettersPerHour?: number;
}

export interface MailState {
  /** Whether customers' confirmations are queued (an SMTP server is named). */
  customers: boolean;
  /** Whether the owner's notifications are queued (a server and the owner's address). */
  owner: boolean;
  /** One line for the start-up log: on or off, and why. */
  summary: string;
}

const FALLBACK_FROM = 'coach-site@localhost';

export const senderOf = (settings: MailSettings) =>
  settings.from ?? settings.notifyEmail ?? FALLBACK_FROM;

/** The SMTP server's host and port without its password, for logs and the back office. */
export function serverName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'an unreadable SMTP_URL';
  }
}

/** What the settings turn on, said once at start so an operator sees why mail is off. */
export function mailState(settings: MailSettings): MailState {
  if (!settings.smtpUrl) {
    return {
      customers: false,
      owner: false,
      summary: 'mail is off: SMTP_URL is not set, so no email is queued or sent',
    };
  }
  const via = `via ${serverName(settings.smtpUrl)} from ${senderOf(settings)}`;
  if (!settings.notifyEmail) {
    return {
      customers: true,
      owner: false,
      summary: `mail is on for order confirmations only (${via}): NOTIFY_EMAIL is not set, so the owner is not told of new records`,
    };
  }
  const links = settings.publicUrl ? '' : '; PUBLIC_URL is not set, so emails carry no links';
  return {
    customers: true,
    owner: true,
    summary: `mail is on: new records are told to ${settings.notifyEmail} and customers get order confirmations (${via})${links}`,
  };
}
