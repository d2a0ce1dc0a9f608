import { Link } from 'react-router';
import { ZoomableImage } from '../../components/image-overlay';
import { Fact } from '../../components/fact';
import { VideoFacade } from '../../components/video/video-facade';
import { useT } from '../../i18n/messages';
import { shopMessages } from './shop-messages';
import { useLanguage } from '../../lib/language';
import { formatAmount } from '@coach/contract/formats';
import { ShippingText } from '../../features/shop-catalogue/shipping-text';
import { type ProductView, checkoutPath } from '../../features/shop-catalogue/shop-views';

const IMAGE_SIZES = '(max-width: 560px) 92vw, (max-width: 1100px) 45vw, 290px';

/** A product: picture (full size on click) or video, text, price, shipping, BUY NOW. */
export function ProductCard({ product }: { product: ProductView }) {
  const t = useT(shopMessages);
  const language = useLanguage();
  const video = product.type === 'video' && product.videoLink;
  return (
    <article className="product-card card">
      <div className="product-media">
        {video ? (
          <VideoFacade
            url={product.videoLink}
            title={product.heading}
            playLabel={t('watchPreview', { name: product.heading })}
            posterId={product.image}
            sizes={IMAGE_SIZES}
          />
        ) : (
          <ZoomableImage
            id={product.image}
            alt={product.heading}
            width={447}
            height={400}
            maxWidth={960}
            sizes={IMAGE_SIZES}
          />
        )}
      </div>
      <div className="product-body">
        <h4 className="product-heading">{product.heading}</h4>
        <p className="product-description line-clamp">{product.description}</p>
        <dl className="product-facts">
          <Fact term={t('price')} className="product-price">
            {formatAmount(product.price, product.currency, language)}
          </Fact>
          <Fact term={t('shipping')}>
            <ShippingText type={product.shippingType} note={product.shippingNote} />
          </Fact>
        </dl>
        {product.soldOut ? (
          <p className="product-sold-out">{t('soldOut')}</p>
        ) : (
          <Link
            to={checkoutPath(product.id)}
            className="button button-accent product-buy"
            aria-label={t('buyProduct', { name: product.heading })}
          >
            {t('buyNow')}
          </Link>
        )}
      </div>
    </article>
  );
}
