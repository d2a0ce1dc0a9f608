import { type Language, PREVIEW_PARAM, type PreviewResource } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import { longDate } from '../../lib/dates';
import { localized } from '../../lib/language';
import type { PreviewView } from './preview-notice';

/**
 * The unpublished record the address's preview link opens (`?preview=TOKEN`), when it is
 * of `resource`; null otherwise (no token, a token that opens nothing, another kind of
 * record, or one published since). The server never keeps a page asked for with a token
 * (apps/server's kept-pages.ts).
 */
export async function openPreview(
  context: AppLoadContext,
  url: URL,
  resource: PreviewResource,
  language: Language,
) {
  const token = url.searchParams.get(PREVIEW_PARAM);
  if (!token) return null;
  const opened = await context.content.preview(token);
  // Published since the link was made: the page shows it as it shows everyone.
  if (!opened || opened.resource !== resource || opened.record.is_published) return null;
  // (Typed by the caller, who knows the resource: a generic row type here costs the
  // compiler minutes, as site-content.ts says.)
  const { record } = opened;
  const view: PreviewView = {
    name: localized(record as { name?: string; name_mm?: string }, 'name', language),
    until: longDate(opened.expires, language, context.timeZone),
  };
  return { record, view };
}

/** A list's rows with the previewed record first, where a visitor would see it once published. */
export function withPreviewed<T extends { id: number }>(rows: T[], previewed: T | undefined): T[] {
  if (!previewed) return rows;
  return [previewed, ...rows.filter((row) => row.id !== previewed.id)];
}
