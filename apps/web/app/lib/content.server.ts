import type { Language } from '@coach/contract';
import { resources } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import type { AwardView } from '../components/award-logos';
import { localized } from './language';
import { fileId } from './records';

/** Awards in rank order, named in the visitor's language. */
export async function loadAwards(
  context: AppLoadContext,
  language: Language,
): Promise<AwardView[]> {
  const rows = await context.services.crud.list(resources.awards, {}, context.viewer);
  return rows.map((row) => ({
    id: Number(row.id),
    name: localized(row, 'name', language),
    image: fileId(row, 'image'),
  }));
}

/** Stats and banners, with numbers and file ids typed as the pages read them. */
export async function loadFigures(context: AppLoadContext) {
  const [stats, banners] = await Promise.all([
    context.services.singletons.stats(),
    context.services.singletons.banners(),
  ]);
  const number = (key: string) => (typeof stats[key] === 'number' ? (stats[key] as number) : null);
  const image = (source: Record<string, unknown>, key: string) =>
    typeof source[key] === 'string' && source[key] ? (source[key] as string) : null;
  return {
    stat: number,
    statImage: (key: string) => image(stats, key),
    banner: (key: string) => image(banners, key),
  };
}
