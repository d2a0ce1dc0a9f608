import { preload } from 'react-dom';
import { fileSrcSet, fileUrl, snapWidth } from '../lib/images';

export interface ResponsiveImageProps {
  /** Uploaded file id; nothing is rendered without one. */
  id: string | null | undefined;
  alt: string;
  /** Intrinsic size: sets the aspect ratio so the page does not shift while loading. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(max-width: 768px) 100vw, 50vw". */
  sizes: string;
  /** Largest width worth fetching (defaults to twice `width` for sharp screens). */
  maxWidth?: number;
  /** Above the fold: load eagerly with high priority (the hero). Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image with a responsive `srcset` from the files route, explicit width and
 * height (no layout shift) and lazy loading unless marked `priority`.
 */
export function ResponsiveImage({
  id,
  alt,
  width,
  height,
  sizes,
  maxWidth = width * 2,
  priority = false,
  className,
}: ResponsiveImageProps) {
  if (!id) return null;
  return (
    <img
      src={fileUrl(id, snapWidth(width))}
      srcSet={fileSrcSet(id, snapWidth(maxWidth))}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

export interface ArtDirectedImageProps extends ResponsiveImageProps {
  /** A different image for narrow screens (up to `mobileMedia`), e.g. the mobile banner. */
  mobileId?: string | null;
  mobileWidth?: number;
  mobileHeight?: number;
  mobileMedia?: string;
}

/**
 * `<picture>` with a separate image for phones. With `priority`, both variants are
 * preloaded with their media queries, so the browser fetches only the one it shows.
 */
export function Picture(props: ArtDirectedImageProps) {
  const {
    id,
    mobileId,
    mobileWidth = 750,
    mobileHeight = 1000,
    mobileMedia = '(max-width: 767px)',
    sizes,
    maxWidth = props.width * 2,
    priority,
  } = props;
  if (!id && !mobileId) return null;
  const desktopMedia = mobileId ? `(min-width: 768px)` : undefined;
  if (priority) {
    if (id)
      preload(fileUrl(id, snapWidth(props.width)), {
        as: 'image',
        imageSrcSet: fileSrcSet(id, snapWidth(maxWidth)),
        imageSizes: sizes,
        fetchPriority: 'high',
        media: desktopMedia,
      });
    if (mobileId)
      preload(fileUrl(mobileId, snapWidth(mobileWidth)), {
        as: 'image',
        imageSrcSet: fileSrcSet(mobileId, 1280),
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: id ? mobileMedia : undefined,
      });
  }
  if (!mobileId) return <ResponsiveImage {...props} />;
  if (!id)
    return <ResponsiveImage {...props} id={mobileId} width={mobileWidth} height={mobileHeight} />;
  return (
    <picture>
      <source
        media={mobileMedia}
        srcSet={fileSrcSet(mobileId, 1280)}
        sizes="100vw"
        width={mobileWidth}
        height={mobileHeight}
      />
      <ResponsiveImage {...props} />
    </picture>
  );
}
