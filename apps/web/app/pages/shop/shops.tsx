import type { QueryParams } from '@coach/contract/query-params';
import { ORDER_PLACED_PARAM } from '../../features/shop-catalogue/shop-keys';
import type { Route } from './+types/shops';
import { HydrateLater } from '../../startup/hydrate-later';
import { PageBanner } from '../../components/page-banner';
import { CategoryMenu } from './category-menu';
import { NlpLevels } from './nlp-levels';
import { OrderPlaced } from './order-placed';
import { ProductGallery } from './product-gallery';
import { loadCatalogue } from '../../features/shop-catalogue/shop.server';
import { translator, useT } from '../../i18n/messages';
import { shopMessages } from './shop-messages';
import { languageFromRequest } from '../../lib/language';
import { pageMeta, pageUrl, rootData } from '../../lib/seo';
import { productJsonLd } from '../../features/seo/json-ld';
import './shop.css';
import { withImageFacts } from '../../lib/image-facts.server';

/** The query parameters this page reads besides the language (docs/decisions/0041): each gallery's page (`g-{sub category}`) and the notice of an order just placed. */
export const queryParams = { 'g-#': 'page', [ORDER_PLACED_PARAM]: ['1'] } satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  return withImageFacts(context, {
    categories: await loadCatalogue(context, new URL(request.url), languageFromRequest(request)),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const language = root?.language ?? 'en';
  const t = translator(shopMessages, language);
  const origin = root?.publicUrl ?? '';
  // The products this page shows (each gallery's page), for search engines.
  const products = (args.data?.categories ?? []).flatMap((main) =>
    main.subs.flatMap((sub) =>
      sub.products.items.map((product) => ({
        'script:ld+json': productJsonLd(product, {
          origin,
          url: `${pageUrl(origin, args.location.pathname, language)}#${sub.anchor}`,
          seller: root?.site.businessName ?? '',
        }),
      })),
    ),
  );
  return pageMeta(args, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: args.data?.categories[0]?.subs[0]?.products.items[0]?.image,
    extra: products,
  });
};

/** /shops: the category menu, a gallery per sub category, and the NLP certification levels. */
export default function Shops({ loaderData }: Route.ComponentProps) {
  const t = useT(shopMessages);
  const { categories } = loaderData;
  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="shop-menu-bar">
        <div className="container">
          <CategoryMenu categories={categories} />
        </div>
      </div>
      <OrderPlaced />
      <div className="section shop-catalogue">
        <div className="container">
          {categories.length === 0 && <p className="empty-note">{t('noProducts')}</p>}
          {categories.map((main) => (
            <HydrateLater key={main.id}>
              <section
                id={main.anchor}
                className="shop-group"
                aria-labelledby={`${main.anchor}-group-title`}
              >
                <h2 id={`${main.anchor}-group-title`} className="shop-group-title">
                  {main.label}
                </h2>
                <div className="shop-galleries">
                  {main.subs.map((sub) => (
                    <ProductGallery key={sub.id} sub={sub} />
                  ))}
                </div>
              </section>
            </HydrateLater>
          ))}
        </div>
      </div>
      <NlpLevels />
    </>
  );
}
