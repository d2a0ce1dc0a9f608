import { CONSTANT_NAMES, resources } from '@coach/contract';
import type { AppLoadContext } from 'react-router';

import type { ThemeColors } from './theme';

/** Site-wide settings every page needs: theme colours and the site constants. */
export async function loadSiteSettings(context: AppLoadContext) {
  const [colorRows, constantRows] = await Promise.all([
    context.services.crud.list(resources.colors, {}, context.viewer),
    context.services.crud.list(resources.constants, {}, context.viewer),
  ]);
  const colors: ThemeColors = {};
  for (const row of colorRows) {
    const type = row.type as keyof ThemeColors;
    if (type === 'primary' || type === 'secondary' || type === 'tertiary')
      colors[type] = String(row.name);
  }
  const constants: Record<string, string> = {};
  for (const row of constantRows) constants[String(row.name)] = String(row.value ?? '');
  return {
    colors,
    constants,
    phone: constants[CONSTANT_NAMES.phone] ?? '',
    email: constants[CONSTANT_NAMES.email] ?? '',
  };
}
