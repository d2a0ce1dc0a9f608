import type { AppLoadContext } from 'react-router';

/**
 * The stats and banners records, typed by their field lists. An image left empty reads
 * as null, so pages fall back to their default picture.
 */
export async function loadFigures(context: AppLoadContext) {
  const [stats, banners] = await Promise.all([context.content.stats(), context.content.banners()]);
  const present = (id: string | null) => id || null;
  return {
    stats,
    banners,
    statImage: (key: keyof typeof stats & `${string}_image`) => present(stats[key]),
    banner: (key: keyof typeof banners) => present(banners[key]),
  };
}
