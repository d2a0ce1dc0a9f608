const ID = /^[\w-]{11}$/;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      id = second ?? null;
  }
  return id && ID.test(id) ? id : null;
}

/**
 * The player address. The privacy-enhanced host sets no cookies until the visitor
 * plays; autoplay because the iframe only appears after the visitor pressed play.
 */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
