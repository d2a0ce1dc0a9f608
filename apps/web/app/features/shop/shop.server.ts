import type { Language } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import { buildCatalogue, menuView } from './catalogue';

/** The shop menu (categories holding products) in the visitor's language. */
export async function loadShopMenu(context: AppLoadContext, language: Language) {
  return menuView(await context.content.shopMenu(), language);
}

/** The shop's categories and products for /shops. */
export async function loadCatalogue(context: AppLoadContext, language: Language) {
  const [mains, subs, products] = await Promise.all([
    context.content.list('main_categories'),
    context.content.list('sub_categories'),
    context.content.list('products'),
  ]);
  return buildCatalogue(mains, subs, products, language);
}
