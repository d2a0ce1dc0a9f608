import { Fact } from '../../../components/fact';
import { checkoutMessages } from './checkout-messages';
import { useT } from '../../../i18n/messages';
import { localDigits } from '../../../lib/format';
import { useLanguage } from '../../../lib/language';
import { formatAmount } from '@coach/contract/formats';
import { ProductThumbnail } from '../../../features/shop-catalogue/product-thumbnail';
import { ShippingText } from '../../../features/shop-catalogue/shipping-text';
import { orderTotal, parseQuantity } from '../price';
import type { ProductView } from '../../../features/shop-catalogue/shop-views';

/** The product with price, quantity, subtotal, shipping type and total (= subtotal). */
export function OrderSummary({ product, quantity }: { product: ProductView; quantity: string }) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const count = parseQuantity(quantity);
  const total =
    count === null
      ? '—'
      : formatAmount(orderTotal(product.price, count), product.currency, language);
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary-title">
        {t('summaryTitle')}
      </h2>
      <div className="order-product">
        <ProductThumbnail id={product.image} width={120} className="order-product-image" />
        <div>
          <p className="order-product-name">{product.heading}</p>
          <p className="order-product-text line-clamp">{product.description}</p>
        </div>
      </div>
      <dl className="order-lines">
        <Fact term={t('unitPrice')}>{formatAmount(product.price, product.currency, language)}</Fact>
        <Fact term={t('quantity')}>
          {count === null ? '—' : `× ${localDigits(count, language)}`}
        </Fact>
        <Fact term={t('subtotal')}>{total}</Fact>
        <Fact term={t('shipping')}>
          <ShippingText type={product.shippingType} note={product.shippingNote} />
        </Fact>
        <div className="order-total">
          <dt>{t('total')}</dt>
          <dd aria-live="polite">{total}</dd>
        </div>
      </dl>
    </section>
  );
}
