import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCss, themeVariables } from './theme';
import { themePalette } from './theme-palette';

/** The custom properties the stylesheet's :root sets to plain values. */
function baseCssDefaults(): Record<string, string> {
  const css = readFileSync(new URL('../styles/base.css', import.meta.url), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)![1]!.replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe('themeCss', () => {
  it('writes the colours as saved and what the theme derives from them', () => {
    const css = themeCss({ primary: '#F2D16B', secondary: '#FFF3B0', tertiary: '#f5f0e6' });
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--color-primary:#F2D16B;');
    expect(css).toContain('--color-secondary:#FFF3B0;');
    // Dark text on the light colours, darker shades of them for text on the page.
    expect(css).toContain('--on-primary:#14212b;');
    expect(css).toContain('--on-secondary:#14212b;');
    expect(css).toMatch(/--primary-ink:#[0-9a-f]{6};/);
    expect(css).not.toContain('--primary-ink:#f2d16b;');
  });

  it('is empty without a valid colour, so the stylesheet defaults apply', () => {
    expect(themeCss({})).toBe('');
    expect(themeCss({ primary: 'red;}body{display:none' })).toBe('');
  });

  it('lets nothing but hex colours into the CSS', () => {
    const css = themeCss({ primary: '#123456', secondary: '#123456;}x{y:z' });
    expect(css).toContain('--color-primary:#123456;');
    expect(css).not.toContain('x{y:z');
    expect(css).toContain('--color-secondary:#d9a441;');
  });
});

describe('base.css defaults', () => {
  it('are what the theme derives from the default colours', () => {
    const defaults = baseCssDefaults();
    const derived = themeVariables(themePalette({}));
    for (const [name, value] of Object.entries(derived)) {
      expect(defaults[name], name).toBe(value);
    }
  });
});
