import { type Language, resources } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import { buildCatalogue } from './catalogue';

/** The shop's categories and products for /shops. */
export async function loadCatalogue(context: AppLoadContext, language: Language) {
  const { crud } = context.services;
  const [mains, subs, products] = await Promise.all([
    crud.list(resources.main_categories, {}, context.viewer),
    crud.list(resources.sub_categories, {}, context.viewer),
    crud.list(resources.products, {}, context.viewer),
  ]);
  return buildCatalogue(mains, subs, products, language);
}
