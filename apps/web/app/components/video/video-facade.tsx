import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons';
import { ResponsiveImage } from '../picture';
import { youtubeEmbedUrl, youtubeId } from './youtube';
import './video.css';

export interface VideoFacadeProps {
  /** The video's address as entered in the back office (YouTube, or any other link). */
  url: string;
  /** The video's name: the iframe's title and the play control's name. */
  title: string;
  /** Accessible name of the play control, e.g. "Play video: {title}". */
  playLabel: string;
  /** An uploaded picture to show before playing; the title on the brand gradient otherwise. */
  posterId?: string | null;
  /** The `sizes` of the poster picture. */
  sizes?: string;
}

/**
 * A lightweight stand-in for an embedded player: a poster (or the title on the brand
 * gradient) with a play button that swaps in the YouTube iframe when pressed. A page of
 * four videos then costs no player script (about a megabyte each) and nothing from a
 * third party until the visitor plays: YouTube's thumbnails are not requested, so the
 * page renders the same when that host is slow or unreachable. Without JavaScript, or
 * for a non-YouTube address, the control is a plain link to the video.
 */
export function VideoFacade({ url, title, playLabel, posterId, sizes }: VideoFacadeProps) {
  const id = youtubeId(url);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play control is gone once the player is in; keep keyboard focus on the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing && id) {
    return (
      <div className="video-frame">
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(id)}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-frame">
      <a
        href={url}
        className="video-facade"
        target={id ? undefined : '_blank'}
        rel={id ? undefined : 'noopener noreferrer'}
        aria-label={playLabel}
        onClick={(event) => {
          if (!id) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        {posterId ? (
          <ResponsiveImage
            id={posterId}
            alt=""
            width={640}
            height={360}
            sizes={sizes ?? '(max-width: 768px) 92vw, 560px'}
            className="video-poster"
          />
        ) : (
          <span className="video-title">{title}</span>
        )}
        <span className="video-play" aria-hidden="true">
          <PlayIcon size={30} />
        </span>
      </a>
    </div>
  );
}
