import type { Newsletter } from '@coach/contract/newsletters';
import { call } from '../api/client.ts';

/** The fields an owner writes (the API cleans the HTML as it does articles'). */
export type LetterFields = Pick<Newsletter, 'subject' | 'subject_mm' | 'body' | 'body_mm'>;

/** What GET /api/newsletters/{id}/preview answers: the mail as a subscriber gets it. */
export interface LetterPreview {
  subject: string;
  html: string;
  text: string;
  language: 'en' | 'mm';
}

export const listNewsletters = () => call<{ newsletters: Newsletter[] }>('/newsletters');
export const getNewsletter = (id: number) => call<Newsletter>(`/newsletters/${id}`);
export const createNewsletter = (body: Partial<LetterFields> & { article_id?: number }) =>
  call<Newsletter>('/newsletters', { method: 'POST', json: body });
export const updateNewsletter = (id: number, body: LetterFields) =>
  call<Newsletter>(`/newsletters/${id}`, { method: 'PUT', json: body });
export const previewNewsletter = (id: number, language: 'en' | 'mm') =>
  call<LetterPreview>(`/newsletters/${id}/preview`, { query: { language } });
export const testNewsletter = (id: number, language: 'en' | 'mm') =>
  call<{ to: string }>(`/newsletters/${id}/test`, { method: 'POST', json: { language } });
export const sendNewsletter = (id: number, at?: string) =>
  call<Newsletter>(`/newsletters/${id}/send`, { method: 'POST', json: at ? { at } : {} });
