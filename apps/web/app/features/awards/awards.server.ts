import type { Language } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import type { AwardView } from '../../components/award-logos';
import { localized } from '../../lib/language';

/** Awards in rank order, named in the visitor's language. */
export async function loadAwards(
  context: AppLoadContext,
  language: Language,
): Promise<AwardView[]> {
  const rows = await context.content.list('awards');
  return rows.map((row) => ({
    id: row.id,
    name: localized(row, 'name', language),
    image: row.image || null,
  }));
}
