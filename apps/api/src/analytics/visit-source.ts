import { kept } from '../kept-answers.ts';

/** Where a visit came from, as the owner's dashboard names it, and the campaign if tagged. */
export interface VisitSource {
  source: string;
  campaign: string | null;
}

/** A dashboard row's name is short: a tag longer than this is cut, not refused. */
const MOST_CHARS = 80;

/** Hosts by the source a Myanmar owner knows them as; a host matches itself and its subdomains. */
const KNOWN_HOSTS: readonly [source: string, hosts: readonly string[]][] = [
  // m., l. and lm.facebook.com are the app's and the link shim's: all of them Facebook.
  ['Facebook', ['facebook.com', 'fb.com', 'fb.me']],
  ['Messenger', ['messenger.com', 'm.me']],
  ['Viber', ['viber.com']],
  ['Telegram', ['t.me', 'telegram.org', 'telegram.me']],
  ['YouTube', ['youtube.com', 'youtu.be']],
  ['Google', ['google.com']],
  ['Bing', ['bing.com']],
  [
    'Search engines',
    [
      'duckduckgo.com',
      'yahoo.com',
      'yandex.ru',
      'yandex.com',
      'baidu.com',
      'ecosia.org',
      'search.brave.com',
    ],
  ],
];

/** Google has a domain per country (google.com.mm, google.co.th): all are Google. */
const GOOGLE_COUNTRY = /(^|\.)google\.(com?\.)?[a-z]{2,3}$/;

const matches = (host: string, known: string) => host === known || host.endsWith(`.${known}`);

/** The source a referring host stands for: a known one's name, or the host itself. */
const sourceOfHost = kept(namedSourceOf);

function namedSourceOf(host: string): string {
  const bare = host.toLowerCase().replace(/^www\./, '');
  for (const [source, hosts] of KNOWN_HOSTS) {
    if (hosts.some((known) => matches(bare, known))) return source;
  }
  if (GOOGLE_COUNTRY.test(bare)) return 'Google';
  return bare;
}

/** A tag as typed in a link (`utm_source=facebook`): a known source's own name when it is one. */
function sourceOfTag(tag: string): string {
  const lower = tag.toLowerCase();
  for (const [source] of KNOWN_HOSTS) {
    if (source.toLowerCase() === lower) return source;
  }
  if (lower === 'fb') return 'Facebook';
  return lower.includes('.') ? sourceOfHost(lower) : lower;
}

const tag = (value: string | null) => {
  const trimmed = value?.trim().slice(0, MOST_CHARS);
  return trimmed ? trimmed : null;
};

/**
 * A page view's source (issue 43, item 2): `utm_source` (and `utm_campaign`) when the link
 * was tagged; else Facebook when it carries Facebook's click id; else the referring site,
 * by name when known, by host otherwise; else "direct". A referrer from the site itself
 * is a move within the visit, not a source: also "direct" (the visit's first hit names it).
 */
export function visitSourceOf(
  address: Readonly<URL>,
  referrer: string | ReferrerHost | undefined,
  siteHost?: string,
): VisitSource {
  // An address without a query has no tags: its (costly) parameters are not made.
  const params = address.search ? address.searchParams : undefined;
  const campaign = tag(params?.get('utm_campaign') ?? null);
  const tagged = tag(params?.get('utm_source') ?? null);
  if (tagged) return { source: sourceOfTag(tagged), campaign };
  if (params?.has('fbclid')) return { source: 'Facebook', campaign };
  const host = (typeof referrer === 'string' ? referrerHostOf(referrer) : referrer)?.hostname;
  if (!host || host === siteHost || host === address.hostname)
    return { source: 'direct', campaign };
  return { source: sourceOfHost(host).slice(0, MOST_CHARS), campaign };
}

/** A referrer's host, with and without its port. */
export type ReferrerHost = Pick<URL, 'host' | 'hostname'>;

/** A referrer's host; none when it is missing or not an address. */
export function referrerHostOf(referrer: string | undefined): ReferrerHost | undefined {
  return referrer ? (hostOfReferrer(referrer) ?? undefined) : undefined;
}

const hostOfReferrer = kept(parsedHost);

function parsedHost(referrer: string): ReferrerHost | null {
  try {
    const { host, hostname } = new URL(referrer);
    return { host, hostname };
  } catch {
    return null;
  }
}
