import type { Language } from '@coach/contract';
import { PAGE_SIZES } from '@coach/contract/options';
import type { AppLoadContext } from 'react-router';
import { pageParam, pagesCounter, readPage, shapePage } from '../../lib/paging';
import { PRODUCT_CARD, menuView, productView } from './catalogue';
import { galleryKey } from './shop-keys';
import type { MainCategoryView } from './shop-views';

/** The shop menu (categories holding products) in the visitor's language. */
export async function loadShopMenu(context: AppLoadContext, language: Language) {
  return menuView(await context.content.shopMenu(), language);
}

/**
 * The shop's categories for /shops, each sub category with the page of its gallery the
 * address names (4 products), read one gallery at a time rather than the whole catalogue.
 */
export async function loadCatalogue(
  context: AppLoadContext,
  url: URL,
  language: Language,
): Promise<MainCategoryView[]> {
  const menu = await loadShopMenu(context, language);
  const size = PAGE_SIZES.shop;
  return Promise.all(
    menu.map(async (main) => ({
      ...main,
      subs: await Promise.all(
        main.subs.map(async (sub) => {
          const key = galleryKey(sub.id);
          const products = await readPage(
            pageParam(url, key),
            size,
            (window) =>
              context.content.page('products', {
                ...window,
                filters: { sub_category_id: String(sub.id) },
                columns: PRODUCT_CARD,
              }),
            pagesCounter(context, key),
          );
          return {
            ...sub,
            productCount: products.total,
            products: shapePage(products, (p) => productView(p, language)),
          };
        }),
      ),
    })),
  );
}
