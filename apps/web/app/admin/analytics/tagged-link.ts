/** The places a post's link is put, as its `utm_source` (visit-source.ts knows each by name). */
export const LINK_SOURCES = ['facebook', 'messenger', 'viber', 'telegram'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

/** The dashboard cuts a campaign's name at 80 characters (visit-source.ts): so does the link. */
const MOST_CHARS = 80;

/**
 * A campaign name as it goes into a link: trimmed, spaces and punctuation turned to single
 * dashes, letters of any script kept with their marks (Burmese vowels and tones are marks),
 * lower case. The link percent-encodes what is not ASCII.
 */
export function safeCampaign(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MOST_CHARS)
    .replace(/-+$/, '');
}

export type TaggedLink = { link: string } | { error: 'notThisSite' };

/**
 * A page of the site with the post's tags: `utm_source`, and `utm_campaign` when named.
 * The page is a path or an address of the site (any other site's is refused); tags it
 * already had are replaced, its other parameters and fragment kept.
 */
export function taggedLink(
  siteUrl: string,
  page: string,
  source: LinkSource,
  campaign: string,
): TaggedLink {
  const site = new URL(siteUrl);
  let address: URL;
  try {
    address = new URL(page.trim() || '/', site);
  } catch {
    return { error: 'notThisSite' };
  }
  if (address.host !== site.host || !/^https?:$/.test(address.protocol)) {
    return { error: 'notThisSite' };
  }
  // The site's own scheme: a pasted http:// address of an https site gets the https one.
  address.protocol = site.protocol;
  for (const key of [...address.searchParams.keys()]) {
    if (key.startsWith('utm_')) address.searchParams.delete(key);
  }
  address.searchParams.set('utm_source', source);
  const name = safeCampaign(campaign);
  if (name) address.searchParams.set('utm_campaign', name);
  return { link: address.href };
}
