import type { PageCard, PageCardField } from '@coach/contract/page-cards';
import { call } from '../api/client.ts';

/** What the editor sends: every field, blanks as empty text (the API clears them). */
export type PageCardInput = Record<PageCardField, string | null>;

/** Every page's card at once (a public read); one page's saved by its key. */
export const getPageCards = () => call<PageCard[]>('/pages');
export const savePageCard = (page: string, card: PageCardInput) =>
  call<PageCard>(`/pages/${encodeURIComponent(page)}`, { method: 'PUT', json: card });
