export interface ThemeColors {
  primary?: string;
  secondary?: string;
  tertiary?: string;
}

/** Theme colours as CSS custom properties, written into the server-rendered <head>. */
export function themeCss(colors: ThemeColors): string {
  // Values were validated as hex colours when saved; check again since this is raw CSS.
  const safe = (v: string | undefined) => (v && /^#[0-9a-f]{3,8}$/i.test(v) ? v : undefined);
  const vars = (['primary', 'secondary', 'tertiary'] as const)
    .map((type) => (safe(colors[type]) ? `--color-${type}:${safe(colors[type])};` : ''))
    .join('');
  return vars ? `:root{${vars}}` : '';
}
