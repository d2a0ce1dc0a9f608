import type { CSSProperties } from 'react';
import type { MetaDescriptor } from 'react-router';
import { type ImageFact, focalPosition, imageAlt, usePageImageFacts } from '../lib/image-facts';
import { fileSrcSet, fileUrl, snapWidth } from '../lib/images';

export interface ResponsiveImageProps {
  /** Uploaded file id; nothing is rendered without one. */
  id: string | null | undefined;
  /** The page's own alt text: the library's, when it has one, is drawn instead (useImageAlt). */
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
 * The alt text an upload is drawn with: the media library's in the page's language, else
 * in the other, else `alt`, the text the page gives it (lib/image-facts.ts).
 */
export function useImageAlt(id: string | null | undefined, alt: string): string {
  const { facts, language } = usePageImageFacts();
  return imageAlt([id ? facts[id] : undefined], language, alt);
}

/**
 * Custom properties holding the focal points: the CSS of a cropped picture places it by
 * `object-position: var(--focal, <its own default>)`, so a picture not cropped (a logo
 * drawn whole) stays where it was. None set: no style attribute at all.
 */
type FocalStyle = Partial<Record<'--focal' | '--focal-wide' | '--focal-phone', string>>;

function focalStyle(style: FocalStyle): CSSProperties | undefined {
  const set = Object.entries(style).filter(([, value]) => value !== undefined);
  return set.length ? (Object.fromEntries(set) as CSSProperties) : undefined;
}

const focalOf = (fact: ImageFact | undefined) => fact?.focal && focalPosition(fact.focal);

/**
 * An uploaded image with a responsive `srcset` from the files route, explicit width and
 * height (no layout shift) and lazy loading unless marked `priority`. Its alt text and the
 * point kept in view when it is cropped come from the media library when set there.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const { facts, language } = usePageImageFacts();
  if (!props.id) return null;
  const fact = facts[props.id];
  const alt = imageAlt([fact], language, props.alt);
  return (
    <UploadImage
      {...props}
      id={props.id}
      alt={alt}
      style={focalStyle({ '--focal': focalOf(fact) })}
    />
  );
}

/** The `<img>` itself, with the alt and focal style already decided. */
function UploadImage({
  id,
  alt,
  width,
  height,
  sizes,
  maxWidth = width * 2,
  priority = false,
  className,
  style,
}: ResponsiveImageProps & { id: string; style: CSSProperties | undefined }) {
  return (
    <img
      src={fileUrl(id, snapWidth(width))}
      srcSet={fileSrcSet(id, snapWidth(maxWidth))}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

/**
 * Phones get the art-directed variant; its width, media query, srcset and sizes. The
 * query is also components.css's, which takes the phone image's focal point under it.
 */
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
 * add `picturePreloads` of the same props to the route's `meta`. With both images, the
 * one `<img>` carries each one's focal point (`--focal-wide`, `--focal-phone`), and
 * components.css picks by the same media query as the `<source>`; its alt is the
 * library's for either image, in the page's language first.
 */
export function Picture(props: ArtDirectedImageProps) {
  const {
    id,
    mobileId,
    mobileWidth = PHONE_WIDTH,
    mobileHeight = 1000,
    mobileMedia = PHONE_MEDIA,
  } = props;
  const { facts, language } = usePageImageFacts();
  if (!id && !mobileId) return null;
  if (!mobileId) return <ResponsiveImage {...props} />;
  if (!id)
    return <ResponsiveImage {...props} id={mobileId} width={mobileWidth} height={mobileHeight} />;
  const [wide, phone] = [facts[id], facts[mobileId]];
  return (
    <picture>
      <source
        media={mobileMedia}
        srcSet={phoneSrcSet(mobileId)}
        sizes={PHONE_SIZES}
        width={mobileWidth}
        height={mobileHeight}
      />
      <UploadImage
        {...props}
        id={id}
        alt={imageAlt([wide, phone], language, props.alt)}
        style={focalStyle({ '--focal-wide': focalOf(wide), '--focal-phone': focalOf(phone) })}
      />
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
 *
 * A visitor with the data saver on (`Save-Data: on`) gets the same page, preloads and all,
 * so a kept page serves everyone and the page cache needs no key for it: each preload
 * names the very address and srcset of a picture the page shows at once, so it fetches
 * nothing the page would not, only sooner; and the browser sends Save-Data with the
 * preload too, so the files route answers it with the saver's smaller copy. The site has
 * no autoplaying media: a video is a poster until the visitor presses play.
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
