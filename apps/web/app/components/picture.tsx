import type { MetaDescriptor } from 'react-router';
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

/** Phones get the art-directed variant; its width, media query, srcset and sizes. */
const PHONE_MEDIA = '(max-width: 767px)';
const WIDER_THAN_PHONE = '(min-width: 768px)';
const PHONE_WIDTH = 750;
const PHONE_SIZES = '100vw';
const phoneSrcSet = (id: string) => fileSrcSet(id, 1280);

export interface ArtDirectedImageProps extends ResponsiveImageProps {
  /** A different image for narrow screens (up to `mobileMedia`), e.g. the mobile banner. */
  mobileId?: string | null;
  mobileWidth?: number;
  mobileHeight?: number;
  mobileMedia?: string;
}

/**
 * `<picture>` with a separate image for phones. Above the fold, mark it `priority` and
 * add `picturePreloads` of the same props to the route's `meta`.
 */
export function Picture(props: ArtDirectedImageProps) {
  const {
    id,
    mobileId,
    mobileWidth = PHONE_WIDTH,
    mobileHeight = 1000,
    mobileMedia = PHONE_MEDIA,
  } = props;
  if (!id && !mobileId) return null;
  if (!mobileId) return <ResponsiveImage {...props} />;
  if (!id)
    return <ResponsiveImage {...props} id={mobileId} width={mobileWidth} height={mobileHeight} />;
  return (
    <picture>
      <source
        media={mobileMedia}
        srcSet={phoneSrcSet(mobileId)}
        sizes={PHONE_SIZES}
        width={mobileWidth}
        height={mobileHeight}
      />
      <ResponsiveImage {...props} />
    </picture>
  );
}

/** A high-priority image preload link, marked as the page's own (see `picturePreloads`). */
function imagePreload(
  href: string,
  imageSrcSet: string,
  imageSizes: string,
  media: string | undefined,
): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    href,
    imageSrcSet,
    imageSizes,
    fetchPriority: 'high',
    'data-page-preload': '',
    ...(media ? { media } : {}),
  };
}

/**
 * Preload links for an above-the-fold `Picture`, each with its media query so the browser
 * fetches only the variant it shows. They go in the route's `meta` rather than through
 * `react-dom`'s `preload()`, so the head is the same tree on the server and in the
 * browser; `data-page-preload` tells them from the preloads React adds on its own, which
 * the browser drops before hydrating (entry.client.tsx, docs/decisions/0005).
 */
export function picturePreloads(props: ArtDirectedImageProps): MetaDescriptor[] {
  const {
    id,
    mobileId,
    mobileWidth = PHONE_WIDTH,
    mobileMedia = PHONE_MEDIA,
    sizes,
    maxWidth = props.width * 2,
  } = props;
  const links: MetaDescriptor[] = [];
  if (id)
    links.push(
      imagePreload(
        fileUrl(id, snapWidth(props.width)),
        fileSrcSet(id, snapWidth(maxWidth)),
        sizes,
        mobileId ? WIDER_THAN_PHONE : undefined,
      ),
    );
  if (mobileId)
    links.push(
      imagePreload(
        fileUrl(mobileId, snapWidth(mobileWidth)),
        phoneSrcSet(mobileId),
        PHONE_SIZES,
        id ? mobileMedia : undefined,
      ),
    );
  return links;
}
