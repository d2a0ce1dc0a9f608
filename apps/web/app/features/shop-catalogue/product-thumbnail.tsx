import { ResponsiveImage } from '../../components/picture';

/** A product's picture as the back office asks for it (admin/screens/common.ts): 447 × 400. */
const PICTURE = { width: 447, height: 400 };

/**
 * A product's picture, small beside its name (an order's page, the checkout's summary):
 * `width` wide, in the picture's own shape; the name beside it says what it shows.
 */
export function ProductThumbnail({
  id,
  width,
  className,
}: {
  id: string | null | undefined;
  width: number;
  className: string;
}) {
  return (
    <ResponsiveImage
      id={id}
      alt=""
      width={width}
      height={Math.round((width * PICTURE.height) / PICTURE.width)}
      maxWidth={320}
      sizes={`${width}px`}
      className={className}
    />
  );
}
