import { useState } from 'react';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { fileSrcSet, fileUrl } from '../lib/images';
import { Modal } from './modal';
import { ResponsiveImage, type ResponsiveImageProps } from './picture';

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

/** A thumbnail that opens its image full size: a button around a `ResponsiveImage`. */
export function ZoomableImage(props: ResponsiveImageProps) {
  const t = useT(commonMessages);
  const [open, setOpen] = useState(false);
  if (!props.id) return null;
  return (
    <>
      <button
        type="button"
        className="zoomable"
        onClick={() => setOpen(true)}
        aria-label={`${t('viewFullSize')}: ${props.alt}`}
      >
        <ResponsiveImage {...props} />
      </button>
      <ImageOverlay id={open ? props.id : null} alt={props.alt} onClose={() => setOpen(false)} />
    </>
  );
}
