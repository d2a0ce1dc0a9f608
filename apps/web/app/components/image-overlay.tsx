import { useState } from 'react';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { fileSrcSet, fileUrl } from '../lib/images';
import { Modal } from './modal';
import { ResponsiveImage, type ResponsiveImageProps, useImageAlt } from './picture';

export interface ImageOverlayProps {
  /** File id of the image to show full size; the overlay is open while it is set. */
  id: string | null;
  alt: string;
  onClose: () => void;
}

/** The full-size view of one image, in a modal that closes on Close, overlay click or Escape. */
export function ImageOverlay({ id, alt, onClose }: ImageOverlayProps) {
  return (
    <Modal open={id !== null} onClose={onClose} title={alt} hideTitle className="image-overlay">
      {id && (
        <img
          src={fileUrl(id, 1280)}
          srcSet={fileSrcSet(id)}
          sizes="92vw"
          alt={alt}
          className="image-overlay-img"
        />
      )}
    </Modal>
  );
}

/**
 * A thumbnail that opens its image full size: a button around a `ResponsiveImage`. The
 * button's name and the full-size view take the thumbnail's alt (the library's when set).
 */
export function ZoomableImage(props: ResponsiveImageProps) {
  const t = useT(commonMessages);
  const [open, setOpen] = useState(false);
  const alt = useImageAlt(props.id, props.alt);
  if (!props.id) return null;
  return (
    <>
      <button
        type="button"
        className="zoomable"
        onClick={() => setOpen(true)}
        aria-label={`${t('viewFullSize')}: ${alt}`}
      >
        <ResponsiveImage {...props} />
      </button>
      <ImageOverlay id={open ? props.id : null} alt={alt} onClose={() => setOpen(false)} />
    </>
  );
}
