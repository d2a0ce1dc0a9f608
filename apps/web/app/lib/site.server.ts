import { CONSTANT_NAMES, type PageCard, type Row } from '@coach/contract';
import type { AppLoadContext } from 'react-router';

import type { ThemeColors } from './theme';

/**
 * The settings to draw the page around an error with while the database is away (the
 * service answers a 503 Response): default colours, no constants. The page's own
 * loaders fail with the same 503 and its error page shows, in the visitor's language.
 */
export function loadSiteSettingsOrDefaults(context: AppLoadContext) {
  return loadSiteSettings(context).catch((error: unknown) => {
    if (error instanceof Response && error.status === 503) return settingsFrom([], [], []);
    throw error;
  });
}

/**
 * Site-wide settings every page needs: theme colours, the site constants, and the pages'
 * social cards (each page's meta tags read its own; a few hundred bytes for all of them).
 */
export async function loadSiteSettings(context: AppLoadContext) {
  const [colorRows, constantRows, cards] = await Promise.all([
    context.content.list('colors'),
    context.content.list('constants'),
    context.content.pageCards(),
  ]);
  return settingsFrom(colorRows, constantRows, cards);
}

function settingsFrom(
  colorRows: Row<'colors'>[],
  constantRows: Row<'constants'>[],
  cards: PageCard[],
) {
  const colors: ThemeColors = {};
  for (const row of colorRows) colors[row.type] = row.name;
  // Constants are named by the admin's data, not by our code: a string-keyed map is right.
  const constants: Record<string, string> = {};
  for (const row of constantRows) constants[row.name] = row.value;
  return {
    colors,
    constants,
    phone: constants[CONSTANT_NAMES.phone] ?? '',
    email: constants[CONSTANT_NAMES.email] ?? '',
    cards,
  };
}
