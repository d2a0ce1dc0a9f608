import { useState } from 'react';
import { useActionData } from 'react-router';
import type { Route } from './+types/shop-checkout';
import { ContactList } from '../../../components/contact-list';
import { checkoutAction } from './checkout-action.server';
import { loadCheckoutProduct } from './checkout.server';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from '../../../features/payment-methods/payment-methods';
import '../../../features/payment-methods/payment-methods.css';
import { formatAmount } from '@coach/contract/formats';
import { orderTotal, parseQuantity } from '../price';
import { checkoutMessages } from './checkout-messages';
import { commonMessages } from '../../../i18n/common';
import { translator, useT } from '../../../i18n/messages';
import { languageFromRequest, useLanguage } from '../../../lib/language';
import { pageMeta, rootData } from '../../../lib/seo';
import '../shop.css';
import './checkout.css';
// The receipt's preview and progress (components/upload/upload.css says why here).
import '../../../components/upload/upload.css';
import { island } from '../../../startup/island';
import { withImageFacts } from '../../../lib/image-facts.server';
import { BackLink } from '../../../components/back-link';

/** The order and its receipt post here, with or without scripts. */
export const action = checkoutAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return withImageFacts(context, {
    product: await loadCheckoutProduct(context, params.productId, languageFromRequest(request)),
    paymentMethods: await context.content.paymentMethods(),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  const product = args.data?.product;
  if (!product) return [{ title: translator(commonMessages, language)('notFoundTitle') }];
  const t = translator(checkoutMessages, language);
  return [
    ...pageMeta(args, {
      title: t('metaTitle', { name: product.heading }),
      description: t('metaDescription', { name: product.heading }),
      image: product.image,
    }),
    // A form for one product: the product itself is on /shops for search engines.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

/**
 * /shops/checkout/{productId}: a page of its own rather than a modal, so Back returns
 * to the shop, the address can be shared, and the product shows and is ordered without
 * JavaScript.
 */
/** The form's code (checking, the receipt's upload, the draft) loads after the page is hydrated. */
const CheckoutForm = island(() => import('./checkout-form').then((module) => module.CheckoutForm));

export default function ShopCheckout({ loaderData }: Route.ComponentProps) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const { product, paymentMethods } = loaderData;
  // A refused order comes back with what was typed, the quantity too.
  const refused = useActionData<typeof action>();
  const [quantity, setQuantity] = useState(
    () => (refused && 'values' in refused && refused.values?.quantity) || '1',
  );
  const count = parseQuantity(quantity);
  const amount =
    count === null
      ? undefined
      : formatAmount(orderTotal(product.price, count), product.currency, language);
  return (
    <div className="checkout-page">
      <div className="container">
        <header className="checkout-header">
          <BackLink to="/shops" label={t('backToShop')} className="checkout-back" />
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="checkout-title">{product.heading}</h1>
        </header>
        <div className="checkout-layout">
          <aside className="checkout-aside">
            <OrderSummary product={product} quantity={quantity} />
            <section className="checkout-pay card" aria-labelledby="checkout-pay-title">
              <h2 id="checkout-pay-title">{t('payTitle')}</h2>
              {paymentMethods.length ? (
                <>
                  <PaymentMethods methods={paymentMethods} language={language} amount={amount} />
                  <p className="checkout-pay-then">{t('payThenUpload')}</p>
                </>
              ) : (
                <p>{t('payText')}</p>
              )}
              <ContactList className="checkout-contact" />
            </section>
          </aside>
          <section className="checkout-main card form-card" aria-labelledby="checkout-form-title">
            <h2 id="checkout-form-title">{t('billingTitle')}</h2>
            {product.soldOut ? (
              <p className="checkout-sold-out" role="status">
                {t('soldOut')}
              </p>
            ) : (
              <>
                <p className="checkout-intro">{t('billingIntro')}</p>
                <CheckoutForm quantity={quantity} onQuantityChange={setQuantity} />
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
