import { PAGE_SIZES } from '@coach/contract/options';
import { Pager } from '../../components/pager';
import { useT } from '../../i18n/messages';
import { usePageHref } from '../../lib/use-page-href';
import { shopMessages } from './shop-messages';
import { ProductCard } from './product-card';
import type { SubCategoryView } from '../../features/shop-catalogue/shop-views';
import { galleryKey } from '../../features/shop-catalogue/shop-keys';

/**
 * One sub category's products, 4 a page with its own pager of links
 * (`?g-<id>=2#<anchor>`), anchored by its name.
 */
export function ProductGallery({ sub }: { sub: SubCategoryView }) {
  const t = useT(shopMessages);
  const href = usePageHref(galleryKey(sub.id), sub.anchor);
  const { page: current, pages: total, items } = sub.products;
  const headingId = `${sub.anchor}-title`;
  // A gallery is as many columns wide as it has cards on a page, so the small galleries
  // of one category sit side by side instead of leaving half-empty rows.
  const columns = Math.min(sub.productCount, PAGE_SIZES.shop);
  const style = {
    '--span': columns,
    '--span-md': Math.min(columns, 2),
  } as React.CSSProperties;
  return (
    <section id={sub.anchor} className="shop-gallery" aria-labelledby={headingId} style={style}>
      <h3 id={headingId} className="shop-gallery-title">
        {sub.label}
      </h3>
      <ul className="product-grid" aria-live="polite">
        {items.map((product) => (
          <li key={`${current}-${product.id}`}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <Pager
        page={current}
        total={total}
        href={href}
        label={t('galleryPages', { name: sub.label })}
      />
    </section>
  );
}
